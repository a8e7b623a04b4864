package prompt

import "testing"

// TestCountedThingBeforePostAdjective checks that an object whose last
// word is an adjective said after its noun ("invoices overdue", "berths
// available") counts the noun, never the adjective ("40 overdues").
func TestCountedThingBeforePostAdjective(t *testing.T) {
	for obj, want := range map[string]string{"the invoices overdue": "invoices", "berths available": "berths",
		"the trips driven": "trips"} {
		if got := countedThing(intent{Verb: "list", Object: obj, Read: true}, 40); got != want {
			t.Errorf("countedThing(%q) = %q, want %q", obj, got, want)
		}
	}
}
