package synth

import (
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// dropRepeatedWords takes out of the object items of one list (arr, of
// item schemas items) an optional free-text property whose words an earlier
// item already holds under the same key. Such a property is mostly drawn
// from the one example its description gives, so every item would carry
// it: the checks of one inspection both a note "Hairline crack along one
// side; repair before next use.", the passengers of one booking both "Two
// of us; one uses a wheelchair.". Codes, times and
// enum values (a pattern, a format, an enum, or no letter) repeat in real
// lists and are kept, as is a single word ("B5", "Major-General": one
// shelf or part of two items); an item the drop would leave invalid keeps
// it too.
// Before: [{brakes, note "Hairline crack …"}, {anemometer, note "Hairline
// crack …"}]; after: [{brakes, note "Hairline crack …"}, {anemometer}].
func dropRepeatedWords(items []*jsonschema.Schema, arr []any) {
	if len(items) == 0 || len(arr) < 2 {
		return
	}
	seen := map[string]bool{}
	for _, x := range arr {
		m, ok := x.(map[string]any)
		if !ok {
			return
		}
		for _, k := range sortedKeys(m) {
			s, ok := m[k].(string)
			if !ok || !freeWords(items, k, s) {
				continue
			}
			key := k + "=" + strings.ToLower(s)
			if !seen[key] {
				seen[key] = true
				continue
			}
			delete(m, k)
			if !allValid(items, m) {
				m[k] = s
			}
		}
	}
}

// freeWords reports whether s, the value of property k of an item of the
// item schemas items, is optional free text: k is required by none of
// them, its schema has no enum, const, format or pattern, and s is words
// (a letter and a space).
func freeWords(items []*jsonschema.Schema, k, s string) bool {
	if !strings.ContainsFunc(s, isWordLetter) || !strings.Contains(strings.TrimSpace(s), " ") {
		return false
	}
	found := false
	for _, it := range items {
		for _, r := range it.Required {
			if r == k {
				return false
			}
		}
		p, ok := it.Properties[k]
		if !ok {
			continue
		}
		found = true
		if p.Enum != nil || p.Constant != nil || p.Format != "" || p.Pattern != nil {
			return false
		}
	}
	return found
}

// isWordLetter reports whether r is an ASCII or Latin letter.
func isWordLetter(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0xC0 && r <= 0x24F
}

// allValid reports whether v is valid against every schema of ss.
func allValid(ss []*jsonschema.Schema, v any) bool {
	for _, s := range ss {
		if !valid(s, v) {
			return false
		}
	}
	return true
}
