package prompt

import (
	"strings"
	"testing"
)

// A reason of several words that names a cause is said with its
// article ("due to an adverse event"), never "giving adverse event as
// the reason"; acts, refusals and states keep their wording.
func TestReasonCauseWords(t *testing.T) {
	for _, c := range []struct{ value, want string }{
		{"adverse_event", "due to an adverse event"},
		{"scheduling_conflict", "due to a scheduling conflict"},
		{"customer_request", "due to a customer request"},
		{"INDUSTRIAL_ACTION", "due to industrial action"},
		{"wont_fix", "as the reason"},
		{"other_reason", "as the reason"},
		{"found_cheaper", "as the reason"},
		{"resolved", "because it was resolved"},
	} {
		st := &funcState{}
		if got := st.reasonWords(c.value); !strings.Contains(got, c.want) {
			t.Errorf("reasonWords(%q) = %q, want %q", c.value, got, c.want)
		}
	}
}
