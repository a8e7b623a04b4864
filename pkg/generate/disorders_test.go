package generate

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// A follow-up does not change one end of a range to a value out of order
// with the other end the first call keeps: a return corrected to a day
// before the pickup.
func TestDisordersFollowUp(t *testing.T) {
	args := map[string]any{"pickup_at": "2026-01-20T09:30:00Z", "return_at": "2026-01-28T09:00:00Z", "branch": "LAX01"}
	back := map[string]any{"pickup_at": "2025-12-20T09:30:00Z", "return_at": "2025-12-23T14:30:00Z", "branch": "DEN-AP"}
	if !disorders(prompt.Param{Name: "return_at"}, args, back) {
		t.Errorf("return_at 2025-12-23 beside pickup 2026-01-20 is not taken for out of order")
	}
	if disorders(prompt.Param{Name: "pickup_at"}, args, back) {
		t.Errorf("pickup_at 2025-12-20 beside return 2026-01-28 is taken for out of order")
	}
	if disorders(prompt.Param{Name: "branch"}, args, back) {
		t.Errorf("a branch is taken for out of order")
	}
}
