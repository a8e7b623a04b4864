package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestCompactDayCorrected: a crew list's "date" (pattern ^\d{8}$) is
// corrected and answered as a day, "I meant 22 April 2026", never the
// wire digits "I meant 20260422, not 20251202" nor "On 20251023.".
func TestCompactDayCorrected(t *testing.T) {
	p := paramOf(t, fileParams(t, "dev42/scaffolding_hire.json"), "scaf_list_crews", "date")
	for i := 0; i < 8; i++ {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		r := Redirect(rng, p, "20251202", "20260422", false)
		if strings.Contains(r, "2026042") || strings.Contains(r, "20251202") || !strings.Contains(r, "April") {
			t.Errorf("correction says the wire digits: %q", r)
		}
		a := ClarifyAnswer(rng, p, "20251023", "What's the date?")
		if strings.Contains(a, "20251023") || !strings.Contains(a, "October") {
			t.Errorf("answer says the wire digits: %q", a)
		}
	}
}
