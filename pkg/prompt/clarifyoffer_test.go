package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyOffersListChoices: a list whose items come from an enum is
// asked for by offering the choices in words ("Which skills covered:
// junctions, parallel parking or hill start?"), so the reply's words
// ("parallel parking") answer what was shown; never "Which skills
// covereds should I use?".
func TestClarifyOffersListChoices(t *testing.T) {
	ps := devParams(t, "log_lesson", "Log a driving lesson's outcome.",
		`{"type":"object","properties":{"lesson_id":{"type":"string"},"skills_covered":{"type":"array","items":{"type":"string","enum":["junctions","parallel_parking","hill_start"]}}},"required":["lesson_id","skills_covered"]}`)
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 6))
		q := ClarifyQuestion(rng, ps["skills_covered"])
		if !strings.Contains(q, "junctions, parallel parking or hill start") || strings.Contains(q, "covereds") {
			t.Errorf("question %q does not offer the choices in words", q)
		}
	}
}
