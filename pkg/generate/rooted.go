package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// rooted returns the instance (raw, val) of pt drawn for a run that
// executes its calls, made to work on the server the probe found: a file
// or folder path outside the folders the server allows (poolRoots) is
// moved under the root of the call's other paths, else the first root,
// keeping its last two elements ("/opt/recipes/archive/notes.md" becomes
// "<root>/archive/notes.md": a move's destination beside the files it
// moves, not a folder the server refuses); and the text an edit replaces
// is a line of the file it edits, read from the server (editLines). The
// instance itself when the run does not execute, the server has no known
// roots, or nothing changes.
func (w *worker) rooted(ctx context.Context, pt *prepTool, raw json.RawMessage, val any) (json.RawMessage, any) {
	args, ok := val.(map[string]any)
	if !ok || !w.executes() {
		return raw, val
	}
	roots := w.poolRoots(pt)
	if len(roots) == 0 {
		return raw, val
	}
	out, moved := args, false
	home := ""
	for _, p := range pt.bind.Params() {
		if s, ok := args[p.Name].(string); ok && pathParam(p.Role.Kind) && inRoots(s, roots) {
			home = rootOf(s, roots)
			break
		}
	}
	if home == "" {
		home = roots[0]
	}
	for _, p := range pt.bind.Params() {
		s, ok := args[p.Name].(string)
		if !ok || !pathParam(p.Role.Kind) || !strings.HasPrefix(s, "/") || inRoots(s, roots) {
			continue
		}
		if !moved {
			out, moved = cloneArgs(args), true // the drawn instance is never written to
		}
		out[p.Name] = rebase(s, home)
	}
	if e, ok := w.editLines(ctx, pt, out); ok {
		out = e
	}
	if fmt.Sprint(out) == fmt.Sprint(args) {
		return raw, val
	}
	if r, err := pt.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return raw, val
	}
	b, err := jsonx.Marshal(out)
	if err != nil {
		return raw, val
	}
	return b, out
}

// pathParam tells whether a parameter of role kind k holds a file's or a
// folder's path.
func pathParam(k role.Kind) bool {
	return k == role.FilePath || k == role.DirPath
}

// rootOf is the root of roots that path p lies in.
func rootOf(p string, roots []string) string {
	for _, r := range roots {
		if inRoots(p, []string{r}) {
			return r
		}
	}
	return ""
}

// rebase is path p's last two elements under folder root.
func rebase(p, root string) string {
	parts := strings.Split(strings.Trim(p, "/"), "/")
	if len(parts) > 2 {
		parts = parts[len(parts)-2:]
	}
	return strings.TrimSuffix(root, "/") + "/" + strings.Join(parts, "/")
}

// editLines returns args, a call of an edit tool of pt (a list of edits
// whose items replace an old text with a new one, beside the path of
// the file edited), with each edit's old text a line of that file as the
// server's reader tool returns it (readerOf), and its new text that line
// changed (changedLine): an edit of a real file names what is in it.
// false when pt is no such tool, the server has no reader, or the file
// has too few lines that can be changed.
func (w *worker) editLines(ctx context.Context, pt *prepTool, args map[string]any) (map[string]any, bool) {
	file, list, oldK, newK := editShape(pt, args)
	if list == "" {
		return nil, false
	}
	reader := w.readerOf(pt)
	if reader == nil {
		return nil, false
	}
	text := w.fileText(ctx, reader, file)
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(l, "\r")
		if _, ok := changedLine(l); ok && strings.Count(text, l) == 1 {
			lines = append(lines, l)
		}
	}
	edits, _ := args[list].([]any)
	if len(lines) == 0 || len(edits) == 0 {
		return nil, false
	}
	if len(edits) > len(lines) {
		edits = edits[:len(lines)] // as many edits as the file has lines to change
	}
	at := int(hash64(file+fmt.Sprint(edits)) % uint64(len(lines)))
	out := cloneArgs(args)
	var es []any
	for i, e := range edits {
		m, ok := e.(map[string]any)
		if !ok {
			return nil, false
		}
		l := lines[(at+i)%len(lines)]
		nl, _ := changedLine(l)
		c := cloneArgs(m)
		c[oldK], c[newK] = l, nl
		es = append(es, c)
	}
	out[list] = es
	return out, true
}

