package generate

import (
	"bytes"
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// borrowKeys are the keywords of a parameter's schema that say what
// values it takes (its words, examples, bounds and spelling): a member of
// a tool's result that says none of them borrows them from the server's
// parameter of the same name (borrowedOutput).
var borrowKeys = []string{"description", "examples", "minimum", "maximum", "pattern", "format", "minLength", "maxLength"}

// spellKeys fix how a member's value is written: a member that has one
// borrows only bounds (boundKeys), for its spelling already says what it
// holds; a borrowed example beside it ("e.g. 2025-10-04/3.") made a
// slot "2026-74-08/3".
var (
	spellKeys = []string{"pattern", "format", "enum", "const"}
	boundKeys = map[string]bool{"minimum": true, "maximum": true}
)

// showsValues tells whether d, a parameter's description, shows the
// values it takes, which a result's member of its name then draws from:
// examples ("e.g. `hedgehog`, `tawny owl`", "such as BS6") or a unit
// ("Epoch seconds", "Admission weight in grams."). A description of who
// or what it is ("Committee member who did the inspection.") is not
// borrowed: it says nothing a bare member lacks.
func showsValues(d any) bool {
	s, ok := d.(string)
	if !ok {
		return false
	}
	l := strings.ToLower(s)
	return strings.Contains(l, "e.g.") || strings.Contains(l, "such as") || strings.Contains(l, "for example") ||
		strings.Contains(s, "`") || unitWords.MatchString(l)
}

// unitWords finds a unit a number is counted in.
var unitWords = regexp.MustCompile(`\b(epoch|seconds|milliseconds|minutes|hours|days|grams|kilograms|kg|metres|meters|pence|cents|percent)\b`)

// vagueNames are member names that name a different thing in each place
// they appear (the name of a release site, of a volunteer): a result's
// member so named borrows nothing from a parameter so named.
var vagueNames = map[string]bool{"name": true, "id": true, "title": true, "type": true, "kind": true, "status": true,
	"state": true, "key": true, "value": true, "label": true, "code": true, "date": true, "time": true, "at": true,
	"notes": true, "note": true, "description": true, "desc": true, "summary": true, "comment": true, "reason": true,
	"category": true, "count": true, "total": true, "amount": true, "number": true, "message": true, "text": true}

// borrowedOutput returns out, a tool's outputSchema, with each member
// whose schema is silent on its values given the words, examples, bounds
// and spelling of the input parameter of the same name that the server's
// tools take (ins, the tool's own input schema first): the result then
// draws what the server itself calls for. Drawn from a bare {"type":
// "integer"}, a wildlife casualty was "admittedAt": 23 and a "species"
// was "dog"; with casualtyAdmit's admittedAt ("Epoch seconds", minimum
// 946684800) and species ("Common name … e.g. `hedgehog`, `tawny owl`")
// they are 1759851000 and "tawny owl". Only members of one type with the
// parameter are given anything, and names that name a different thing in
// each place (vagueNames) none. out itself when nothing is borrowed.
func borrowedOutput(out json.RawMessage, ins []json.RawMessage) json.RawMessage {
	params := map[string]map[string]any{}
	for _, in := range ins {
		var s map[string]any
		if decodeNumbers(in, &s) != nil {
			continue
		}
		inputParams(s, params)
	}
	if len(params) == 0 {
		return out
	}
	var s map[string]any
	if decodeNumbers(out, &s) != nil || !borrowInto(s, params) {
		return out
	}
	b, err := jsonx.Marshal(s)
	if err != nil {
		return out
	}
	return b
}

// decodeNumbers decodes raw into v keeping numbers as json.Number, so a
// bound like 946684800 is written back as it was.
func decodeNumbers(raw json.RawMessage, v any) error {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	return d.Decode(v)
}

// inputParams adds to params each property of the input schema s, at any
// depth, that says something of its values, under its name; the first of
// a name wins.
func inputParams(s map[string]any, params map[string]map[string]any) {
	props, _ := s["properties"].(map[string]any)
	for _, k := range slices.Sorted(maps.Keys(props)) {
		p, ok := props[k].(map[string]any)
		if !ok {
			continue
		}
		if _, seen := params[k]; !seen && !vagueNames[norm(k)] && slices.ContainsFunc(borrowKeys, func(b string) bool { return p[b] != nil }) {
			params[k] = p
		}
		inputParams(p, params)
	}
	if it, ok := s["items"].(map[string]any); ok {
		inputParams(it, params)
	}
}

// borrowInto gives each member of the output schema s, at any depth, the
// borrowKeys it lacks from params' property of its name when their types
// agree (null aside), and reports whether it gave any.
func borrowInto(s map[string]any, params map[string]map[string]any) bool {
	changed := false
	props, _ := s["properties"].(map[string]any)
	for _, k := range slices.Sorted(maps.Keys(props)) {
		p, ok := props[k].(map[string]any)
		if !ok {
			continue
		}
		if in, ok := params[k]; ok && sameType(p["type"], in["type"]) {
			spelled := slices.ContainsFunc(spellKeys, func(b string) bool { return p[b] != nil })
			for _, b := range borrowKeys {
				if p[b] != nil || in[b] == nil || spelled && !boundKeys[b] || b == "description" && !showsValues(in[b]) {
					continue
				}
				p[b], changed = in[b], true
			}
		}
		changed = borrowInto(p, params) || changed
	}
	if it, ok := s["items"].(map[string]any); ok {
		changed = borrowInto(it, params) || changed
	}
	return changed
}

// sameType tells whether two schemas' "type" keywords name the same one
// type, "null" aside ("string" and ["string", "null"]).
func sameType(a, b any) bool {
	one := func(t any) string {
		switch x := t.(type) {
		case string:
			return x
		case []any:
			s := ""
			for _, e := range x {
				if e != "null" {
					if s != "" {
						return ""
					}
					s, _ = e.(string)
				}
			}
			return s
		}
		return ""
	}
	ta := one(a)
	return ta != "" && ta != "object" && ta != "array" && ta == one(b)
}
