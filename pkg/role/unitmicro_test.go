package role

import (
	"encoding/json"
	"testing"
)

// TestMicrolitreSuffix: a number named in microlitres ("volumeUl",
// "drawn_ul") is a Quantity in µl with a pipette's range, and one whose
// "ul" follows a mass ("conc_ng_ul") is a concentration in ng/µl, never
// a volume.
func TestMicrolitreSuffix(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "log_aliquot", Description: "Record an aliquot drawn from a specimen tube."}
	for _, c := range []struct{ name, unit string }{
		{"volumeUl", "µl"}, {"drawn_ul", "µl"}, {"conc_ng_ul", "ng/µl"}, {"yield_pg_ul", "pg/µl"},
	} {
		r := Classify(tool, ParamContext{Name: c.name, Path: "/" + c.name, Schema: json.RawMessage(`{"type":"number"}`)})
		if r.Kind != Quantity || r.Unit != c.unit || r.Typical == nil || r.Typical.Lo <= 0 {
			t.Errorf("%s: %s in %q typical %v (%s), want a quantity in %s", c.name, r.Kind, r.Unit, r.Typical, r.Why, c.unit)
		}
	}
}
