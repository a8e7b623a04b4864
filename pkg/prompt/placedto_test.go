package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPlacedToQuestion: a single "to" that is no address or date is where
// a thing goes ("Where should it go?"), never who it is sent to; a list
// of recipients is still asked who it goes to.
func TestPlacedToQuestion(t *testing.T) {
	for seed := int64(0); seed < 8; seed++ {
		q := ClarifyQuestion(rand.New(rand.NewPCG(uint64(seed), 1)), Param{Name: "to", Type: "string"})
		if !strings.Contains(q, "Where") {
			t.Errorf("seed %d: string to asked %q, want where it goes", seed, q)
		}
		q = ClarifyQuestion(rand.New(rand.NewPCG(uint64(seed), 1)), Param{Name: "to", Type: "array"})
		if !strings.Contains(q, "Who") {
			t.Errorf("seed %d: recipients asked %q, want who", seed, q)
		}
	}
}