// editShape finds in args, a call of pt, the path of the file it edits
// and the list of edits whose items hold an old and a new text ("edits"
// of {"oldText","newText"}); list is "" when there is none.
func editShape(pt *prepTool, args map[string]any) (file, list, oldK, newK string) {
	for _, p := range pt.bind.Params() {
		if s, ok := args[p.Name].(string); ok && p.Role.Kind == role.FilePath && file == "" {
			file = s
		}
	}
	if file == "" {
		return "", "", "", ""
	}
	for _, k := range slices.Sorted(maps.Keys(args)) {
		l, ok := args[k].([]any)
		if !ok || len(l) == 0 {
			continue
		}
		m, ok := l[0].(map[string]any)
		if !ok {
			continue
		}
		var o, n string
		for mk := range m {
			switch nk := norm(mk); {
			case strings.HasPrefix(nk, "old") || nk == "search" || nk == "find":
				o = mk
			case strings.HasPrefix(nk, "new") || nk == "replace" || nk == "replacement":
				n = mk
			}
		}
		if o != "" && n != "" {
			return file, k, o, n
		}
	}
	return "", "", "", ""
}

// readerOf is the tool of pt's server that reads a text file: read-only,
// its one required parameter a file path, its name saying it reads
// ("read", "cat", "view") and not a file's info or media; nil when the
// server has none. A name saying text is preferred.
func (w *worker) readerOf(pt *prepTool) *prepTool {
	var best *prepTool
	for _, o := range w.g.siblings(pt) {
		if o == pt || !o.t.IsReadOnly() {
			continue
		}
		var req []string
		ok := true
		for _, p := range o.bind.Params() {
			if p.Required {
				req = append(req, p.Name)
				ok = ok && p.Role.Kind == role.FilePath
			}
		}
		words := nameWords(o.spoken().Name)
		reads := slices.ContainsFunc(words, func(s string) bool { return s == "read" || s == "cat" || s == "view" })
		other := slices.ContainsFunc(words, func(s string) bool {
			return s == "media" || s == "image" || s == "multiple" || s == "info" || s == "metadata" || s == "stat"
		})
		if !ok || len(req) != 1 || !reads || other {
			continue
		}
		if best == nil || slices.Contains(words, "text") {
			best = o
		}
	}
	return best
}

// fileText is the text the server's reader returns for the file at
// path, read once per run; "" when the call fails.
func (w *worker) fileText(ctx context.Context, reader *prepTool, path string) string {
	if v, ok := w.g.files.Load(path); ok {
		return v.(string)
	}
	var name string
	for _, p := range reader.bind.Params() {
		if p.Required {
			name = p.Name
		}
	}
	text := ""
	res, err := w.g.opts.Executor.Execute(ctx, w.id, &reader.t, mustJSON(map[string]any{name: path}))
	if err == nil && !res.IsError && !res.Skip && !res.CallOnly {
		text = res.Content
	}
	v, _ := w.g.files.LoadOrStore(path, text)
	return v.(string)
}

var (
	numberIn = regexp.MustCompile(`\d+`)
	flagIn   = regexp.MustCompile(`\b(true|false|TODO|enabled|disabled|info|debug)\b`)
	flagTo   = map[string]string{"true": "false", "false": "true", "TODO": "DONE", "enabled": "disabled",
		"disabled": "enabled", "info": "debug", "debug": "info"}
)

// changedLine is line l with one value changed the way a person edits a
// setting or a note (its last number doubled, or one more when it is
// 1000 or more, a flag turned, a TODO
// done), and whether l is a line such an edit fits: a few words, not
// blank, not a heading or a fence.
func changedLine(l string) (string, bool) {
	t := strings.TrimSpace(l)
	if t == "" || len(t) > 80 || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "```") || len(strings.Fields(t)) < 2 && !strings.Contains(t, ":") {
		return "", false
	}
	if loc := flagIn.FindStringIndex(l); loc != nil {
		return l[:loc[0]] + flagTo[l[loc[0]:loc[1]]] + l[loc[1]:], true
	}
	locs := numberIn.FindAllStringIndex(l, -1)
	if len(locs) == 0 {
		return "", false
	}
	loc := locs[len(locs)-1]
	n, err := strconv.Atoi(l[loc[0]:loc[1]])
	if err != nil || n == 0 || n > 1e6 {
		return "", false
	}
	if n >= 1000 {
		n++ // a port, a year, a big limit: the next one, not twice it
	} else {
		n *= 2
	}
	return l[:loc[0]] + strconv.Itoa(n) + l[loc[1]:], true
}
