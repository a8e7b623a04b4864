package prompt

import (
	"encoding/json"
	"regexp"
	"strings"
	"sync"
)

// Say returns the tool's action with the set arguments worked in the way a
// person would ask ("list all files and directories in /tmp/x", "search
// repositories for \"opl interface tutorial\", sorted ascending and 1
// result per page"): a placeholder in the action ("a specified path", "a
// city") is replaced by the argument's value, paths follow "in"/"at",
// queries "for", and enums, booleans and numbers are phrased rather than
// listed as "name value". Long text values are left to .Long. Templates use
// it as .Say.
func (d *Data) Say() string {
	d.phrase()
	action := d.Tool.Action
	var first, rest []string
	for _, p := range d.Set {
		if s, ok := p.Value.(string); ok && !p.Enum && isLong(s) {
			continue
		}
		if ph := d.st.phrase(p); len(ph) > 160 && strings.ContainsAny(ph, "{[") {
			continue // a long JSON value: in .Long
		}
		if a, ok := substitute(action, p); ok {
			action = a
			continue
		}
		c, lead := d.st.clause(p)
		if strings.HasPrefix(c, "for \"") && strings.Contains(action, " for ") {
			c = "matching " + strings.TrimPrefix(c, "for ")
		}
		if lead {
			first = append(first, c)
		} else {
			rest = append(rest, c)
		}
	}
	// Paths and queries follow the action directly ("from /a to /b");
	// the options come after a comma, joined with "and".
	if len(first) == 0 && len(rest) > 0 {
		first, rest = rest[:1], rest[1:]
	}
	s := action
	if len(first) > 0 {
		s += " " + strings.Join(first, " ")
	}
	if len(rest) > 0 {
		s += ", " + joinWords(rest, "and")
	}
	return s
}

