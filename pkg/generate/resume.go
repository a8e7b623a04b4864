package generate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// resumeState is the manifest "state" of an interrupted run: where to
// continue and the counts so far, so that the resumed run writes the same
// bytes and the same manifest as an uninterrupted one.
type resumeState struct {
	// Next is the first slot not yet decided (written, dropped or failed);
	// it is always the start of a block or of a unit.
	Next int64 `json:"next"`
	// Failed lists the slots of the unit holding Next, before Next, that
	// produced no record (execution failures are not known again when
	// those slots are regenerated only for duplicate detection).
	Failed []int64 `json:"failed,omitempty"`
	// Lines is the number of lines of each split's file ("" when not
	// split).
	Lines     map[string]int `json:"lines"`
	Tools     []ToolStats    `json:"tools"`
	Negatives ToolStats      `json:"negatives"`
}

// loadResume reads the incomplete manifest of an interrupted run at out
// (dataset.PartialManifestPath; or, as older versions left it, an
// incomplete manifest at dataset.ManifestPath) and checks it matches opts
// and the tool definitions defs (toolDigests). With nothing to resume (no
// incomplete manifest, or its partial files are gone) it returns a nil
// state and says why.
func loadResume(out Output, opts config, defs map[string]string) (*resumeState, string, error) {
	mp := dataset.PartialManifestPath(out.Path)
	if mp == "" {
		return nil, "", resumeMismatch("resume needs an output file, not standard output")
	}
	data, err := os.ReadFile(mp)
	if errors.Is(err, fs.ErrNotExist) {
		legacy := dataset.ManifestPath(out.Path)
		if ld, lerr := os.ReadFile(legacy); lerr == nil && bytes.Contains(ld, []byte(`"complete": false`)) {
			mp, data, err = legacy, ld, nil
		} else {
			return nil, fmt.Sprintf("nothing to resume at %s (no %s)", out.Path, dataset.PartialManifestPath(out.Path)), nil
		}
	}
	if err != nil {
		return nil, "", fmt.Errorf("resume: %w", err)
	}
	var m dataset.Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, "", fmt.Errorf("resume: manifest %s: %w", mp, err)
	}
	switch {
	case m.Complete:
		return nil, fmt.Sprintf("nothing to resume: manifest %s says its run is complete", mp), nil
	case len(m.State) == 0:
		return nil, "", fmt.Errorf("resume: manifest %s has no resume state", mp)
	case m.Seed != opts.Seed || m.Format != opts.Format || m.FormatOptions != opts.FormatOptions:
		return nil, "", resumeMismatch("resume: manifest %s was written with %s, this run has %s: resume with the interrupted run's flags, or run again without --resume to start over",
			mp, seedFormat(m.Seed, m.Format, m.FormatOptions), seedFormat(opts.Seed, opts.Format, opts.FormatOptions))
	case !sameOptions(m.Options, opts.CommandOptions):
		return nil, "", resumeMismatch("resume: manifest %s was written with other options: %s (resume with the options of the interrupted run)", mp, strings.Join(optionsDiff(m.Options, opts.CommandOptions), "; "))
	case (m.Shard == nil) != (opts.Shard == nil) || (m.Shard != nil && *m.Shard != *opts.Shard):
		return nil, "", resumeMismatch("resume: manifest %s was written for another shard", mp)
	}
	if err := checkToolDefs(mp, &m, defs); err != nil {
		return nil, "", err
	}
	var st resumeState
	if err := json.Unmarshal(m.State, &st); err != nil {
		return nil, "", fmt.Errorf("resume: manifest %s state: %w", mp, err)
	}
	for _, n := range splitNames(out.Path, opts.Split) {
		pp := dataset.SplitPath(out.Path, n) + dataset.PartialSuffix
		if _, err := os.Stat(pp); errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Sprintf("nothing to resume: the partial file %s of the interrupted run is gone", pp), nil
		}
	}
	return &st, "", nil
}

// sameOptions reports whether the manifest's command options was and
// this run's now are the same: equal JSON, except that the tool files
// ("tools") may be named by other paths to the same files, as when the
// interrupted run was started from another folder or with "./x.json" for
// "x.json". Their contents are compared separately (checkToolDefs).
func sameOptions(was, now json.RawMessage) bool {
	if jsonEqual(was, now) {
		return true
	}
	var a, b map[string]json.RawMessage
	if json.Unmarshal(was, &a) != nil || json.Unmarshal(now, &b) != nil {
		return false
	}
	var ta, tb []string
	if json.Unmarshal(a["tools"], &ta) != nil || json.Unmarshal(b["tools"], &tb) != nil || len(ta) != len(tb) {
		return false
	}
	for i := range ta {
		if !sameFile(ta[i], tb[i]) {
			return false
		}
	}
	delete(a, "tools")
	delete(b, "tools")
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return jsonEqual(ja, jb)
}

