package synth

import "testing"

// A vessel's beam and draft agree with its length, inside the object that
// holds them and at the top level: no 90 ft yacht with "a beam of 4
// feet", and a catamaran is wider than a monohull.
func TestHullProportions(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, src string
		lo, hi    float64
	}{
		{"slip search", `{"type":"object","properties":{"vessel_length_ft":{"type":"number","minimum":10,"maximum":250},"beam_ft":{"type":"number","minimum":1,"maximum":200},"draft_ft":{"type":"number","minimum":1,"maximum":50}},"required":["vessel_length_ft","beam_ft","draft_ft"]}`, 0.15, 0.55},
		{"catamaran", `{"type":"object","properties":{"vessel":{"type":"object","properties":{"type":{"type":"string","enum":["catamaran"]},"length_ft":{"type":"number","minimum":10,"maximum":250},"beam_ft":{"type":"number"}},"required":["type","length_ft","beam_ft"]}},"required":["vessel"]}`, 0.4, 0.6},
	} {
		for _, m := range decodeAll(t, c.src, 30, Options{Seed: 6, RootObject: true, Topic: "check_slip_availability", About: "Find slips for a vessel"}) {
			if v, ok := m["vessel"].(map[string]any); ok {
				m = v
			}
			l, _ := numberOf(m["vessel_length_ft"])
			if l == 0 {
				l, _ = numberOf(m["length_ft"])
			}
			b, _ := numberOf(m["beam_ft"])
			if r := b / l; r < c.lo || r > c.hi+0.5/l*10 {
				t.Errorf("%s: length %v, beam %v: beam/length %.2f, want %.2f–%.2f", c.name, l, b, r, c.lo, c.hi)
			}
			if d, ok := numberOf(m["draft_ft"]); ok && d >= b {
				t.Errorf("%s: length %v, beam %v, draft %v: draws more than its width", c.name, l, b, d)
			}
		}
	}
}
