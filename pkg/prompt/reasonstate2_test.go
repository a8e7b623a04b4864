package prompt

import "testing"

// A reason that is a state after a participle, a wait, or a cause people
// count no more than rain is said as such: "because it's worn out",
// "since we're awaiting consent", "due to heavy rain", never "due to a
// worn out", "due to an awaiting consent", "due to a heavy rain".
func TestReasonStatesAndMassCauses(t *testing.T) {
	t.Parallel()
	st := &funcState{}
	for in, want := range map[string]string{
		"worn_out":         "because it's worn out",
		"sold_out":         "because it's sold out",
		"awaiting_consent": "since we're awaiting consent",
		"pending_review":   "pending review",
		"heavy_rain":       "due to heavy rain",
		"high_wind":        "due to high wind",
		"adverse_event":    "due to an adverse event",
	} {
		if got := st.reasonWords(in); got != want {
			t.Errorf("reasonWords(%q) = %q, want %q", in, got, want)
		}
	}
}
