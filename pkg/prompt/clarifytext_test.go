package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestTextQuestion checks that a free text named by a vague noun is asked
// for by what it should say, naming the noun, and that other parameters
// keep their questions.
func TestTextQuestion(t *testing.T) {
	for _, c := range []struct {
		name, typ string
		want      string // "" when textQuestion must not ask
	}{
		{"details", "string", "details"},
		{"description", "string", "description"},
		{"notes", "string", "notes"},
		{"details", "integer", ""},
		{"city", "string", ""},
	} {
		p := Param{Name: c.name, Human: Humanize(c.name), Type: c.typ}
		for seed := uint64(0); seed < 6; seed++ {
			q := textQuestion(rand.New(rand.NewPCG(seed, 1)), p)
			if c.want == "" {
				if q != "" {
					t.Errorf("%s (%s): asked %q, want no question", c.name, c.typ, q)
				}
				continue
			}
			if !strings.Contains(q, "the "+c.want) || strings.Contains(q, "What's the") {
				t.Errorf("%s: asked %q", c.name, q)
			}
		}
	}
}
