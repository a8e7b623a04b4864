package synth

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestPatternSpanOrdered: an arrival window drawn from a pattern of two
// times of day ends after it starts, in working hours (was "21:54-18:24",
// "20:50-04:56" for a third of the draws).
func TestPatternSpanOrdered(t *testing.T) {
	const src = `{"type":"object","properties":{"arrival_window":{"type":"string",
	 "description":"Arrival window as HH:MM-HH:MM in 24h time.",
	 "pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$"}},"required":["arrival_window"]}`
	for _, inst := range instances(t, src, 60, Options{Seed: 3}) {
		var v struct {
			W string `json:"arrival_window"`
		}
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		from, to, ok := strings.Cut(v.W, "-")
		if !ok || from >= to {
			t.Errorf("arrival window %q does not end after it starts", v.W)
		}
		if from < "07:00" || to > "21:00" {
			t.Errorf("arrival window %q is outside working hours", v.W)
		}
	}
}
