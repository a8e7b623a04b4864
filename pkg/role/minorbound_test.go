package role

import "testing"

// TestMinorUnitsBound: a max or min bound whose description says minor
// units is money in cents, not a count of results.
func TestMinorUnitsBound(t *testing.T) {
	r := classify("search_rugs", "priceCeilingMax", `{"type":"integer","description":"Maximum asking price (minor units)"}`)
	if r.Kind != Money || r.Unit != "cents" {
		t.Errorf("priceCeilingMax: got %+v", r)
	}
	r = classify("search_rugs", "max_results", `{"type":"integer","description":"Maximum number of rugs"}`)
	if r.Kind == Money {
		t.Errorf("max_results: got %+v", r)
	}
}
