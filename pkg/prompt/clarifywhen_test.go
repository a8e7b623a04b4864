package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestClarifyAsksWhen: a date or time named for the moment something
// happened is asked for with "when" ("When was the consent signed?"),
// never by its name ("Which consent signed at is it?"); one naming a
// moment ahead, or no moment, is asked otherwise.
func TestClarifyAsksWhen(t *testing.T) {
	dt := role.Role{Kind: role.DateTime}
	for _, c := range []struct {
		p    Param
		want string // "" when whenQuestion leaves p to the other questions
	}{
		{Param{Name: "consent_signed_at", Type: "string", Role: dt}, "When was the consent signed?"},
		{Param{Name: "administeredAt", Type: "string", Role: dt}, "When was it administered?"},
		{Param{Name: "purchased_at", Type: "string", Role: dt}, "When was it purchased?"},
		{Param{Name: "paid_on", Type: "string", Role: role.Role{Kind: role.Date}}, "When was it paid?"},
		{Param{Name: "scheduled_at", Type: "string", Role: dt}, ""},
		{Param{Name: "start_at", Type: "string", Role: dt}, ""},
		{Param{Name: "created_at", Type: "string", Role: role.Role{Kind: role.Text}}, ""},
	} {
		for i := range 6 {
			rng := rand.New(rand.NewPCG(uint64(i), 5))
			q := whenQuestion(rng, c.p)
			if c.want == "" {
				if q != "" {
					t.Errorf("whenQuestion(%s) = %q, want none", c.p.Name, q)
				}
				continue
			}
			if !strings.Contains(q, c.want) {
				t.Errorf("whenQuestion(%s) = %q, want %q", c.p.Name, q, c.want)
			}
			if a := ClarifyAnswer(rng, c.p, "2025-12-04T18:30:00Z", q); strings.Contains(a, "2025-12-04") || !strings.Contains(a, "December") {
				t.Errorf("ClarifyAnswer to %q = %q: want the date in words", q, a)
			}
			if full := ClarifyQuestion(rand.New(rand.NewPCG(uint64(i), 5)), c.p); strings.Contains(full, " at is") || strings.Contains(full, "Which ") {
				t.Errorf("ClarifyQuestion(%s) = %q: names the parameter", c.p.Name, full)
			}
		}
	}
}
