package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRedirectAfterDeclineNotSameThing: the user's answer after a
// declined call asks for it again ("Try 48213 instead.", "Wait, do it
// for the Annex building, please."), never "Same thing, but …", which
// reads as a second request after one that ran.
func TestRedirectAfterDeclineNotSameThing(t *testing.T) {
	hotel := Param{Name: "lodge_id", Human: "lodge id", Type: "integer"}
	bldg := Param{Name: "building", Human: "building", Type: "string"}
	for i := range 40 {
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		for _, got := range []string{Redirect(rng, hotel, 10342, 48213, false), RedirectAdd(rng, bldg, "Annex")} {
			if strings.HasPrefix(got, "Same thing") {
				t.Errorf("%q: a declined call redone as 'same thing'", got)
			}
		}
	}
}

// TestRedirectAddFilterAfterNoun: a day filter said after its noun
// ("modified after 2 May 2026") is asked for as "only the ones …", never
// "do it modified after …".
func TestRedirectAddFilterAfterNoun(t *testing.T) {
	p := Param{Name: "edited_after", Human: "edited after", Type: "string", Role: role.Role{Kind: role.Date}}
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		if got := RedirectAdd(rng, p, "2026-05-02"); strings.Contains(got, "do it edited") {
			t.Errorf("%q: 'do it' before a participle", got)
		}
	}
}

// TestCancelledAckNotOff: the answer to a stopped call never says "that
// one's off", which reads as if the assistant called it off.
func TestCancelledAckNotOff(t *testing.T) {
	for i := range 60 {
		if got := CancelledAck(rand.New(rand.NewPCG(uint64(i), 5))); strings.Contains(got, "one's off") {
			t.Errorf("%q: 'that one's off'", got)
		}
	}
}

// TestRedirectQuerySaysAct: a search redone after a declined call says
// what to do with the new words ("Hmm, try "Fenwick" instead."), never
// "I need something else: "Fenwick"".
func TestRedirectQuerySaysAct(t *testing.T) {
	p := Param{Name: "find", Human: "find", Type: "string", Role: role.Role{Kind: role.Query}}
	for i := range 40 {
		got := Redirect(rand.New(rand.NewPCG(uint64(i), 6)), p, "Ashby", "Fenwick", false)
		if strings.Contains(got, "something else") {
			t.Errorf("%q: a search said as 'something else'", got)
		}
	}
}
