package synth

import (
	"regexp"
	"testing"
)

// A value drawn like an example that is a number and a unit ("5 mg/mL")
// keeps the unit: only the number is redrawn (tool written for this test).
func TestQuantityUnitExampleKeepsUnit(t *testing.T) {
	t.Parallel()
	want := regexp.MustCompile(`^[0-9]+(\.[0-9]+)? mEq/L$`)
	src := `{"type":"object","properties":{"targetLevel":{"type":"string","description":"Optional target level of the electrolyte, e.g. \"40 mEq/L\"."}},"required":["targetLevel"]}`
	for _, m := range decodeAll(t, src, 8, Options{Seed: 4, Key: "infusion", RootObject: true, Topic: "mix_infusion", About: "Mix an infusion bag."}) {
		if v := m["targetLevel"].(string); !want.MatchString(v) && v != "40 mEq/L" {
			t.Errorf("targetLevel = %q", v)
		}
	}
}
