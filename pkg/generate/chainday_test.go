package generate

import "testing"

// TestOneDaySpan: a span of days whose two ends are the same day is said
// as that day ("on 24 December 2025"), in a request and its answer; a
// span of two days is kept.
func TestOneDaySpan(t *testing.T) {
	for in, want := range map[string]string{
		"Is anything booked between 24 December 2025 and 24 December 2025?": "Is anything booked on 24 December 2025?",
		"I found 1 event between 24 December 2025 and 24 December 2025.":    "I found 1 event on 24 December 2025.",
		"Search events from 2026-01-05 until 2026-01-05 tagged review.":     "Search events on 2026-01-05 tagged review.",
		"List the events between 5 October 2025 and 12 October 2025.":       "List the events between 5 October 2025 and 12 October 2025.",
	} {
		if got := oneDay(in); got != want {
			t.Errorf("oneDay(%q) = %q, want %q", in, got, want)
		}
	}
}
