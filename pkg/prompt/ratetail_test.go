package prompt

import (
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRateTailless checks that a rate key ending in its two units, with
// or without "per" between them, is said without them when its role
// reads them as its unit ("the PPV at 1.6 mm/s", never "a PPV mm s of
// 1.6").
func TestRateTailless(t *testing.T) {
	for _, c := range []struct {
		human, unit, want string
		ok                bool
	}{
		{"ppv mm s", "mm/s", "ppv", true}, // was "ppv mm s"
		{"rate l per ha", "L/ha", "rate", true},
		{"speed km h", "mm/s", "", false}, // units the role does not read
		{"mm s", "mm/s", "", false},       // the units alone
	} {
		p := Param{Name: "k", Human: c.human, Role: role.Role{Kind: role.Quantity, Unit: c.unit}}
		got, ok := rateTailless(p)
		if got != c.want || ok != c.ok {
			t.Errorf("%q (%s): got %q %v, want %q %v", c.human, c.unit, got, ok, c.want, c.ok)
		}
	}
}

// TestPairRate checks that a key ending in two units with no "per"
// between them reads as their rate, and that other keys do not.
func TestPairRate(t *testing.T) {
	for _, c := range []struct{ key, what, unit string }{
		{"ppv mm s", "ppv", "mm/s"},                   // was "a ppv mm s of 1.6"
		{"test weight lb bu", "test weight", "lb/bu"}, // was "a bu of 40"
		{"mm s", "", ""},                              // the units alone
		{"moisture pct s", "", ""},                    // no unit symbol to write before a slash
		{"distance m", "", ""},                        // one unit: no rate
	} {
		what, unit, _ := pairRate(strings.Fields(c.key))
		if what != c.what || unit != c.unit {
			t.Errorf("%q: got %q %q, want %q %q", c.key, what, unit, c.what, c.unit)
		}
	}
}
