package synth

import (
	"encoding/json"
	"slices"
	"testing"
)

// An object that says an animal's species names the animal as a pet is
// named, and leaves out an optional breed for a species whose breeds are
// not known: a reptile is no Cocker Spaniel, and a name is no visit
// reason or project title.
func TestFitAnimalNameAndBreed(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"species":{"type":"string","enum":["dog","cat","rabbit","guinea_pig","bird","reptile","other"]},` +
		`"name":{"type":"string"},"breed":{"type":"string"}},"required":["species","name"]}`
	for _, raw := range instances(t, src, 60, Options{Seed: 3}) {
		var m map[string]string
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(displayNames["pet"], m["name"]) {
			t.Errorf("%s: the name is no pet's name", raw)
		}
		if b, ok := m["breed"]; ok && (m["species"] != "dog" && m["species"] != "cat" && m["species"] != "rabbit" || breedAnimal(b) != m["species"]) {
			t.Errorf("%s: a breed of another species", raw)
		}
	}
	// a species no pet or stock is named ("Danio rerio"): the name is left as drawn
	lab := `{"type":"object","properties":{"species":{"type":"string","enum":["Danio rerio","Mus musculus"]},"name":{"type":"string"}},"required":["species","name"]}`
	for _, raw := range instances(t, lab, 20, Options{Seed: 3}) {
		var m map[string]string
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if slices.Contains(displayNames["pet"], m["name"]) {
			t.Errorf("%s: a lab strain named as a pet", raw)
		}
	}
}
