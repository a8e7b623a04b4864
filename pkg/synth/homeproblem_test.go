package synth

import "testing"

// A tenant's maintenance request describes a fault of the home, one of
// the kind its category names, never a listing of the flat.
func TestHomeMaintenanceDescribesAFault(t *testing.T) {
	src := `{"type":"object","properties":{"flatRef":{"type":"string"},"trade":{"type":"string","enum":["plumbing","pest","locks_keys","other"]},
		"description":{"type":"string"}},"required":["flatRef","trade","description"]}`
	want := map[string]string{"plumbing": "sink", "pest": "Mouse", "locks_keys": "lock"}
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "lodge_repair_ticket",
			About: "Raise a maintenance request for an apartment on behalf of its tenant."}) {
			d, _ := m["description"].(string)
			if !homeProblemSet[d] {
				t.Errorf("seed %d: description %q, want a fault in the home", seed, d)
				continue
			}
			if w, ok := want[m["trade"].(string)]; ok && !containsAny(d, w) {
				t.Errorf("seed %d: trade %s with description %q", seed, m["trade"], d)
			}
		}
	}
}