// placeholder matches "a specified path", "the given file", "a city" in an
// action; group 1 is the preposition before it, if any.
func placeholder(words string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:(in|at|from|for|of|to|on|into|under|within) )?(?:a|an|the)(?: (?:specified|given|provided|specific|particular|supplied|single|target))? (?:` + words + `)\b`)
}

// placeholders caches placeholder expressions per parameter name:
// compiling one per request was the largest cost of generating a record.
var placeholders sync.Map // string → *regexp.Regexp

// placeholderFor returns placeholder(QuoteMeta(h)), compiled once per h.
func placeholderFor(h string) *regexp.Regexp {
	if re, ok := placeholders.Load(h); ok {
		return re.(*regexp.Regexp)
	}
	re := placeholder(regexp.QuoteMeta(h))
	placeholders.Store(h, re)
	return re
}

var (
	pathPlaceholder = placeholder(`file or directory|file or folder|file path|directory path|path|file|directory|folder`)
	queryWords      = map[string]bool{"q": true, "query": true, "search": true, "term": true, "terms": true,
		"keyword": true, "keywords": true, "search term": true, "search query": true, "text query": true}
	timeUnits = map[string]bool{"days": true, "hours": true, "minutes": true, "seconds": true, "weeks": true,
		"months": true, "years": true}
)

// isPathParam tells whether p holds a file-system path.
func isPathParam(p Param, s string) bool {
	h := strings.ToLower(p.Human)
	for w := range strings.FieldsSeq(h) {
		switch w {
		case "path", "dir", "directory", "folder", "file", "filename", "filepath", "root", "cwd", "source", "destination":
			return strings.HasPrefix(s, "/") || strings.HasPrefix(s, "~") || strings.HasPrefix(s, ".") ||
				strings.Contains(s, "/") || strings.Contains(s, `\`) || strings.Contains(s, ".")
		}
	}
	return strings.HasPrefix(s, "/") && !strings.ContainsAny(s, " \n")
}

// substitute writes a string argument into a placeholder of the action
// ("list all files in a specified path" + path "/x" → "list all files in
// /x"; "get the daily forecast for a city" + city "Porto" → "… for
// \"Porto\"").
func substitute(action string, p Param) (string, bool) {
	s, ok := p.Value.(string)
	if !ok || p.Enum || s == "" {
		return "", false
	}
	var re *regexp.Regexp
	val := quoteStr(s)
	if isPathParam(p, s) {
		re, val = pathPlaceholder, s
	} else {
		h := strings.ToLower(p.Human)
		if strings.ContainsAny(h, `\^$.|?*+()[]{}`) {
			return "", false
		}
		if !strings.Contains(strings.ToLower(action), h) {
			return "", false // the name is not in the action: nothing to match
		}
		re = placeholderFor(h)
	}
	loc := re.FindStringSubmatchIndex(action)
	if loc == nil {
		return "", false
	}
	rep := val
	if loc[2] >= 0 {
		rep = action[loc[2]:loc[3]] + " " + val
	}
	return action[:loc[0]] + rep + action[loc[1]:], true
}

// clause phrases one set argument as a modifier that can follow the
// action; lead tells whether it belongs right after the action (paths and
// queries) rather than with the other options.
func (st *funcState) clause(p Param) (string, bool) {
	h := p.Human
	hl := strings.ToLower(h)
	hw := strings.Fields(hl)
	last := ""
	if len(hw) > 0 {
		last = hw[len(hw)-1]
	}
	switch x := p.Value.(type) {
	case string:
		xl := strings.ToLower(x)
		if p.Enum {
			switch {
			case hl == "order" || hl == "direction" || hl == "sort order" || hl == "sort direction" || hl == "order direction":
				switch xl {
				case "asc", "ascending":
					return [...]string{"sorted ascending", "in ascending order"}[st.intn(2)], false
				case "desc", "descending":
					return [...]string{"sorted descending", "in descending order"}[st.intn(2)], false
				}
				return "in " + x + " order", false
			case hl == "sort" || hl == "sort by" || hl == "order by" || hl == "sort field":
				return "sorted by " + x, false
			case prepositions[last]:
				return h + " " + x, false
			}
			return "with " + x + " " + h, false
		}
		if isPathParam(p, x) {
			if strings.Contains(hl, "dir") || strings.Contains(hl, "folder") || strings.HasSuffix(x, "/") {
				return "in " + x, true
			}
			if hl == "destination" || strings.HasPrefix(hl, "dest") || strings.HasPrefix(hl, "target") || strings.HasPrefix(hl, "to ") {
				return "to " + x, true
			}
			if strings.HasPrefix(hl, "source") || strings.HasPrefix(hl, "from") {
				return "from " + x, true
			}
			return "at " + x, true
		}
		if queryWords[hl] {
			return "for " + quoteStr(x), true
		}
		if hl == "pattern" || hl == "glob" || hl == "regex" {
			return "matching " + quoteStr(x), true
		}
		switch {
		case prepositions[last]:
			return h + " " + quoteStr(x), false
		case last == "name" || last == "title":
			return "called " + quoteStr(x), false
		case last == "url" || last == "uri" || last == "link":
			return "at " + x, true
		}
		return [...]string{"with the " + h + " " + quoteStr(x), "using " + quoteStr(x) + " as the " + h}[st.intn(2)], false
	case bool:
		if len(hw) > 1 && (hw[0] == "is" || hw[0] == "has") || len(hw) > 0 && flagVerbs[hw[0]] {
			ph := st.phrase(p)
			if strings.HasPrefix(ph, "not ") {
				return "and " + ph, false
			}
			return ph, false
		}
		if x {
			return [...]string{"with " + h + " on", "with " + h + " enabled"}[st.intn(2)], false
		}
		return [...]string{"without " + h, "with " + h + " off"}[st.intn(2)], false
	case json.Number, float64, int, int64:
		n := words(x)
		switch {
		case strings.Contains(hl, "per page") || hl == "page size" || hl == "limit per page":
			return n + " " + pluralWord(x, "result", nil) + " per page", false
		case hl == "head" || hl == "first":
			return "(just the first " + n + " " + pluralWord(x, "line", nil) + ")", false
		case hl == "tail" || hl == "last":
			return "(just the last " + n + " " + pluralWord(x, "line", nil) + ")", false
		case hl == "page" || hl == "page number":
			return "page " + n, false
		case hl == "limit" || hl == "max" || hl == "count" || hl == "top" || hl == "n" || strings.HasPrefix(hl, "max ") || hl == "num results" || hl == "number of results":
			noun := "result"
			if strings.HasPrefix(hl, "max ") && len(hw) > 1 {
				noun = strings.TrimSuffix(hw[len(hw)-1], "s")
			}
			return "with at most " + n + " " + pluralWord(x, noun, nil), false
		case timeUnits[last] && len(hw) == 1:
			return "for " + n + " " + pluralWord(x, strings.TrimSuffix(last, "s"), nil), false
		case prepositions[last]:
			return h + " " + n, false
		}
		if l, ok := labelNumber(strings.ToLower(h), n); ok {
			return l, false
		}
		return "with " + article(h) + " of " + n, false
	}
	return "with " + st.phrase(p), false
}
