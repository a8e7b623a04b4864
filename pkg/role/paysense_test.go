package role

import (
	"encoding/json"
	"testing"
)

// Pay takes the magnitude of its meaning: a salary bound is tens of
// thousands (salary_max was a count of 1–50, so salary_min came out 40
// after the range was ordered), an hourly wage 15–80 (not 586.51), and
// payment terms are Net 15/30/45/60/90 (not "Net 81" or a search).
func TestPayMagnitude(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "post_job", Description: "Post a job listing."}
	for _, tc := range []struct {
		name, schema string
		lo, hi       float64
	}{
		{"salary_max", `{"type":"number","description":"Maximum salary"}`, 30000, 180000},
		{"salary_min", `{"type":"number","description":"Minimum salary"}`, 30000, 180000},
		{"hourly_rate", `{"type":"number","description":"Hourly wage in USD"}`, 15, 80},
		{"pay", `{"type":"number","description":"Pay per hour"}`, 15, 80},
		{"price_max", `{"type":"number"}`, 1, 500},
	} {
		r := Classify(tool, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema), Siblings: []string{"salary_min", "salary_max", "hourly_rate"}})
		if r.Kind != Money || r.Typical == nil || r.Typical.Lo < tc.lo || r.Typical.Hi > tc.hi {
			t.Errorf("%s: kind %s typical %+v (%s), want money in %v–%v", tc.name, r.Kind, r.Typical, r.Why, tc.lo, tc.hi)
		}
	}
	// max alone still counts results
	if r := Classify(tool, ParamContext{Name: "max", Path: "/max", Schema: json.RawMessage(`{"type":"integer"}`)}); r.Kind != Count {
		t.Errorf("max: kind %s, want count", r.Kind)
	}
	for _, schema := range []string{`{"type":"string","description":"Payment terms such as Net 30"}`, `{"type":"string"}`} {
		r := Classify(ToolContext{Name: "create_invoice", Description: "Create an invoice"}, ParamContext{Name: "payment_terms", Path: "/payment_terms", Schema: json.RawMessage(schema)})
		if r.Kind != Enum || len(r.Values) == 0 || r.Values[0] != "Net 30" {
			t.Errorf("payment_terms %s: kind %s values %v (%s)", schema, r.Kind, r.Values, r.Why)
		}
	}
}
