package generate

import (
	"maps"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// whyOutsideRoots is the reason a parallel or follow-up record is not
// made in an executing run: a call asks for a path outside the
// directories the server's pools (the probe's, or the hints') hold.
const whyOutsideRoots = "a call's path lies outside the directories the server was found to allow (the probe's or the hints' paths)"

// poolRoots are the topmost directories among the absolute paths the
// pools of pt's server hold (a file's folder, or a directory itself),
// sorted; nil when the pools hold no absolute path (no probe, or a server
// not about files). They stand for the folders the server lets the run
// use: a later turn asking for "/opt/…" after the assistant listed only
// "/tmp/x" is no conversation that happened.
func (w *worker) poolRoots(pt *prepTool) []string {
	hintsFor := w.g.opts.HintsFor
	var dirs []string
	// a copy: appending to the shared list of the server's tools would
	// write into its spare capacity while other workers read it
	for _, o := range append(slices.Clone(w.g.serverTools(pt.t.Server)), pt) {
		h := w.g.opts.Hints
		if hintsFor != nil {
			h = hintsFor(&o.t)
		}
		for _, k := range slices.Sorted(maps.Keys(h.Pools)) {
			for _, v := range h.Pools[k] {
				s, ok := v.(string)
				if !ok || !strings.HasPrefix(s, "/") || len(s) < 2 || strings.ContainsAny(s, " \n") {
					continue
				}
				if strings.Contains(pathBase(s), ".") {
					s = s[:strings.LastIndex(s, "/")]
				}
				if s != "" {
					dirs = append(dirs, s)
				}
			}
		}
	}
	slices.Sort(dirs)
	var roots []string
	for _, d := range slices.Compact(dirs) {
		if !inRoots(d, roots) {
			roots = append(roots, d)
		}
	}
	return roots
}

// pathBase is the last element of a slash-separated path.
func pathBase(s string) string {
	return s[strings.LastIndex(s, "/")+1:]
}

// inRoots tells whether path p is one of roots or inside one.
func inRoots(p string, roots []string) bool {
	for _, r := range roots {
		if p == r || strings.HasPrefix(p, strings.TrimSuffix(r, "/")+"/") {
			return true
		}
	}
	return false
}

// outsideRoots tells whether a call of calls, in a run that executes
// them, takes a file or folder path (a path parameter's value or list
// item) outside the roots of its server's pools (poolRoots).
func (w *worker) outsideRoots(calls []spec) bool {
	if !w.executes() {
		return false
	}
	for _, c := range calls {
		roots := w.poolRoots(c.pt)
		if len(roots) == 0 {
			continue
		}
		for _, p := range c.pt.bind.Params() {
			switch p.Role.Kind {
			case role.FilePath, role.DirPath:
			default:
				continue
			}
			vals := []any{c.args[p.Name]}
			if l, ok := c.args[p.Name].([]any); ok {
				vals = l
			}
			for _, v := range vals {
				if s, ok := v.(string); ok && strings.HasPrefix(s, "/") && !inRoots(s, roots) {
					return true
				}
			}
		}
	}
	return false
}
