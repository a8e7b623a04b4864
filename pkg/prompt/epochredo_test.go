package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRedirectEpochSaidAsDate: a time the request said as a date
// ("until February 24, 2026 at 11am UTC") is corrected as a date too
// ("Wait, wrong end date. I meant 24 April 2026 at 15:30 UTC."), not as
// the epoch seconds the call takes ("I meant 1777044600.").
func TestRedirectEpochSaidAsDate(t *testing.T) {
	p := Param{Name: "to", Human: "to", Type: "integer", Required: true, Role: role.Role{Kind: role.DateTime, Unit: "epoch seconds"}}
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 5))
		for _, named := range []bool{false, true} {
			a := Redirect(rng, p, int64(1771930800), int64(1777044600), named)
			if strings.Contains(a, "1777044600") || !strings.Contains(a, "2026") {
				t.Errorf("correction %q says the epoch seconds, not the date", a)
			}
		}
		if a := FollowUpAgain(rng, p, int64(1777044600), false); strings.Contains(a, "1777044600") {
			t.Errorf("follow-up %q says the epoch seconds, not the date", a)
		}
	}
}
