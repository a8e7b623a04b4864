package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyUnitSpelledOut: an amount named with a spelled-out unit or a
// currency code ("cap_watts", "fee_usd") is asked as the amount, then
// its unit ("What's the cap, in watts?"), never its name read out ("What's
// the cap watts?"), and answered with the unit; a time's lower bound
// ("slotMin") is asked as a bound ("From which date?").
func TestClarifyUnitSpelledOut(t *testing.T) {
	ps := devParams(t, "set_heater_cap", "Set a heater's cap.",
		`{"type":"object","properties":{"cap_watts":{"type":"number"},"fee_usd":{"type":"number"},"slotMin":{"type":"string","format":"date-time"}},"required":["cap_watts","fee_usd","slotMin"]}`)
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 3))
		if q := ClarifyQuestion(rng, ps["cap_watts"]); strings.Contains(q, "cap watts") || !strings.Contains(q, "in watts") {
			t.Errorf("cap_watts: %q", q)
		}
		if q := ClarifyQuestion(rng, ps["fee_usd"]); strings.Contains(strings.ToLower(q), "fee usd") || !strings.Contains(q, "in USD") {
			t.Errorf("fee_usd: %q", q)
		}
		if q := ClarifyQuestion(rng, ps["slotMin"]); strings.Contains(strings.ToLower(q), "slot min") {
			t.Errorf("slotMin: %q", q)
		}
	}
}

// TestRecordsSaidWithKeys: a clarification for a list of records names
// each key in words, a unit after what it measures ("the mass in grams
// and the depth in cm"), and the reply says the values as answers
// ("40 grams and 12 cm", "From K1 to K4", "R-7, rank 3"), never bare
// values run together ("40: 12.").
func TestRecordsSaidWithKeys(t *testing.T) {
	p := Param{Name: "boxes", Human: "boxes", Type: "array"}
	boxes := []any{map[string]any{"mass_grams": 40.0, "depth_cm": 12.0}}
	rng := rand.New(rand.NewPCG(1, 1))
	if q := recordsQuestion(rng, p, boxes); !strings.Contains(q, "the mass in grams") || !strings.Contains(q, "the depth in cm") {
		t.Errorf("question: %q", q)
	}
	for _, c := range []struct {
		v    []any
		want string
	}{
		{boxes, "12 cm and 40 grams."},
		{[]any{map[string]any{"from_step": "K1", "to_step": "K4"}}, "From K1 to K4."},
		{[]any{map[string]any{"code": "R-7", "rank": 3.0}}, "R-7, rank 3."},
		{[]any{map[string]any{"mass_grams": 6.0}}, "6 grams."},
		{[]any{map[string]any{"name": "Ana Costa", "note": "prefers morning meetings"}}, "Ana Costa: prefers morning meetings."},
	} {
		if got := recordsReply(c.v); got != c.want {
			t.Errorf("recordsReply(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}
