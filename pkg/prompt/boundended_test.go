package prompt

import "testing"

// TestBoundEndedNumbers checks that a number whose key ends on a bound's
// preposition is said as that bound ("with a price up to 40"), never
// with a second preposition ("a price to of 40").
func TestBoundEndedNumbers(t *testing.T) {
	for _, c := range []struct{ hl, want string }{
		{"price to", "with a price up to 40"},
		{"mileage from", "with a mileage from 40"},
		{"age until", "with an age up to 40"},
	} {
		a, ok := boundEnded(c.hl, "40")
		if !ok || a.text != c.want {
			t.Errorf("boundEnded(%q) = %q, %v, want %q", c.hl, a.text, ok, c.want)
		}
	}
	if _, ok := boundEnded("to", "40"); ok {
		t.Errorf("boundEnded(%q) said a bound of nothing", "to")
	}
	if _, ok := boundEnded("shelf height", "40"); ok {
		t.Errorf("boundEnded(%q) said a bound", "shelf height")
	}
}
