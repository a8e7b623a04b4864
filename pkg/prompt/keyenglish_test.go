package prompt

import "testing"

// TestSpanSaidOnce wants the two ends of a window said once, start
// first, its times as a person writes them ("from 10:15 to 16:15"),
// never each end by its key ("arrival window end 16:15:00Z, arrival
// window start 10:15:00Z").
func TestSpanSaidOnce(t *testing.T) {
	checkRequests(t, []requestCase{
		{name: "scheduleHarvest", desc: "Schedule a harvest pick for a block",
			schema: `{"type":"object","properties":{"blockId":{"type":"string"},"body":{"type":"object","properties":{"pickDate":{"type":"string","format":"date"},"arrivalWindowStart":{"type":"string","format":"time"},"arrivalWindowEnd":{"type":"string","format":"time"}},"required":["pickDate"]}},"required":["blockId","body"]}`,
			args:   `{"blockId":"AT-93","body":{"pickDate":"2026-01-19","arrivalWindowStart":"10:15:00Z","arrivalWindowEnd":"16:15:00Z"}}`,
			want:   []string{"10:15", "16:15"}, never: []string{"window end", "window start", ":00Z"}},
		{name: "book_slot", desc: "Book a delivery slot.",
			schema: `{"type":"object","properties":{"site":{"type":"string"},"slot_start":{"type":"string","format":"time"},"slot_end":{"type":"string","format":"time"}},"required":["site","slot_start","slot_end"]}`,
			args:   `{"site":"North","slot_start":"09:30:00Z","slot_end":"11:00:00Z"}`,
			want:   []string{"09:30", "11:00"}, never: []string{"slot end", ":00Z"}},
	}, 12, 481)
}

// TestClockSaid checks that a wire time of day loses its zero seconds and
// UTC mark, and that other values are no time of day.
func TestClockSaid(t *testing.T) {
	for x, want := range map[string]string{"10:15:00Z": "10:15", "16:15:00": "16:15", "09:30": "09:30", "10:15:30Z": "", "2026-01-01": ""} {
		if got, _ := clockSaid(x); got != want {
			t.Errorf("%q: got %q, want %q", x, got, want)
		}
	}
}

// TestEdgeBound checks that a key ending in "start" or "end" with another
// bound word inside is read by its last word ("arrival window end").
func TestEdgeBound(t *testing.T) {
	for _, c := range []struct {
		key, stem string
		low, ok   bool
	}{
		{"arrival window start", "arrival window", true, true},
		{"arrival window end", "arrival window", false, true},
		{"window start", "", false, false}, // one bound word: boundStem reads it
		{"start after end", "", false, false},
	} {
		stem, low, ok := edgeBound(c.key)
		if stem != c.stem || low != c.low || ok != c.ok {
			t.Errorf("%q: got %q %v %v", c.key, stem, low, ok)
		}
	}
}
