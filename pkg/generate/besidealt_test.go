package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// A follow-up adds no second alternative on top of the first: a tool
// whose call names a thing by a voucher code or a member tag, one of them,
// is not asked again with both.
func TestBesideAlternative(t *testing.T) {
	pt := &prepTool{needed: []string{"member_tag", "voucher_code"}, neededOne: true}
	args := map[string]any{"voucher_code": "VC-1234"}
	if !besideAlternative(pt, args, prompt.Param{Name: "member_tag"}) {
		t.Errorf("member_tag beside voucher_code: want refused")
	}
	if besideAlternative(pt, map[string]any{}, prompt.Param{Name: "member_tag"}) {
		t.Errorf("member_tag alone: want allowed")
	}
	if besideAlternative(pt, args, prompt.Param{Name: "on_day"}) {
		t.Errorf("on_day is no alternative: want allowed")
	}
	pt.neededOne = false // "at least one of": a second one is fine
	if besideAlternative(pt, args, prompt.Param{Name: "member_tag"}) {
		t.Errorf("at-least-one group: want allowed")
	}
}
