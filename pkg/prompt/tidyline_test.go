package prompt

import "testing"

// TestTidyLine checks the clean-up every rendered request's first line
// gets: doubled spaces, a space before a stop, and a stop doubled after
// a stop or after a quote that ends its own sentence.
func TestTidyLine(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`Please call off event evt_1. Reason: "I'm out sick today.".`, `Please call off event evt_1. Reason: "I'm out sick today."`},
		{`Reason: "Is it on?". Don't notify the attendees.`, `Reason: "Is it on?" Don't notify the attendees.`},
		{`Reason: "Postponed". Don't notify the attendees.`, `Reason: "Postponed". Don't notify the attendees.`},
		{`Cancel it  now .`, `Cancel it now.`},
		{`Done.. Thanks`, `Done. Thanks`},
		{`Set the version to "1.2".3 today.`, `Set the version to "1.2".3 today.`},
	} {
		if got := tidyLine(tc.in); got != tc.want {
			t.Errorf("tidyLine(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
