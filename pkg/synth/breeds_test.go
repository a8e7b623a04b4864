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

// TestStockOfOneSpecies: a livestock sale's lot (a tool written for this
// test) speaks of one kind of animal: a lot of sheep has a sheep's breed
// and sex ("ewe", never "heifer"), a lot of cattle a bovine's.
func TestStockOfOneSpecies(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"species":{"type":"string","enum":["cattle","sheep"]},
		"breed":{"type":"string","description":"Breed or cross, e.g. \"Limousin x\", \"Texel x\", \"Aberdeen Angus\"."},
		"sex":{"type":"string","enum":["steer","heifer","bull","cow","ewe","ram","wether","mixed"]}},"required":["species","breed","sex"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 7, Key: "mart", RootObject: true, Topic: "enter_lot", About: "Enter stock for a sale."}) {
		sp, sex := m["species"].(string), m["sex"].(string)
		if a := animalKinds[sex]; a != "" && a != sp {
			t.Errorf("species %s with sex %s", sp, sex)
		}
		if a := breedAnimal(m["breed"].(string)); a != "" && a != sp {
			t.Errorf("species %s with breed %s", sp, m["breed"])
		}
	}
}
