package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFollowUpAgainPrepositionKey: the same change again with a key that
// is a preposition ("to" of a bird moved from one loft to another) says
// where, never the key as a noun ("And for the L598 to as well").
func TestFollowUpAgainPrepositionKey(t *testing.T) {
	p := Param{Name: "to", Human: "to", Type: "string"}
	for i := range 8 {
		got := FollowUpAgain(rand.New(rand.NewPCG(uint64(i), 1)), p, "L598", false)
		if !strings.Contains(got, "to L598") || strings.Contains(got, "L598 to ") || strings.Contains(got, "for the") {
			t.Errorf("FollowUpAgain(to, L598) = %q, want it said where: to L598", got)
		}
	}
}
