package synth

import (
	"encoding/json"
	"testing"
)

// A calendar year whose description or default gives an example stays
// near the reference date: a hop farm's list_contracts crop_year
// ("Harvest year the contract covers, e.g. 2026.") was drawn half to three
// times its example, 1372 or 2696.
func TestYearWithExampleIsNearReference(t *testing.T) {
	t.Parallel()
	for _, src := range []string{
		`{"type":"object","properties":{"crop_year":{"type":"integer","description":"Harvest year the order covers, e.g. 2026."}},"required":["crop_year"]}`,
		`{"type":"object","properties":{"crop_year":{"anyOf":[{"type":"integer"},{"type":"null"}],"default":2024,"title":"Crop Year"}},"required":["crop_year"]}`,
		`{"type":"object","properties":{"year":{"type":"integer","examples":[2019]}},"required":["year"]}`,
	} {
		for _, in := range instances(t, src, 30, Options{Seed: 3, Key: "years", RootObject: true, Topic: "list_orders", About: "List orders from buyers."}) {
			var m map[string]any
			if err := json.Unmarshal(in, &m); err != nil {
				t.Fatal(err)
			}
			for k, v := range m {
				y, ok := v.(float64)
				if !ok {
					continue // the null of anyOf
				}
				if y < 1990 || y > 2030 {
					t.Errorf("%s: %s = %v, want a year near the reference date", src, k, y)
				}
			}
		}
	}
}
