package prompt

import (
	"encoding/json"
	"fmt"
	"testing"
)

// TestMemberDescOfMatchesMemberDesc checks the memo against the reading it
// saves: the same answer on a first and a repeated look-up, for keys past
// the memo's cap, for a key nested in an anyOf branch and for a key the
// schema lacks.
func TestMemberDescOfMatchesMemberDesc(t *testing.T) {
	props := map[string]any{}
	for i := range memberMemoCap + 20 {
		props[fmt.Sprintf("flag%d", i)] = map[string]any{"type": "boolean", "description": fmt.Sprintf("Allows action %d", i)}
	}
	schema, err := json.Marshal(map[string]any{
		"type":       "object",
		"properties": props,
		"anyOf":      []any{map[string]any{"properties": map[string]any{"nested": map[string]any{"description": "A nested flag"}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := Param{Name: "permissions", Human: "permissions", schema: schema, facts: &paramFacts{}}
	keys := []string{"nested", "missing"}
	for i := range memberMemoCap + 20 {
		keys = append(keys, fmt.Sprintf("flag%d", i))
	}
	for round := range 2 {
		for _, k := range keys {
			want := memberDesc(schema, k, 3)
			if got := p.memberDescOf(k); got != want {
				t.Fatalf("round %d, key %s: memberDescOf %q, memberDesc %q", round, k, got, want)
			}
		}
	}
	if got := p.memberDescOf("nested"); got != "A nested flag" {
		t.Errorf("nested key: %q", got)
	}
	if n := len(p.facts.members.descs); n != memberMemoCap {
		t.Errorf("memo holds %d keys, want the cap %d", n, memberMemoCap)
	}
}
