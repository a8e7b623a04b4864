package prompt

import (
	"strings"
	"testing"
)

// TestIngsNounIsNoVerb: a description that opens on a plural noun made
// of an -ing form ("Takings summary between two dates") names a thing to
// look at; "takings" is never said as the verb ("Can you takings a
// summary").
func TestIngsNounIsNoVerb(t *testing.T) {
	for _, s := range fileRequests(t, "dev42/mobile_knife_sharpening_van.json", "daily-takings", `{"from":"2025-11-28","to":"2025-11-30"}`, 8) {
		if strings.Contains(strings.ToLower(s), "takings a summary") || !strings.Contains(s, "takings summary") {
			t.Errorf("takings said as a verb: %q", s)
		}
	}
	if !ingsNoun("earnings") || ingsNoun("brings") || ingsNoun("rebase") {
		t.Error("ingsNoun: wrong on earnings, brings or rebase")
	}
}
