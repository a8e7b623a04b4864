package synth

import (
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// On a server about animals (a zoo's animal care), the health area's
// problems are an animal's ("Limping on the right hind leg since this
// morning."), never a person's ("Patient reports mild dizziness in the
// mornings.", "Allergic to penicillin."). Tools of testdata/dev39/zoo_animal_care.json.
func TestAnimalHealthText(t *testing.T) {
	_, tools := testenv.LoadTools(t, filepath.Join("testdata", "dev39", "zoo_animal_care.json"))
	var sts []role.ServerTool
	vet := ""
	for _, tl := range tools {
		sts = append(sts, role.ServerTool{Name: tl.Name, Description: tl.Description, InputSchema: tl.InputSchema})
		if tl.Name == "vet_request_create" {
			vet = string(tl.InputSchema)
		}
	}
	srv := role.NewServer("zoo_animal_care", sts)
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
