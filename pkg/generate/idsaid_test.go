package generate

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// A parameter named a bare id is named in a follow-up by the noun the
// first request says its value with ("for document 60548", not "for id
// 60548"); a request saying no noun before it keeps the parameter.
func TestIDSaidAs(t *testing.T) {
	p := prompt.Param{Name: "id", Human: "Id", Type: "integer", Role: role.Role{Kind: role.ID}}
	for _, c := range []struct{ text, want string }{
		{"Could you get rid of document 16260?", "document"},
		{"Custom field 1201, could you remove it?", "field"},
		{"Mind getting rid of document type 16260?", "document type"},
		{"Modify customer 16260, setting the family name to Walker.", "customer"},
		{"Delete 16260, please.", ""},
		{"Could you remove item 16260X?", ""},
	} {
		got := idSaidAs(p, "16260", c.text)
		if c.text == "Custom field 1201, could you remove it?" {
			got = idSaidAs(p, "1201", c.text)
		}
		if c.want == "" && got.Human != p.Human || c.want != "" && got.Human != c.want+" id" {
			t.Errorf("%q: Human = %q, want %q", c.text, got.Human, c.want)
		}
	}
	q := idSaidAs(p, "16260", "Could you get rid of document 16260?")
	for _, named := range []bool{false, true} {
		for seed := range uint64(6) {
			a := prompt.FollowUpAgain(rand.New(rand.NewPCG(seed, 1)), q, 60548, named)
			if !strings.Contains(a, "document 60548") {
				t.Errorf("named %v: FollowUpAgain = %q; want document 60548", named, a)
			}
		}
	}
}

// A list of two or more records (a sample's readings) is the thing's
// own; a list of ids or one record is not.
func TestCarriesRows(t *testing.T) {
	rows := map[string]any{"sample_id": "S1", "points": []any{map[string]any{"x": 1}, map[string]any{"x": 2}}}
	if !carriesRows(rows) {
		t.Error("readings not seen")
	}
	if carriesRows(map[string]any{"ids": []any{"a", "b"}}) || carriesRows(map[string]any{"lines": []any{map[string]any{"x": 1}}}) {
		t.Error("ids or one record seen as rows")
	}
}
