package synth

import (
	"strings"
	"testing"
)

// A vet practice orders infusion pumps (written for this test): the
// devices are of a kind no model list covers, so the model is a model
// designation ("Nova 90"), never a laptop or a tablet ("Latitude 5440");
// a laptop's model stays a laptop's.
func TestModelOfAnUnknownDevice(t *testing.T) {
	src := `{"type":"object","properties":{"manufacturer":{"type":"string"},"model":{"type":"string"}},"required":["manufacturer","model"]}`
	gadgets := map[string]bool{}
	for _, ps := range deviceMakes {
		for _, p := range ps {
			gadgets[p[1]] = true
		}
	}
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "order_infusion_pump",
			About: "Order infusion pumps. Places an order with the manufacturer for one or more devices."}) {
			if v, _ := m["model"].(string); gadgets[v] || !strings.Contains(v, " ") {
				t.Errorf("seed %d: model %q, want a model designation", seed, v)
			}
		}
	}
	for _, m := range decodeAll(t, src, 4, Options{Seed: 1, RootObject: true, Topic: "order_laptop", About: "Order a laptop for a new hire."}) {
		if v, _ := m["model"].(string); !gadgets[v] {
			t.Errorf("laptop model %q, want a laptop's", v)
		}
	}
}
