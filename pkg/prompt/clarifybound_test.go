package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestClarifyBoundsAndMoments: a date or time that is one end of a span
// ("flight_datetime_to", "timeMin", "from_date") or the moment of a thing
// ("new_return_at") is asked for as people ask for it, a list named with
// a trailing participle ("skills_covered") is not pluralised on the
// participle, and an amount in a currency says the currency, never the
// parameter's name ("Which flight datetime to should I use?", "Which
// skills covereds", "What's the amount usd?").
func TestClarifyBoundsAndMoments(t *testing.T) {
	dt, d := role.Role{Kind: role.DateTime}, role.Role{Kind: role.Date}
	for _, c := range []struct {
		p        Param
		want     string
		unwanted string
	}{
		{Param{Name: "flight_datetime_to", Type: "string", Role: dt}, "Up to which date?", "datetime"},
		{Param{Name: "stay_datetime_from", Type: "string", Role: dt}, "From which date?", "datetime"},
		{Param{Name: "timeMin", Type: "string", Role: dt}, "From which date?", "min"},
		{Param{Name: "from_date", Type: "string", Role: d}, "From which date?", "from date"},
		{Param{Name: "deferred_until", Type: "string", Role: d}, "Until which date?", "deferred"},
		{Param{Name: "new_return_at", Type: "string", Role: dt}, "When's the new return?", "return at"},
		{Param{Name: "skills_covered", Type: "array"}, "covered skills", "covereds"},
		{Param{Name: "amount_usd", Type: "number"}, "in USD", "amount usd"},
	} {
		for i := range 6 {
			rng := rand.New(rand.NewPCG(uint64(i), 5))
			q := ClarifyQuestion(rng, c.p)
			if !strings.Contains(q, c.want) || strings.Contains(q, c.unwanted) {
				t.Errorf("ClarifyQuestion(%s) = %q, want %q and no %q", c.p.Name, q, c.want, c.unwanted)
			}
		}
	}
	for _, p := range []Param{
		{Name: "scheduled_at", Type: "string", Role: dt},
		{Name: "token_expires_at", Type: "string", Role: dt},
	} {
		if q := atDateQuestion(rand.New(rand.NewPCG(1, 5)), p, paramNoun(p)); q != "" {
			t.Errorf("atDateQuestion(%s) = %q: an act, not a thing, want none", p.Name, q)
		}
	}
}
