package role

import (
	"slices"
	"testing"
)

// A list of values stated in prose is read when its codes carry glosses
// ("One of AB (alpha beta), CD (cee dee)"), when a long label comes
// before it ("Seat the passenger would take: W, M or A"), when a remark
// in parentheses ends it ("(query parameter)"), when it quotes its words
// ("\"editor\" or \"proofer\"") and when one word of several names a
// kind of value ("city, shop, aisle or none").
func TestProseListsOfCodes(t *testing.T) {
	for d, want := range map[string][]string{
		"Grade. One of AB (alpha beta), CD (cee dee) or EF (eff)":              {"AB", "CD", "EF"},
		"Seat the passenger would take on the ferry: W, M or A":                {"W", "M", "A"},
		"Filter by kiln state: cold, firing or cooling (query parameter)":      {"cold", "firing", "cooling"},
		"\"editor\" or \"proofer\". One person cannot be both on one chapter.": {"editor", "proofer"},
		"Split the totals by: city, shop, aisle or none":                       {"city", "shop", "aisle", "none"},
		"Email or username":    nil,
		"Name, email or phone": nil,
	} {
		if got := readProse(d, false).values; !slices.Equal(got, want) {
			t.Errorf("readProse(%q) values %q, want %q", d, got, want)
		}
	}
}
