package synth

import (
	"slices"
	"testing"
)

// A form named after the examples ("e.g. X, or common name") is no value,
// and a species is a pet's only where animals are kept or treated.
func TestSpeciesFormAndSetting(t *testing.T) {
	if got := bareExampleList("e.g. Pipistrellus pygmaeus, or common name", "species"); got != nil {
		t.Errorf("bareExampleList read %q from an example and a form", got)
	}
	if got := bareExampleList("e.g. red, green, or blue", "colour"); !slices.Equal(got, []string{"red", "green", "blue"}) {
		t.Errorf("bareExampleList(red, green, or blue) = %q", got)
	}
	src := `{"type":"object","properties":{"species":{"type":"string","description":"e.g. Pipistrellus pygmaeus, or common name"}},"required":["species"]}`
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 6, Options{Seed: seed, RootObject: true, Topic: "add_call_record", About: "Add an identified call from a detector session."}) {
			if v := m["species"]; v != "Pipistrellus pygmaeus" {
				t.Errorf("seed %d: species %q, want the stated example", seed, v)
			}
		}
	}
	pet := `{"type":"object","properties":{"species":{"type":"string"}},"required":["species"]}`
	for _, m := range decodeAll(t, pet, 6, Options{Seed: 1, RootObject: true, Topic: "register_patient", About: "Register a new patient at the vet clinic."}) {
		if v, _ := m["species"].(string); !slices.Contains(animals, v) {
			t.Errorf("vet species %q, want a kept animal", v)
		}
	}
}
