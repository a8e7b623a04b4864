package prompt

import "testing"

// TestCountedPrep: a count of a unit noun is "of" a plain thing ("12
// bundles of reeds"), "for" anything named or numbered.
func TestCountedPrep(t *testing.T) {
	cases := []struct{ amount, thing, want string }{
		{"12 bundles", "reeds", " of "},
		{"12 bundles", "Reed Co", " for "},
		{"$42.50", "student 224725491", " for "},
		{"3 seats", "table 4", " for "},
	}
	for _, c := range cases {
		if got := countedPrep(c.amount, c.thing); got != c.want {
			t.Errorf("countedPrep(%q, %q) = %q, want %q", c.amount, c.thing, got, c.want)
		}
	}
}
