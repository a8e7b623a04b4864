package synth

import (
	"slices"
	"strconv"
	"testing"
)

// A county show's entry (written for this test): the breed is one of the
// species entered, never a filler word ("general", "standard"), and the
// weight in kg is one that species weighs.
func TestBreedOfSpecies(t *testing.T) {
	src := `{"type":"object","properties":{
	"species":{"type":"string","enum":["cattle","sheep","goats"]},
	"breed":{"type":"string"},
	"weight_kg":{"type":"number"}},
	"required":["species","breed","weight_kg"]}`
	kinds := map[string]string{"cattle": "cattle", "sheep": "sheep", "goats": "goat"}
	for seed := int64(1); seed <= 6; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "enter_show", About: "Enter an animal in the county show."}) {
			sp, _ := m["species"].(string)
			b, _ := m["breed"].(string)
			w, _ := m["weight_kg"].(float64)
			bs := animalBreeds[kinds[sp]]
			i := slices.IndexFunc(bs, func(x breed) bool { return x.name == b })
			if i < 0 {
				t.Errorf("seed %d: %s breed %q, want a breed of %s", seed, sp, b, sp)
				continue
			}
			if w < bs[i].lo*0.8 || w > bs[i].hi {
				t.Errorf("seed %d: %s %s of %s kg", seed, sp, b, strconv.FormatFloat(w, 'f', -1, 64))
			}
		}
	}
}
