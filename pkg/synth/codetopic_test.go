package synth

import (
	"strings"
	"testing"
)

// TestPollingPlaceIssueNoBugReport: a tool named for an issue on a server
// with no other sign of software work (an elections office) describes a
// polling place's problem, never a story of a software team's tracker
// (blind raters saw an axios upgrade as a staffing issue's description).
func TestPollingPlaceIssueNoBugReport(t *testing.T) {
	code := map[string]bool{}
	for _, s := range stories {
		code[s.body] = true
		code[s.pr] = true
		code[s.chat] = true
		for _, c := range s.comments {
			code[c] = true
		}
	}
	for seed := int64(1); seed <= 8; seed++ {
		for _, m := range fileCalls(t, "testdata/hold25/county_elections.json", "reportPollingPlaceIssue", 3, seed) {
			d, _ := m["description"].(string)
			if code[d] {
				t.Errorf("seed %d: description %q is a software story's", seed, d)
			}
		}
	}
}

// TestRetractReasonNoCreation: retracting a report is cancelling it, so
// its reason is a cancellation's, never why a new thing was set up.
func TestRetractReasonNoCreation(t *testing.T) {
	for seed := int64(1); seed <= 8; seed++ {
		for _, m := range fileCalls(t, "testdata/hold25/materials_lab.json", "stratum_retractReport", 3, seed) {
			r, _ := m["reason"].(string)
			for _, c := range actReasons['c'] {
				if head, _, _ := strings.Cut(c, "{"); r == c || strings.HasPrefix(r, head) && len(head) > 8 {
					t.Errorf("seed %d: reason %q is a new thing's (%q)", seed, r, c)
				}
			}
		}
	}
}
