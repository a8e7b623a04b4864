package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// An ask after a thing said first never pairs "we" with "show me" ("For
// ticket 9, can we show me the notes?"): it asks "can you" then.
func TestPlanAskNoWeShowMe(t *testing.T) {
	t.Parallel()
	c := core{verb: "show me", object: "the notes"}
	for i := 0; i < 60; i++ {
		st := &funcState{rng: rand.New(rand.NewPCG(uint64(i), 7))}
		if s := st.planAsk(c, intent{Verb: "show", Read: true, OK: true}, PlanQuestion, "show me the notes"); strings.Contains(s, " we show me") {
			t.Errorf("seed %d: %q", i, s)
		}
	}
}
