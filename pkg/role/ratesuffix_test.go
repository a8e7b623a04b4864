package role

import "testing"

// TestRateSuffix: a number whose key ends "<unit> per <unit>" is a rate
// in both ("rate_l_per_ha" in L/ha), never an area in the last ("ha");
// a key ending "per ha" after no unit ("yield_per_ha") is no area either.
func TestRateSuffix(t *testing.T) {
	s, tools := loadServer(t, "dev42/hop_farm.json")
	for _, k := range []string{"/rate_l_per_ha", "/water_l_per_ha"} {
		r := fileRole(t, s, tools, "spray_record_add", k)
		if r.Kind != Quantity || r.Unit != "L/ha" {
			t.Errorf("%s: %s %q, want a quantity in L/ha", k, r.Kind, r.Unit)
		}
	}
	if r := fileRole(t, s, tools, "spray_record_add", "/area_ha"); r.Unit != "ha" {
		t.Errorf("area_ha: %q, want ha", r.Unit)
	}
	y := Classify(ToolContext{Name: "harvest_add"}, ParamContext{Name: "yield_per_ha", Path: "/yield_per_ha", Schema: []byte(`{"type":"number"}`)})
	if y.Unit == "ha" {
		t.Errorf("yield_per_ha read as an area in ha")
	}
}
