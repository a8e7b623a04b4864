package prompt

import (
	"strings"
	"testing"
)

// TestQuestionKeySaidByNoun: a key named by a question word is said by
// the noun it asks for: a fishing fleet's ldg_void {"why"} is the
// reason, said as itself after the request ("Void landing L24003391's
// decl. Skipper entered the wrong species code."), never 'The why should
// be …' nor 'Use "…" as the why'.
func TestQuestionKeySaidByNoun(t *testing.T) {
	for _, s := range fileRequests(t, "dev39/fishing_fleet_quota.json", "ldg_void",
		`{"ldg":"L24003391","why":"Skipper entered the wrong species code."}`, 8) {
		if !strings.Contains(s, "Skipper entered the wrong species code.") || strings.Contains(strings.ToLower(s), "why") {
			t.Errorf("why not said as the reason: %q", s)
		}
	}
}
