package generate

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// kindChoice is b's parameter that says which kind of thing its
// parameter p names: an enum called "type" or "kind" (or ending so:
// "object_type", "entityKind") listing plain nouns ("task", "section",
// "comment"), as a "fetch_object" or "delete_entity" takes beside a bare
// id. A chain that feeds p the id of a thing its finder found must set
// that choice to the found thing's kind, never leave it to a draw (a
// section's id fetched as a "comment"). false when b has none, or p
// names a kind itself ("issueId" beside a relation "type").
func kindChoice(b *prepTool, p prompt.Param) (prompt.Param, bool) {
	if t := paramThing(b, p); t != "" && !genericThings[t] {
		return prompt.Param{}, false
	}
	for _, q := range b.bind.Params() {
		if q.Name == p.Name || len(q.Role.Values) < 2 || q.Role.ValuesFromProse {
			continue
		}
		n := norm(q.Name)
		if !strings.HasSuffix(n, "type") && !strings.HasSuffix(n, "kind") {
			continue
		}
		plain := true
		for _, v := range q.Role.Values {
			if v == "" || strings.IndexFunc(v, func(r rune) bool { return (r < 'a' || r > 'z') && r != '_' }) >= 0 {
				plain = false
				break
			}
		}
		if plain {
			return q, true
		}
	}
	return prompt.Param{}, false
}

// kindFor is the value of the kind choice q that names found, the noun a
// finder's name says it finds ("section" of find-sections): the value
// that is that noun, else one naming it in a short or qualified form
// (sameNoun). false when no value names it: the finder's things are not
// among the kinds b takes, so its ids feed no such call.
func kindFor(found string, q prompt.Param) (string, bool) {
	for _, v := range q.Role.Values {
		if singular(norm(v)) == found {
			return v, true
		}
	}
	for _, v := range q.Role.Values {
		if sameNoun(singular(norm(v)), found) {
			return v, true
		}
	}
	return "", false
}

// withKindOf sets in bArgs (a copy) the kind choice of the chain cp's
// second call to the kind of thing its finder finds: the id of a section
// found is fetched or deleted as a section. bArgs itself when B has no
// kind choice or the finder's name names no thing.
func withKindOf(cp chainPlan, bArgs map[string]any) map[string]any {
	q, ok := kindChoice(cp.b, cp.p)
	found := finderThing(cp.a.spoken().Name)
	if !ok || found == "" {
		return bArgs
	}
	v, ok := kindFor(found, q)
	if !ok {
		return bArgs
	}
	out := cloneArgs(bArgs)
	out[q.Name] = v
	return out
}
