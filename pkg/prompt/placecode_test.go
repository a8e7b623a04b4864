package prompt

import "testing"

// A branch whose value is a place's code ("YUL") is said as where things
// are based, not as a branch merged into; git names (HEAD, main) are not.
func TestPlaceCodeBranch(t *testing.T) {
	for x, want := range map[string]bool{"YUL": true, "OSL": true, "HEAD": false, "main": false, "release/v2": false, "ABCDE": false} {
		if got := placeCode(x); got != want {
			t.Errorf("placeCode(%q) = %v, want %v", x, got, want)
		}
	}
}
