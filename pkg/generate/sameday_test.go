package generate

import "testing"

// TestSameDaySaid: the second day of two reads differing in their day is
// said the way the first request says the first day, never matched
// inside a longer number.
func TestSameDaySaid(t *testing.T) {
	for _, c := range []struct{ first, v1, v2, want string }{
		{"Give me the raw frames of request OBS-1, on January 14.", "2026-01-14", "2026-05-02", "May 2"},
		{"Frames from 14 January 2026, please.", "2026-01-14", "2026-05-02", "2 May 2026"},
		{"Frames from 2026-01-14.", "2026-01-14", "2025-12-30", "2025-12-30"},
		{"Frames from January 14.", "2026-01-14", "2025-12-30", "December 30, 2025"},
		{"Frames from 12 January 2026.", "2026-01-02", "2026-05-02", ""},
		{"Frames from January 21.", "2026-01-02", "2026-05-02", ""},
	} {
		got, ok := sameDaySaid(c.first, c.v1, c.v2)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("sameDaySaid(%q, %s, %s) = %q, %v; want %q", c.first, c.v1, c.v2, got, ok, c.want)
		}
	}
}
