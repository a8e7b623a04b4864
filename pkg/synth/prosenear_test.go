package synth

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A number stays on the scale its description's examples or default
// show: a snapshot "in pixels (e.g., 320, 640, 1280)" is not 11 pixels, a
// contrast whose default is 60 is not 3 (nor past 100); examples of two
// scales set no range.
func TestProseExamplesSetScale(t *testing.T) {
	src := `{"type":"object","properties":{
	"size":{"type":"integer","exclusiveMinimum":0,"description":"Snapshot size in pixels (e.g., 320, 640, 1280)."},
	"contrast":{"type":"integer","description":"Image contrast, default is 60."}},
	"required":["size","contrast"]}`
	for seed := int64(1); seed <= 10; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "take_snapshot", About: "Take a snapshot from a tank camera."}) {
			if v, _ := m["size"].(float64); v < 320 || v > 1280 {
				t.Errorf("seed %d: size %v px, want within the examples' 320–1280", seed, v)
			}
			if v, _ := m["contrast"].(float64); v < 30 || v > 100 {
				t.Errorf("seed %d: contrast %v, want near its default 60", seed, v)
			}
		}
	}
	if lo, hi, ok := proseNear(roleWith([]string{"91.9", "121", "0.055"}, "")); ok {
		t.Errorf("examples of two scales gave range %v–%v", lo, hi)
	}
}

// roleWith returns a number's role with examples ex and default def.
func roleWith(ex []string, def string) *role.Role {
	return &role.Role{Kind: role.Quantity, Examples: ex, Default: def}
}
