package synth

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A search over records of people ("find household", "find hackers",
// "member search") is a person's name, never a web search or a recipe
// of the area ("how to file taxes as a freelancer", "slow cooker beef
// stew" as a household searched for). Shapes from a food bank's and a
// hackathon platform's terse tools.
func TestPeopleSearchIsAName(t *testing.T) {
	household := `{"type":"object","properties":{"q":{"type":"string"},"zip":{"type":"string"}},"required":["q"]}`
	hackers := `{"type":"object","properties":{"q":{"type":"string"},"e":{"type":"string"}},"required":["q"]}`
	food := role.NewServer("food_bank", []role.ServerTool{
		{Name: "hhFind", Description: "find household. id = HH + 5 digits", InputSchema: json.RawMessage(household)},
		{Name: "inv", Description: "inventory on hand", InputSchema: json.RawMessage(`{"type":"object","properties":{"cat":{"type":"string"}}}`)},
	})
	hack := role.NewServer("hackathon_platform", []role.ServerTool{
		{Name: "u.find", Description: "find hackers", InputSchema: json.RawMessage(hackers)},
		{Name: "sub.ls", Description: "submissions", InputSchema: json.RawMessage(`{"type":"object","properties":{"e":{"type":"string"}}}`)},
	})
	cases := []struct {
		topic, about, schema string
		server               *role.Server
	}{
		{"hhFind", "find household. id = HH + 5 digits", household, food},
		{"u.find", "find hackers", hackers, hack},
	}
	for _, c := range cases {
		for _, m := range decodeAll(t, c.schema, 40, Options{Seed: 3, RootObject: true, Topic: c.topic, About: c.about, Server: c.server}) {
			q, _ := m["q"].(string)
			w := strings.Fields(q)
			if len(w) == 0 || len(w) > 2 || strings.ToLower(w[0]) == w[0] {
				t.Errorf("%s: query %q: want a person's name", c.topic, q)
			}
		}
	}
}

// A server whose parameters take a "zip" sits in the United States: its
// ZIP codes are five digits, not another country's postcodes ("D01
// F5P2", "1100-148").
func TestZipKeyPlacesServerInUS(t *testing.T) {
	schema := `{"type":"object","properties":{"nm":{"type":"string"},"zip":{"type":"string"}},"required":["nm","zip"]}`
	srv := role.NewServer("food_bank", []role.ServerTool{
		{Name: "hhNew", Description: "register household (self-declared income ok)", InputSchema: json.RawMessage(schema)},
	})
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 5, RootObject: true, Topic: "hhNew", About: "register household", Server: srv}) {
		z, _ := m["zip"].(string)
		if len(z) != 5 || strings.Trim(z, "0123456789") != "" {
			t.Errorf("zip %q: want a five-digit US ZIP code", z)
		}
	}
}
