package synth

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestFineExampleNear: a lone example written to thousandths keeps the
// value close to it; a coarse one keeps half to one and a half times.
func TestFineExampleNear(t *testing.T) {
	lo, hi, ok := proseNear(&role.Role{Examples: []string{"2.345"}})
	if !ok || lo < 2.2 || hi > 2.5 {
		t.Errorf("2.345: got %v..%v", lo, hi)
	}
	lo, hi, ok = proseNear(&role.Role{Examples: []string{"40"}})
	if !ok || lo != 20 || hi != 60 {
		t.Errorf("40: got %v..%v", lo, hi)
	}
}

// TestFinalBelowOriginal: a final reading above its original is swapped
// below it.
func TestFinalBelowOriginal(t *testing.T) {
	g := &Generator{}
	obj := map[string]any{"original_density": json.Number("1.02"), "final_density": json.Number("1.07")}
	g.orderMixedRanges(obj)
	if obj["final_density"] != json.Number("1.02") || obj["original_density"] != json.Number("1.07") {
		t.Errorf("got %v", obj)
	}
}
