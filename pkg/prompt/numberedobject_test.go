package prompt

import (
	"strings"
	"testing"
)

// TestNumberedThingIsObject checks that a key of a thing and a clipped
// "number" ("cycle_no") whose thing is the tool's own object is said as
// the object ("release cycle 10"), never beside the object as if another
// thing ("release a cycle in cycle 10"), while a number of another thing
// keeps its place ("on context 1800").
func TestNumberedThingIsObject(t *testing.T) {
	schema := `{"type":"object","properties":{"cycle_no":{"type":"integer"}},"required":["cycle_no"]}`
	for i, text := range renderDraws(t, "end_cycle", "Release cycle (pass)", schema, `{"cycle_no":10}`, 30, 5) {
		l := strings.ToLower(text)
		if !strings.Contains(l, "cycle 10") || strings.Contains(l, "a cycle") || strings.Contains(l, "the cycle") {
			t.Errorf("draw %d: %s", i, text)
		}
	}
	schema = `{"type":"object","properties":{"context_no":{"type":"integer"}},"required":["context_no"]}`
	for i, text := range renderDraws(t, "close_ticket", "Close a ticket", schema, `{"context_no":1800}`, 20, 5) {
		if !strings.Contains(strings.ToLower(text), "context 1800") || !strings.Contains(strings.ToLower(text), "ticket") {
			t.Errorf("draw %d: %s", i, text)
		}
	}
}
