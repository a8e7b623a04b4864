package synth

import (
	"encoding/json"
	"testing"
)

// TestEitherJoinedNamesOneOption: "Give either loc or lat/lng." makes two
// ways of calling, loc alone and lat with lng; a call never gives lat
// without lng (was "make a recovery job lat 53.4744").
func TestEitherJoinedNamesOneOption(t *testing.T) {
	names := []string{"cause", "lat", "lng", "loc"}
	sets := optionSets("New recovery job. Give either loc or lat/lng.", names, make([]string, 4), make([]bool, 4))
	if len(sets) != 2 {
		t.Fatalf("optionSets = %+v, want 2 sets", sets)
	}
	const src = `{"type":"object","properties":{"cause":{"type":"string","enum":["breakdown","impound"]},
	 "loc":{"type":"string","description":"address / road + direction"},"lat":{"type":"number"},"lng":{"type":"number"}},"required":["cause"]}`
	for _, inst := range instances(t, src, 120, Options{Seed: 3, About: "New recovery job. Give either loc or lat/lng."}) {
		var v map[string]any
		if err := json.Unmarshal(inst, &v); err != nil {
			t.Fatal(err)
		}
		_, lat := v["lat"]
		_, lng := v["lng"]
		if lat != lng {
			t.Errorf("%s: lat and lng go together", inst)
		}
	}
}
