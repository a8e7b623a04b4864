package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestClarifyYear: a missing year (a vintage, a season year) is asked as
// the year it is ("Which year is the vintage?"), never as a day ("When's
// the vintage?"), and answered as a year ("2013."), never "On 2013.".
func TestClarifyYear(t *testing.T) {
	for _, p := range []Param{
		{Name: "vintage", Human: "vintage", Type: "integer", Role: role.Role{Kind: role.Year}},
		{Name: "season_year", Human: "season year", Type: "integer", Role: role.Role{Kind: role.Year}},
	} {
		for seed := range uint64(12) {
			rng := rand.New(rand.NewPCG(seed, 5))
			q := ClarifyQuestion(rng, p)
			if strings.HasPrefix(q, "When") || strings.Contains(q, "When's") || !strings.Contains(q, "year") {
				t.Errorf("ClarifyQuestion(%s) = %q", p.Name, q)
			}
			if a := ClarifyAnswer(rng, p, 2013, q); strings.HasPrefix(a, "On ") || !strings.Contains(a, "2013") {
				t.Errorf("ClarifyAnswer(%s, 2013) = %q", p.Name, a)
			}
			if yearQuestion(rng, Param{Name: "from_year", Human: "from year", Role: role.Role{Kind: role.Year}}, "from year") != "" {
				t.Error("a range's bound asked as a year of its own")
			}
		}
	}
}