// sameFile reports whether the paths a and b name one file: equal once
// cleaned, or the same file on disk (os.SameFile). "-" (standard input)
// is only the same as itself.
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	if a == "-" || b == "-" {
		return false
	}
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}

func jsonEqual(a, b json.RawMessage) bool {
	var x, y bytes.Buffer
	if json.Compact(&x, a) != nil || json.Compact(&y, b) != nil {
		return bytes.Equal(a, b)
	}
	return bytes.Equal(x.Bytes(), y.Bytes())
}

// optionsDiff names the options that differ between was (the manifest's
// command options) and now, as "n: was 5, now 8" with dotted paths for
// nested members ("execute.probe: was true, now unset"), sorted by path.
// When either is not a JSON object it returns both whole.
func optionsDiff(was, now json.RawMessage) []string {
	var a, b any
	da, db := json.NewDecoder(bytes.NewReader(was)), json.NewDecoder(bytes.NewReader(now))
	da.UseNumber()
	db.UseNumber()
	if da.Decode(&a) != nil || db.Decode(&b) != nil {
		return []string{fmt.Sprintf("was %s, now %s", was, now)}
	}
	var out []string
	var walk func(path string, x, y any)
	show := func(v any) string {
		if v == nil {
			return "unset"
		}
		j, _ := json.Marshal(v)
		return string(j)
	}
	walk = func(path string, x, y any) {
		mx, okx := x.(map[string]any)
		my, oky := y.(map[string]any)
		if okx && oky {
			keys := map[string]bool{}
			for k := range mx {
				keys[k] = true
			}
			for k := range my {
				keys[k] = true
			}
			for k := range keys {
				p := k
				if path != "" {
					p = path + "." + k
				}
				walk(p, mx[k], my[k])
			}
			return
		}
		if xs, ys := show(x), show(y); xs != ys {
			if path == "" {
				path = "options"
			}
			out = append(out, fmt.Sprintf("%s: was %s, now %s", path, xs, ys))
		}
	}
	walk("", a, b)
	sort.Strings(out)
	if len(out) == 0 { // equal values written differently
		out = []string{fmt.Sprintf("was %s, now %s", was, now)}
	}
	return out
}

// resumeSink reopens the partial files of an interrupted run, keeping the
// lines the state says each holds (lines written after the last
// checkpoint are dropped and written again).
func resumeSink(out Output, split dataset.SplitRatios, st *resumeState) (*sink, error) {
	s, err := openSinkWith(out, split, func(path string) (*dataset.Writer, error) {
		name := ""
		for _, n := range splitNames(out.Path, split) {
			if dataset.SplitPath(out.Path, n) == path {
				name = n
			}
		}
		w, err := dataset.ResumeAt(path, st.Lines[name])
		if err != nil {
			return nil, fmt.Errorf("resume: %w (the manifest says %d)", err, st.Lines[name])
		}
		return w, nil
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// resumedNotice says what a resumed run reuses: "resumed: kept N records
// of FILE, making M more", M being the slots left to decide.
func resumedNotice(path string, split dataset.SplitRatios, st *resumeState, left int64) string {
	kept := 0
	for _, n := range st.Lines {
		kept += n
	}
	names := splitNames(path, split)
	file := dataset.SplitPath(path, names[0]) + dataset.PartialSuffix
	if len(names) > 1 {
		file = fmt.Sprintf("the %d partial split files of %s", len(names), path)
	}
	return fmt.Sprintf("resumed: kept %d records of %s, making %d more", kept, file, left)
}

// seedFormat says a run's seed and format as the flags that set them
// ("--seed 7 --format openai"), for the resume mismatch error, so the user
// can copy the interrupted run's flags from it.
func seedFormat(seed int64, format string, fo dataset.FormatOptions) string {
	s := fmt.Sprintf("--seed %d --format %s", seed, format)
	if fo != (dataset.FormatOptions{}) {
		b, _ := json.Marshal(fo)
		s += " and format options " + string(b)
	}
	return s
}
