package synth

import (
	"slices"
	"testing"
)

// A base a description says is an IATA or three-letter code is an
// airport's code, never a branch named for where it is ("Central
// Station"): the role keeps it a branch without the place names, and
// the value is a real airport's code.
func TestCodedBaseIsAnAirport(t *testing.T) {
	src := `{"type":"object","properties":{"base":{"type":"string","description":"3-letter IATA code of the depot the route starts at"}},"required":["base"]}`
	for _, m := range decodeAll(t, src, 12, Options{Seed: 3, Key: "ferry/list_routes", Topic: "list_routes", RootObject: true}) {
		if v, _ := m["base"].(string); !slices.Contains(airports, v) {
			t.Errorf("base %q, want an airport's code", v)
		}
	}
}
