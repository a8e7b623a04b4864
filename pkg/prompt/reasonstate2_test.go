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

// A gerund that qualifies a noun is no wait: "due to a scheduling
// conflict", never "since we're scheduling conflict".
func TestGerundCauseKeepsArticle(t *testing.T) {
	t.Parallel()
	st := &funcState{}
	if got := st.reasonWords("scheduling_conflict"); got != "due to a scheduling conflict" {
		t.Errorf("reasonWords(scheduling_conflict) = %q", got)
	}
	if got := st.reasonWords("missing_documents"); got != "since we're missing documents" {
		t.Errorf("reasonWords(missing_documents) = %q", got)
	}
}
