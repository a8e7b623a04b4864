package prompt

import (
	"strings"
	"testing"
)

// TestCountPerThing checks that a count of things per thing is said
// "with 6 chairs per booth", never "using a chairs per booth of 6".
func TestCountPerThing(t *testing.T) {
	cases := []requestCase{
		{"plan_cafe_floor", "Plan a cafe floor layout.",
			`{"type":"object","properties":{"floor_id":{"type":"string"},"chairs_per_booth":{"type":"integer"}},"required":["floor_id"]}`,
			`{"floor_id":"FL-22","chairs_per_booth":6}`, nil, nil},
	}
	forRequests(t, cases, 6, 4, func(c requestCase, i int, text string) {
		if !strings.Contains(text, "6 chairs per booth") || strings.Contains(text, "of 6") {
			t.Errorf("%s: want \"6 chairs per booth\": %s", c.name, text)
		}
	})
}
