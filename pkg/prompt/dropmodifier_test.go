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

// TestDropModifierQuoted: a quoted value is the user's own words, which
// the call carries as said: the hole's noun inside it stays ("Charged
// for 40 minutes but …" never becomes "Charged for 40 the but …"), and
// one outside it still goes.
func TestDropModifierQuoted(t *testing.T) {
	cases := []struct{ text, n, want string }{
		{`Just add labour time to ticket 99598. Have the note say "Charged for 40 minutes but the ride was 25."`, "minutes",
			`Just add labour time to ticket 99598. Have the note say "Charged for 40 minutes but the ride was 25."`},
		{"Set the title to `garage spare bulbs` please", "garage", "Set the title to `garage spare bulbs` please"},
		{`Pull up garage spare bulbs, noted "garage spare keys"`, "garage", `Pull up the spare bulbs, noted "garage spare keys"`},
		{"Name it “minutes taken here” too", "minutes", "Name it “minutes taken here” too"},
	}
	for _, c := range cases {
		if got := dropModifier(c.text, c.n); got != c.want {
			t.Errorf("dropModifier(%q, %q) = %q, want %q", c.text, c.n, got, c.want)
		}
	}
	for i, want := range []bool{false, false, false, false, true, true, true, true, true, false, false} {
		if got := quotedAt(`say "a b" c`, i); got != want {
			t.Errorf("quotedAt(%d) = %v, want %v", i, got, want)
		}
	}
}
