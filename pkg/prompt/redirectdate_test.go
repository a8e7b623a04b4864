package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRedirectSaysWhichDate checks that a correction of one of two dates
// of a call (a check-in beside a check-out, a period's start beside its
// end) says which end changes, so the new value can be put in its place:
// "It should start on 17 March 2026", never "I mixed up the dates. It
// should be 17 March 2026." that leaves it open.
func TestRedirectSaysWhichDate(t *testing.T) {
	cases := []struct {
		p    Param
		want string
	}{
		{Param{Name: "checkin_date", Human: "checkin date", Role: role.Role{Kind: role.Date}}, "start"},
		{Param{Name: "checkout_date", Human: "checkout date", Role: role.Role{Kind: role.Date}}, "end"},
		{Param{Name: "period_start", Human: "period start", Role: role.Role{Kind: role.Date}}, "start"},
		{Param{Name: "timeMax", Human: "time max", Role: role.Role{Kind: role.DateTime}}, "end"},
	}
	for _, c := range cases {
		for i := range 20 {
			rng := rand.New(rand.NewPCG(uint64(i), 174))
			got := Redirect(rng, c.p, "2026-03-06", "2026-03-17", true)
			if !strings.Contains(got, c.want) {
				t.Errorf("%s: correction does not say which date changes: %q", c.p.Name, got)
			}
		}
	}
}
