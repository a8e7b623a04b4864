package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestRedirectPersonNeedsAPerson: a correction of a value read as a
// person says "wrong person" only when the value is a person's name; an
// object type ("Account" → "Contact") under a name read as a person is
// corrected as another value.
func TestRedirectPersonNeedsAPerson(t *testing.T) {
	p := Param{Name: "objectName", Type: "string", Role: role.Role{Kind: role.Person}}
	for seed := range uint64(10) {
		rng := rand.New(rand.NewPCG(seed, 9))
		if got := Redirect(rng, p, "Account", "Contact", false); strings.Contains(got, "person") || !strings.Contains(got, "Contact") {
			t.Errorf("seed %d: %q", seed, got)
		}
		rng = rand.New(rand.NewPCG(seed, 9))
		if got := Redirect(rng, p, "Carmen Ferreira", "Hugo Patel", false); !strings.Contains(got, "Hugo Patel") {
			t.Errorf("seed %d: %q", seed, got)
		}
	}
}
