package prompt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestClarifyKeyWordsNotRead: a clarification never reads a parameter's
// key with its unit or bound word ("What's the brine volume hl?", "What's
// the from date?", "When was it occurred?", "Which inspected by is it?",
// "What kg should I use?"); it asks for the amount in its unit, the
// bound, the act, or who did it.
func TestClarifyKeyWordsNotRead(t *testing.T) {
	ps := devParams(t, "log_brine_tank", "Log a brine tank.",
		`{"type":"object","properties":{
		"brine_volume_hl":{"type":"number"},"density_sg":{"type":"number"},"fee_pence":{"type":"integer"},
		"kg":{"type":"number"},"from_date":{"type":"string","format":"date"},
		"spilled_at":{"type":"string","format":"date-time"},"leaked_occurred_at":{"type":"string","format":"date-time"},
		"closes_at":{"type":"string","format":"date-time"},"new_refill_at":{"type":"string","format":"date-time"},
		"inspected_by":{"type":"string"},"voided_by":{"type":"string","enum":["Owner","Keeper"]},
		"sorted_by":{"type":"string"}},
		"required":["brine_volume_hl","density_sg","fee_pence","kg","from_date","spilled_at","leaked_occurred_at","closes_at","new_refill_at","inspected_by","voided_by","sorted_by"]}`)
	for _, c := range []struct {
		name, want, not string
	}{
		{"brine_volume_hl", "in hL?", "volume hl"},
		{"density_sg", "density", "density sg"},
		{"fee_pence", "fee", "fee pence"},
		{"kg", "How many kg", "What kg"},
		{"from_date", "From which date?", "from date"},
		{"closes_at", "When should it close?", "closes at"},
		{"new_refill_at", "When is the new refill?", "refill at"},
		{"inspected_by", "Who inspected it?", "inspected by"},
		{"sorted_by", "", "Who sorted"},
	} {
		for seed := range uint64(6) {
			q := ClarifyQuestion(rand.New(rand.NewPCG(seed, 9)), ps[c.name])
			if !strings.Contains(q, c.want) || strings.Contains(q, c.not) {
				t.Errorf("%s: %q, want %q and not %q", c.name, q, c.want, c.not)
			}
		}
	}
	for seed := range uint64(6) {
		if q := choiceQuestion(rand.New(rand.NewPCG(seed, 9)), ps["voided_by"]); !strings.Contains(q, "Who voided it: ") {
			t.Errorf("voided_by: %q", q)
		}
	}
	if q := intransitives["occurred"]; q != "occur" {
		t.Errorf("occurred: %q", q)
	}
	if q := whenQuestion(rand.New(rand.NewPCG(1, 9)), Param{Name: "landed_at", Type: "string", Role: ps["spilled_at"].Role}); !strings.Contains(q, "When did it land?") {
		t.Errorf("landed_at: %q", q)
	}
}

// TestClarifyViaAsksHow: a choice named "<verb> via" is asked as how to
// do it ("How should I ship it: barge or rail?"); a participle is not.
func TestClarifyViaAsksHow(t *testing.T) {
	if v := viaVerb("ship via"); v != "ship" {
		t.Errorf("viaVerb(ship via) = %q", v)
	}
	if v := viaVerb("shipped via"); v != "" {
		t.Errorf("viaVerb(shipped via) = %q", v)
	}
}

// TestPlaceholderKey: "arg0" and "param12" are placeholder names
// (letters, then digits to the end); "2fa" and "v2x" are not.
func TestPlaceholderKey(t *testing.T) {
	for w, want := range map[string]bool{"arg0": true, "param12": true, "id": false, "2fa": false, "v2x": false} {
		if got := placeholderKey(w); got != want {
			t.Errorf("placeholderKey(%q) = %v, want %v", w, got, want)
		}
	}
}
