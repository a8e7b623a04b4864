package role

import "testing"

// TestGramsBox: a shipped box weighed in grams or ounces by its name or
// prose takes a box's kilograms restated in that unit (a kilogram and
// more), not 1 to 20 grams; one weighed in kilograms keeps 1–20.
func TestGramsBox(t *testing.T) {
	cases := []struct {
		name, schema, unit string
		lo                 float64
	}{
		{"weight_grams", `{"type":"integer","minimum":1}`, "grams", 500},
		{"weight", `{"type":"integer","description":"Actual weight in grams."}`, "grams", 500},
		{"weight_oz", `{"type":"number"}`, "oz", 20},
		{"weight_kg", `{"type":"number"}`, "kg", 1},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: "quote_courier", Description: "Price a courier consignment of boxes."},
			ParamContext{Name: c.name, Path: "/boxes/*/" + c.name, Schema: []byte(c.schema)})
		if r.Unit != c.unit || r.Typical == nil || r.Typical.Lo < c.lo {
			t.Errorf("%s: %s in %q typical %+v (%s), want %q from %v", c.name, r.Kind, r.Unit, r.Typical, r.Why, c.unit, c.lo)
		}
	}
}
