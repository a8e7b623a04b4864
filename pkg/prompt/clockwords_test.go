package prompt

import (
	"testing"
	"time"
)

// TestClockWords checks times of day are said as people type them ("9am",
// "4pm", "noon"), a copied time with seconds as written.
func TestClockWords(t *testing.T) {
	for in, want := range map[string]string{
		"2026-03-21T09:00:00Z": "9am", "2026-03-21T16:00:00Z": "4pm", "2026-03-21T12:00:00Z": "noon",
		"2026-03-21T00:30:00Z": "12:30am", "2026-03-21T14:45:00Z": "2:45pm", "2026-03-21T12:15:00Z": "12:15pm",
		"2026-03-21T08:15:30Z": "08:15:30",
	} {
		tm, err := time.Parse(time.RFC3339, in)
		if err != nil {
			t.Fatal(err)
		}
		if got := clockWords(tm); got != want {
			t.Errorf("clockWords(%s) = %q, want %q", in, got, want)
		}
	}
}

// TestDateSaysAllItHolds checks a date-time is said with its year and
// its zone, whatever parameter it fills: "UTC" for a time in UTC, the
// offset for one in another zone (its hour as written), and the year even
// for a date days away; a blind rater marks a value whose words say less
// than the call ungrounded. The descriptions are real ones from the Asana
// and Trello tool files (testdata/tools-ids).
func TestDateSaysAllItHolds(t *testing.T) {
	st := &funcState{}
	cases := []struct {
		desc, x, want string
	}{
		{"", "2026-01-21T09:00:00Z", "on January 21, 2026 at 9am UTC"},
		{"Due date and time in ISO 8601 UTC, e.g. 2024-06-01T17:00:00Z", "2026-03-21T17:00:00Z", "on March 21, 2026 at 5pm UTC"},
		{"", "2026-03-21T18:30:00+02:00", "on March 21, 2026 at 6:30pm UTC+02:00"},
		{"New due date for the checklist item in ISO 8601 format, or null to clear it", "2026-02-02T16:00:00Z", "on February 2, 2026 at 4pm UTC"},
		{"", "2026-03-20", "on March 20, 2026"},
	}
	for _, c := range cases {
		if got := st.datePhrase(Param{Human: "date", Description: c.desc}, c.x); got != c.want {
			t.Errorf("%q %s: got %q, want %q", c.desc, c.x, got, c.want)
		}
	}
}

// TestSpanSaysYear checks a span said in words holds the year: once after
// its end, on its start too when the two differ in it, and on a start
// said alone (one day, or the same value twice). The values are from the
// Google Calendar events of the dev data.
func TestSpanSaysYear(t *testing.T) {
	st := &funcState{dateForm: "spoken"}
	cases := [][4]string{
		{"2025-11-13T11:45:00Z", "2025-11-13T12:45:00Z", "November 13, 2025 at 11:45am UTC", "November 13, 2025 at 12:45pm UTC"},
		{"2026-02-14", "2026-02-14", "February 14, 2026", "February 14, 2026"},
		{"2026-03-01", "2026-03-05", "March 1", "March 5, 2026"},
		{"2025-12-29", "2026-01-05", "December 29, 2025", "January 5, 2026"},
	}
	for _, c := range cases {
		a, b, ok := st.spokenSpan(c[0], c[1])
		if !ok || a != c[2] || b != c[3] {
			t.Errorf("spokenSpan(%s, %s) = %q, %q, %v; want %q, %q", c[0], c[1], a, b, ok, c[2], c[3])
		}
	}
}
