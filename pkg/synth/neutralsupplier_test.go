package synth

import (
	"slices"
	"testing"
)

// A supplier where nothing tells the trade gets a neutral name (no
// robotics or law firm supplying roses or rock salt), and a supplier's
// batch is a batch's identifier, no organisation.
func TestNeutralSupplier(t *testing.T) {
	src := `{"type":"object","properties":{"supplier":{"type":"string"},"tonnes":{"type":"number"}},"required":["supplier"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 4, RootObject: true, Topic: "record_salt_delivery"}) {
		s, _ := m["supplier"].(string)
		if !slices.Contains(genericSupplies, s) {
			t.Errorf("supplier %q: no neutral supplier", s)
		}
	}
	src = `{"type":"object","properties":{"supplierBatch":{"type":"string"}},"required":["supplierBatch"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 4, RootObject: true, Topic: "adjust_stock"}) {
		if s, _ := m["supplierBatch"].(string); slices.Contains(genericSupplies, s) || slices.Contains(orgNames, s) {
			t.Errorf("supplierBatch %q: an organisation", s)
		}
	}
}
