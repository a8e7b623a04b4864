package synth

import (
	"path/filepath"
	"testing"
)

// On a server about animals (a zoo's animal care), the health area's
// problems are an animal's ("Limping on the right hind leg since this
// morning."), never a person's ("Patient reports mild dizziness in the
// mornings.", "Allergic to penicillin."). Tools of testdata/dev39/zoo_animal_care.json.
func TestAnimalHealthText(t *testing.T) {
	srv, vetTool := serverTool(t, filepath.Join("testdata", "dev39", "zoo_animal_care.json"), "vet_request_create")
	vet := string(vetTool.InputSchema)
	human := map[string]bool{}
	for _, n := range areaLexicon["health"].notes {
		human[n] = true
	}
	for _, it := range areaLexicon["health"].items {
		human[it.title], human[it.text] = true, true
	}
	for _, m := range decodeAll(t, vet, 40, Options{Seed: 9, RootObject: true, Topic: "vet_request_create",
		About: "Ask the vet team to examine or treat an animal.", Server: srv}) {
		if p, _ := m["problem"].(string); human[p] {
			t.Errorf("problem %q: a person's, want an animal's", p)
		}
	}
}
