package role

import (
	"encoding/json"
	"testing"
)

// Money quoted per a small unit is sized by that unit (a word is cents,
// a mile a dollar or two), a document's word count runs to thousands, an
// insured value to tens of thousands, and a version is a small number.
func TestCountAndRateSizes(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "quote", Description: "Quote a job."}
	for _, c := range []struct {
		name, typ string
		kind      Kind
		unit      string
		lo, hi    float64
	}{
		{"ratePerWordCents", "integer", Money, "cents", 8, 30},
		{"price_per_word", "number", Money, "", 0.08, 0.3},
		{"rate_per_mile", "number", Money, "", 0.6, 3.5},
		{"wordCount", "integer", Count, "", 300, 6000},
		{"word_count", "integer", Count, "", 300, 6000},
		{"insuranceValueUsd", "number", Money, "USD", 5000, 250000},
		{"valuation_usd", "number", Money, "USD", 5000, 250000},
		{"insured_amount", "number", Money, "", 5000, 250000},
		{"proof_version", "integer", Number, "", 1, 6},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"` + c.typ + `"}`)})
		if r.Kind != c.kind || r.Unit != c.unit || r.Typical == nil || r.Typical.Lo != c.lo || r.Typical.Hi != c.hi {
			t.Errorf("%s: %s %q %+v (%s), want %s %q [%v, %v]", c.name, r.Kind, r.Unit, r.Typical, r.Why, c.kind, c.unit, c.lo, c.hi)
		}
	}
	// a cap on words or a rate per hour is no word count or per-word price
	for _, name := range []string{"max_words", "rate_per_hour_cents"} {
		r := Classify(tool, ParamContext{Name: name, Path: "/" + name, Schema: json.RawMessage(`{"type":"integer"}`)})
		if r.Typical != nil && (r.Typical.Lo == 300 || r.Typical.Hi == 30) {
			t.Errorf("%s: %+v (%s)", name, r.Typical, r.Why)
		}
	}
}
