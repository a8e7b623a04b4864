package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyBookingWords wants a clarification's reply to name enum
// choices in words ("teeth cleaning"), a person asked for with "who" and
// "their", a time of day replied "at", and a thing being registered
// never asked about as "which one".
func TestClarifyBookingWords(t *testing.T) {
	ps := devParams(t, "book_clean", "Book a cleaning for a customer.",
		`{"type":"object","properties":{"services":{"type":"array","items":{"type":"string","enum":["deep_clean","window_wash"]}},`+
			`"owner_name":{"type":"string","description":"Full name of the home owner"},"time":{"type":"string","description":"Start time HH:MM"}},"required":["services","owner_name","time"]}`)
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 9))
		if a := ClarifyAnswer(rng, ps["services"], []any{"deep_clean", "window_wash"}, "Which services should I use?"); strings.Contains(a, "_") {
			t.Errorf("services: %q, want words", a)
		}
		if q := ClarifyQuestion(rng, ps["owner_name"]); strings.Contains(q, "its") {
			t.Errorf("owner_name: %q, want 'their'", q)
		}
		if a := ClarifyAnswer(rng, ps["time"], "12:15", "What time should I put down?"); strings.Contains(a, "On ") {
			t.Errorf("time: %q, want no 'On'", a)
		}
	}
	pa := devParams(t, "add_animal", "Register a new cat on a household's profile.",
		`{"type":"object","properties":{"household_id":{"type":"string","description":"Household id, e.g. H-2291"},`+
			`"name":{"type":"string"},"breed":{"type":"string"}},"required":["household_id","name","breed"]}`)
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 9))
		if q := AskQuestion(rng, []Param{pa["name"]}, map[string]any{}, "Could you register a cat, for household H-5267 and breed Siamese?"); strings.Contains(q, "Which one") {
			t.Errorf("name: %q, a new thing is not 'which one'", q)
		}
	}
}
