package generate

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"
)

// nestedRefCache holds nestedRefKeys per input schema (by its text).
var nestedRefCache sync.Map

// nestedRefKeys are the names of the properties nested in an input
// schema (inside an object or the items of a list: a form's fields) whose
// description says they take an element's reference from the page's
// snapshot ("Exact target element reference from the page snapshot"):
// the same references a tool's own ref parameter takes, typed by nobody.
func nestedRefKeys(raw json.RawMessage) map[string]bool {
	if v, ok := nestedRefCache.Load(string(raw)); ok {
		return v.(map[string]bool)
	}
	out := map[string]bool{}
	var walk func(s map[string]any, depth int)
	walk = func(s map[string]any, depth int) {
		props, _ := s["properties"].(map[string]any)
		for k, p := range props {
			ps, _ := p.(map[string]any)
			if ps == nil {
				continue
			}
			d, _ := ps["description"].(string)
			if l := strings.ToLower(d); depth > 0 && strings.Contains(l, "snapshot") && strings.Contains(l, "ref") {
				out[k] = true
			}
			walk(ps, depth+1)
		}
		if it, ok := s["items"].(map[string]any); ok {
			walk(it, depth+1)
		}
	}
	var s map[string]any
	if json.Unmarshal(raw, &s) == nil {
		walk(s, 0)
	}
	nestedRefCache.Store(string(raw), out)
	return out
}

// nestedSnapRefs are the snapshot references ("e11") args of pt give in
// nested properties (nestedRefKeys), in the order of the arguments.
func nestedSnapRefs(pt *prepTool, args map[string]any) []string {
	var out []string
	for _, e := range nestedSnapElems(pt, args) {
		out = append(out, e.ref)
	}
	return out
}

// nestedSnapElems are the elements args of pt give by their snapshot
// references in nested objects (nestedRefKeys: a form's fields), each
// named as the object itself names it: its human-readable name or
// element text with its control type ("City" of type "textbox" → "City
// textbox", "Business account" of type "radio" → "Business account
// radio button"), the words a snapshot line is made of (snapLine).
func nestedSnapElems(pt *prepTool, args map[string]any) []snapElement {
	keys := nestedRefKeys(pt.t.InputSchema)
	if len(keys) == 0 {
		return nil
	}
	var out []snapElement
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		switch x := v.(type) {
		case map[string]any:
			names := make([]string, 0, len(x))
			for k := range x {
				names = append(names, k)
			}
			slices.Sort(names)
			for _, k := range names {
				if r, ok := x[k].(string); ok && depth > 0 && keys[k] && snapRef.MatchString(r) {
					out = append(out, snapElement{ref: r, desc: fieldElementName(x, k)})
					continue
				}
				walk(x[k], depth+1)
			}
		case []any:
			for _, e := range x {
				walk(e, depth)
			}
		}
	}
	walk(args, 0)
	return out
}

// fieldElementName is how an object holding an element's reference (under ref)
// names the element: its "element", "label" or "name" text, with its
// control type when the object gives one a snapshot knows ("radio" is
// said "radio button"); "" when it gives no name.
func fieldElementName(o map[string]any, ref string) string {
	var name string
	for _, k := range []string{"element", "label", "name", "title"} {
		if s, ok := o[k].(string); ok && k != ref && s != "" && !snapRef.MatchString(s) {
			name = s
			break
		}
	}
	if name == "" {
		return ""
	}
	t, _ := o["type"].(string)
	switch t = strings.ToLower(t); {
	case t == "radio":
		return name + " radio button"
	case elementRoles[t] != "" && !strings.HasSuffix(strings.ToLower(name), t):
		return name + " " + t
	}
	return name
}

// withoutShownNames drops from fill, the filler lines of a snapshot, those
// naming what one of the shown elements is named (a filler textbox
// "Search" beside the "Search" textbox asked about): the page would show
// two elements of one name, and the reference taken would be a guess.
// At least four fillers stay.
func withoutShownNames(fill []string, shown []snapElement) []string {
	names := map[string]bool{}
	for _, e := range shown {
		l := snapLine(e.desc, e.ref)
		if i := strings.Index(l, " ["); i >= 0 {
			names[strings.ToLower(l[strings.Index(l, " ")+1:i])] = true
		}
	}
	out := make([]string, 0, len(fill))
	for i, f := range fill {
		q := f
		if j := strings.Index(q, " ["); j >= 0 {
			q = q[:j]
		}
		if k := strings.Index(q, " "); k >= 0 && names[strings.ToLower(q[k+1:])] && len(fill)-i+len(out) > 4 {
			continue
		}
		out = append(out, f)
	}
	return out
}
