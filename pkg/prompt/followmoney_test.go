package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// centsParam is quoted_price_cents of book_vendor (dev data
// wedding_planner.json) as the role reader sees it.
func centsParam() Param {
	p := Param{Name: "quoted_price_cents", Human: "quoted price cents", Type: "integer",
		Description: "Agreed price in cents."}
	p.Role = role.Classify(role.ToolContext{Name: "book_vendor", Description: "Book a vendor for a wedding."},
		role.ParamContext{Name: p.Name, Schema: []byte(`{"type":"integer","description":"Agreed price in cents."}`)})
	return p
}

// TestFollowUpCents: a follow-up that changes an amount in cents says it
// as money, as the first request did ("$62.99"), never the cents count
// nor "6299 cents".
func TestFollowUpCents(t *testing.T) {
	p := centsParam()
	if !centsMoney(p) {
		t.Fatalf("quoted_price_cents read as %+v, not money in cents", p.Role)
	}
	for i := range 30 {
		rng := rand.New(rand.NewPCG(uint64(i), 23))
		for _, got := range []string{
			Redirect(rng, p, 22250, 6299, true),
			Redirect(rng, p, 22250, 6299, false),
			FollowUp(rng, p, 6299, true),
			FollowUpAgain(rng, p, 6299, true),
		} {
			if strings.Contains(got, "6299") || strings.Contains(got, "22250") || strings.Contains(got, "cents") || !strings.Contains(got, "$62.99") {
				t.Errorf("follow-up %q: want $62.99 said as money", got)
			}
		}
	}
}

// TestAtLeastWith: a lower or upper bound on a count of things is said
// by the number ("at least 37 frames of bees"), other nouns by their value.
func TestAtLeastWith(t *testing.T) {
	for _, c := range []struct{ rest, want string }{
		{"frames of bees", "with at least 37 frames of bees"},
		{"guests", "with at least 37 guests"},
		{"rating", "with a rating of at least 37"},
		{"status", "with a status of at least 37"},
	} {
		if got := atLeastWith(c.rest, "at least", "37"); got != c.want {
			t.Errorf("atLeastWith(%q) = %q, want %q", c.rest, got, c.want)
		}
	}
}

// centsNoun drops the minor-unit word an amount's name ends in, pence as
// well as cents, and a dangling "in".
func TestCentsNoun(t *testing.T) {
	for noun, want := range map[string]string{
		"quoted price cents": "quoted price",
		"amount pence":       "amount",
		"fee in cents":       "fee",
		"cents":              "cents",
		"pence":              "pence",
	} {
		if got := centsNoun(noun); got != want {
			t.Errorf("centsNoun(%q) = %q, want %q", noun, got, want)
		}
	}
}
