package generate

import (
	"strings"
	"testing"
)

// finderTools fetch an event by its opaque id; search_events finds events
// by words.
const finderTools = `[
 {"name":"get_event","description":"Get a calendar event","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"event_id":{"type":"string","description":"ID of the calendar event"}},"required":["event_id"]}},
 {"name":"search_events","description":"Search calendar events by title","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Words to search for"}},"required":["query"]}}
]`

// TestClarifyOffersFinder: asking which event a request means, the
// assistant offers to look it up by name when a search tool of the
// server finds events (few people have an id at hand), and does not
// offer it when none does.
func TestClarifyOffersFinder(t *testing.T) {
	for _, c := range []struct {
		tools string
		offer bool
	}{{finderTools, true}, {finderTools[:strings.Index(finderTools, ",\n {\"name\":\"search_events\"")] + "\n]", false}} {
		n := 0
		for _, r := range kindRecords(t, []Source{toolsFor(t, "cal", c.tools)}, "clarify", 12, 4) {
			if len(r.Messages) < 4 || len(r.Messages[1].ToolCalls) > 0 || !asksForID(r) {
				continue
			}
			n++
			q := r.Messages[1].Content
			if offered := strings.Contains(q, "what it's called"); offered != c.offer {
				t.Errorf("finder offered %v, want %v: %q", offered, c.offer, q)
			}
		}
		if n == 0 {
			t.Errorf("no clarification asking for an id (finder %v)", c.offer)
		}
	}
}
