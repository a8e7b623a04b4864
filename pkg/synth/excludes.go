package synth

import (
	"path"
	"strings"
)

// fixExcludes drops from a list of exclude (or ignore) patterns every one
// that would exclude what the call's own pattern searches for: "search
// src for **/*.go, ignoring *.go" finds nothing by construction. A pattern
// excludes the search when it is the search pattern, or both end in the
// same "*.ext" (the files searched for all have that extension).
func (g *Generator) fixExcludes(obj map[string]any) {
	pat, ok := obj["pattern"].(string)
	if !ok || pat == "" {
		return
	}
	ext := globExt(pat)
	for k, v := range obj {
		lk := strings.ToLower(k)
		if !strings.Contains(lk, "exclude") && !strings.Contains(lk, "ignore") {
			continue
		}
		list, ok := v.([]any)
		if !ok {
			continue
		}
		kept := list[:0:0]
		for _, e := range list {
			s, _ := e.(string)
			if s == pat || ext != "" && globExt(s) == ext || everyName(s) {
				continue
			}
			kept = append(kept, e)
		}
		if len(kept) != len(list) {
			obj[k] = kept
			g.unsure = true // rewritten after its check
		}
	}
}

// globExt is the ".ext" of a pattern whose last part is "*.ext" ("**/*.go",
// "*.go"); "" otherwise.
func globExt(p string) string {
	base := path.Base(p)
	if ext, ok := strings.CutPrefix(base, "*"); ok && strings.HasPrefix(ext, ".") && !strings.ContainsAny(ext, "*?[{") {
		return ext
	}
	return ""
}

// everyName reports whether exclude pattern ex matches every name ("*",
// "**", "**/*"): it would exclude every file the search finds.
func everyName(ex string) bool {
	return ex == "*" || ex == "**" || ex == "**/*"
}
