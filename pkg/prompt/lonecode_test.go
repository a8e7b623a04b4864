package prompt

import (
	"strings"
	"testing"
)

// TestLoneCapitalChoice: a lot's condition "U" (one of "MNH", "MM", "U",
// "FDC", "cover", "mixed") is a code said after its label, never bound
// as "for an U cond"; a worded choice ("mixed") is still bound.
func TestLoneCapitalChoice(t *testing.T) {
	if got, ok := boundChoice("U", "cond"); ok {
		t.Errorf("boundChoice(U, cond) = %q, want none", got)
	}
	if got, ok := boundChoice("mixed", "cond"); !ok || got != "for a mixed cond" {
		t.Errorf("boundChoice(mixed, cond) = %q, %v", got, ok)
	}
	for _, s := range fileRequests(t, "dev42/stamp_collectors_society.json", "lot-add",
		`{"seller":17,"desc":"1840 1d black plate 6 4 margins, fine used, red MX","cond":"U","est":8050}`, 8) {
		if strings.Contains(s, "U cond") || !strings.Contains(s, "U") {
			t.Errorf("condition U bound as words: %q", s)
		}
	}
}
