package prompt

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// A list of patch operations ([{"op": "replace", "path": "/price",
// "value": 12.5}, {"op": "remove", "path": "/tags/sale"}], JSON Patch and
// its kin) is a change a person says as the change: "setting the price
// to 12.5 and removing the sale tag", never a pasted array nor "an
// operation on /price, with replace op and value 12.5".

// patchVerbs are the operations of a patch list by their gerunds, said
// before the member they act on.
var patchVerbs = map[string]string{"replace": "setting", "set": "setting", "update": "setting", "change": "setting",
	"add": "adding", "remove": "removing", "delete": "removing", "unset": "clearing", "clear": "clearing",
	"copy": "copying", "move": "moving", "append": "adding", "increment": "raising", "test": "checking"}

// patchOpsWords says list x of patch operations as the change it makes;
// ok is false unless every item is an operation of a known verb on a
// path, with at most a scalar value and a source path.
func patchOpsWords(x []any) (string, bool) {
	if len(x) == 0 || len(x) > 4 {
		return "", false
	}
	parts := make([]string, len(x))
	for i, e := range x {
		m, ok := e.(map[string]any)
		if !ok {
			return "", false
		}
		s, ok := patchOpWords(m)
		if !ok {
			return "", false
		}
		parts[i] = s
	}
	return joinWords(parts, "and"), true
}

// patchOpWords says one patch operation ("setting the variety to
// Lisbon", "removing the sale tag", "moving the due date to the start
// date").
func patchOpWords(m map[string]any) (string, bool) {
	var op, path, from string
	var val any
	hasVal := false
	for k, v := range m {
		switch strings.ToLower(k) {
		case "op", "operation", "action", "kind", "type":
			op, _ = v.(string)
		case "path", "field", "target", "pointer":
			path, _ = v.(string)
		case "from":
			from, _ = v.(string)
		case "value", "new_value", "newvalue":
			val, hasVal = v, true
		default:
			return "", false
		}
	}
	verb, ok := patchVerbs[strings.ToLower(op)]
	if !ok || path == "" {
		return "", false
	}
	what, ok := pointerWords(path)
	if !ok {
		return "", false
	}
	switch verb {
	case "moving", "copying":
		src, ok := pointerWords(from)
		if !ok {
			return "", false
		}
		return verb + " " + src + " to " + what, true
	case "removing", "clearing":
		if v, ok := patchValue(val); ok && hasVal {
			return "removing " + v + " from " + what, true // a value taken out of a list
		}
		if hasVal {
			return "", false
		}
		return verb + " " + what, true
	}
	if !hasVal {
		return "", false // "setting the price" to nothing says no change
	}
	v, ok := patchValue(val)
	if !ok {
		return "", false
	}
	if verb == "adding" {
		return "adding " + v + " to " + what, true
	}
	return verb + " " + what + " to " + v, true
}

// pointerWords says a JSON pointer a patch acts on by its member
// ("/price" → "the price", "/tags/-" → "the tags", "/variations/0/name"
// → "the name of variation 1"); ok is false for a path that is no
// pointer into a record (a file path, a URL).
func pointerWords(p string) (string, bool) {
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, " .:?") || utf8.RuneCountInString(p) > 60 {
		return "", false
	}
	segs := strings.Split(strings.Trim(p, "/"), "/")
	if len(segs) == 0 || len(segs) > 3 || segs[0] == "" {
		return "", false
	}
	var idx string
	var names []string
	for _, s := range segs {
		switch n, err := strconv.Atoi(s); {
		case s == "-":
		case err == nil:
			idx = strconv.Itoa(n + 1)
		case s == "" || !isWord(strings.Join(strings.Fields(strings.ToLower(Humanize(s))), "")):
			return "", false
		default:
			names = append(names, strings.ToLower(Humanize(s)))
		}
	}
	if len(names) == 0 {
		return "", false
	}
	last := "the " + names[len(names)-1]
	if len(names) > 1 {
		owner := names[len(names)-2]
		if idx != "" {
			return last + " of " + singular(owner) + " " + idx, true
		}
		return last + " of the " + owner, true
	}
	if idx != "" {
		return singular(names[0]) + " " + idx, true
	}
	return last, true
}

// patchValue says a patch's scalar value: words quoted, a name or a
// number as it is.
func patchValue(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		if x == "" || utf8.RuneCountInString(x) > 80 || strings.ContainsAny(x, "\n`") {
			return "", false
		}
		if strings.Contains(x, " ") {
			return quoteStr(x), true
		}
		return x, true
	case map[string]any, []any, nil:
		return "", false
	}
	return scalarWords(v)
}
