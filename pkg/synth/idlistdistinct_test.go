package synth

import "testing"

// TestIDListDistinct: a list of ticket numbers (a tool written for this
// test) names each ticket once; numbers in a list of readings may repeat.
func TestIDListDistinct(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"ticket_nos":{"type":"array","minItems":3,"maxItems":3,"items":{"type":"integer","minimum":1,"maximum":6}}},"required":["ticket_nos"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 2, Key: "elevator", RootObject: true, Topic: "apply_tickets", About: "Apply tickets to a contract."}) {
		seen := map[float64]bool{}
		for _, v := range m["ticket_nos"].([]any) {
			n := v.(float64)
			if seen[n] {
				t.Errorf("ticket_nos repeats %v: %v", n, m["ticket_nos"])
			}
			seen[n] = true
		}
	}
	if idListName("readings") || !idListName("lab_numbers") {
		t.Error("idListName")
	}
}
