package synth

import (
	"slices"
	"testing"
)

// TestEnergySupplier checks that the supplier of a tool about an
// electricity tariff is an energy company, not an organisation of
// another trade.
func TestEnergySupplier(t *testing.T) {
	schema := `{"type":"object","properties":{"supplier":{"type":"string"},"plan":{"type":"string","enum":["fixed","variable"]}},
		"required":["supplier","plan"]}`
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 5, Key: "k", RootObject: true, Topic: "choose_home_plan",
		About: "Choose the home's electricity tariff."}) {
		if v, _ := m["supplier"].(string); !slices.Contains(energySuppliers, v) {
			t.Errorf("supplier %q, want an energy supplier", v)
		}
	}
}
