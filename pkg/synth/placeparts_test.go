package synth

import (
	"slices"
	"testing"
)

// TestPlaceParts: the street, postal code and country of an address with
// a city are the city's, never the schema's examples of another city's
// ("9 Elm Row", "EH1 3AA", "GB" beside Lisbon).
func TestPlaceParts(t *testing.T) {
	src := `{"type":"object","properties":{"stop":{"type":"object","properties":{
		"line1":{"type":"string","examples":["9 Elm Row"]},"city":{"type":"string"},
		"postcode":{"type":"string","examples":["EH1 3AA"]},"country":{"type":"string","description":"ISO 3166-1 alpha-2 code","examples":["GB"]}},
		"required":["line1","city","postcode","country"]}},"required":["stop"]}`
	byCity := map[string]place{}
	for _, p := range places {
		byCity[p.city] = p
	}
	for _, m := range decodeAll(t, src, 40, Options{Seed: 11, RootObject: true, Topic: "add_stop", About: "Add a stop to a delivery route."}) {
		a := m["stop"].(map[string]any)
		city, _ := a["city"].(string)
		p, ok := byCity[city]
		if !ok {
			continue
		}
		if a["line1"] == "9 Elm Row" && city != "Edinburgh" || a["postcode"] == "EH1 3AA" && city != "Edinburgh" {
			t.Errorf("%s took another city's example: %v", city, a)
		}
		if cc, ok := countryCodes[p.country]; ok && a["country"] != cc[0] {
			t.Errorf("%s in country %v, want %s", city, a["country"], cc[0])
		}
		if s, _ := a["line1"].(string); s != "9 Elm Row" && !slices.Contains(p.streets, s) {
			t.Logf("%s: street %q is none of the city's", city, s)
		}
	}
}
