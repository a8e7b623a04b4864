package synth

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// An animal's date of birth is months or a few years back, not an adult
// person's: a rabbit registered at a vet, a patient of a pet clinic; the
// owner on the same server is still an adult.
func TestAnimalDateOfBirth(t *testing.T) {
	src := `{"type":"object","properties":{"name":{"type":"string"},"date_of_birth":{"type":"string","format":"date"}},"required":["name","date_of_birth"]}`
	srv := role.NewServer("pet_clinic", []role.ServerTool{
		{Name: "add_patient", Description: "Add a patient to the clinic.", InputSchema: json.RawMessage(src)},
		{Name: "register_owner", Description: "Register a pet owner.", InputSchema: json.RawMessage(src)},
	})
	cases := []struct {
		topic, about string
		server       *role.Server
		animal       bool
	}{
		{"register_rabbit", "Register a rabbit for boarding.", nil, true},
		{"add_patient", "Add a patient to the clinic.", srv, true},
		{"register_owner", "Register a pet owner.", srv, false},
		{"add_patient", "Add a patient to the clinic.", nil, false},
	}
	for _, c := range cases {
		for _, m := range decodeAll(t, src, 20, Options{Seed: 12, RootObject: true, Topic: c.topic, About: c.about, Server: c.server}) {
			d, err := time.Parse("2006-01-02", m["date_of_birth"].(string))
			if err != nil {
				t.Fatalf("%s: %v", c.topic, err)
			}
			age := refDate.Sub(d).Hours() / 24 / 365
			if c.animal && (age < 0 || age > 15) {
				t.Errorf("%s (server %v): born %s, %.0f years old: want an animal's 0 to 15", c.topic, c.server != nil, d.Format("2006-01-02"), age)
			}
			if !c.animal && age < 18 {
				t.Errorf("%s (server %v): born %s, %.0f years old: want an adult", c.topic, c.server != nil, d.Format("2006-01-02"), age)
			}
		}
	}
}
