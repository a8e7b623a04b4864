package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDaysSaidInWords: a day of a parameter the classifier left without
// a role is said in words in a correction, a follow-up and a clarifying
// answer, never as "the 2026-02-13 date".
func TestDaysSaidInWords(t *testing.T) {
	p := Param{Name: "date", Type: "string"}
	for i := range 6 {
		rng := rand.New(rand.NewPCG(uint64(i), 2))
		for _, got := range []string{RedirectAdd(rng, p, "2026-02-13"), FollowUpAdd(rng, p, "2026-02-13"),
			ClarifyAnswer(rng, p, "2026-02-13", "When should it end?")} {
			if strings.Contains(got, "2026-02-13") || !strings.Contains(got, "February") {
				t.Errorf("%q", got)
			}
		}
	}
	for name, want := range map[string]string{"from_date": "from 20 October 2025", "available_on": "available on 20 October 2025"} {
		if got := RedirectAdd(rand.New(rand.NewPCG(1, 2)), Param{Name: name, Type: "string"}, "2025-10-20"); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
