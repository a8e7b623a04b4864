package prompt

import "testing"

// TestTheExtraBareIdiom checks that a set phrase of the description's
// place keeps no article ("in full"), while a place noun takes one ("on
// the page").
func TestTheExtraBareIdiom(t *testing.T) {
	for in, want := range map[string]string{"in full": "in full", "in advance": "in advance", "on page": "on the page"} {
		if got := theExtra(in); got != want {
			t.Errorf("theExtra(%q) = %q, want %q", in, got, want)
		}
	}
}
