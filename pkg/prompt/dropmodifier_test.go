package prompt

import "testing"

// TestDropModifierContraction: a one-letter key ("d") is no modifier at
// the end of a contraction ("I'd like"), which stays whole; a modifier
// before a noun still goes.
func TestDropModifierContraction(t *testing.T) {
	cases := []struct{ text, n, want string }{
		{"I'd like the BLUE desk's open hours.", "d", "I'd like the BLUE desk's open hours."},
		{"We'd see the slots.", "d", "We'd see the slots."},
		{"Pull up garage spare bulbs", "garage", "Pull up the spare bulbs"},
	}
	for _, c := range cases {
		if got := dropModifier(c.text, c.n); got != c.want {
			t.Errorf("dropModifier(%q, %q) = %q, want %q", c.text, c.n, got, c.want)
		}
	}
}
