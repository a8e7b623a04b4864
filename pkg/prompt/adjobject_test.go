package prompt

import "testing"

// An object whose last noun is a documentation word keeps it after an
// adjective ("the bibliographic details", never "the bibliographic"),
// and an aside in brackets between an adjective and its noun is read
// past ("the optimal route", never "the optimal").
func TestAdjectiveKeepsNoun(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ desc, want string }{
		{"Look up bibliographic details for a catalogue number (title, maker, year).", "bibliographic details"},
		{"Find the optimal (fewest stops) route through a list of depots.", "the optimal route"},
		{"Get elevation data for a point.", "the elevation"},
	} {
		if got := toolIntent("lookup", "", c.desc).Object; got != c.want {
			t.Errorf("%q: object %q, want %q", c.desc, got, c.want)
		}
	}
}
