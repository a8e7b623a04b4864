package role

import "testing"

// A volume named in hectolitres ("volume_hl", a brewery's batch) is a
// quantity in hL, never a fill of fuel in litres.
func TestHectolitreName(t *testing.T) {
	tool := ToolContext{Name: "rack_beer", Description: "Move a brew to a conditioning tank."}
	r := Classify(tool, ParamContext{Name: "volume_hl", Path: "/volume_hl",
		Schema: []byte(`{"type":"number","exclusiveMinimum":0,"description":"Volume moved in hectolitres."}`)})
	if r.Kind != Quantity || r.Unit != "hL" {
		t.Errorf("volume_hl: %s in %q (%s), want a quantity in hL", r.Kind, r.Unit, r.Why)
	}
	if u, ok := WrittenUnit("hl"); !ok || u != "hL" {
		t.Errorf("WrittenUnit(hl) = %q, %v, want hL", u, ok)
	}
}
