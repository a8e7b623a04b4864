package synth

import (
	"regexp"
	"testing"
)

// A callsign whose schema states a loose pattern and shows examples
// (G4ABC, M7XYZ, 2E0KLM, M0ABC/P) is drawn in the examples' shape, which
// the pattern accepts: "K7QRT" or "M3XLD/P", no longer "0k94xQz/2" or
// "u75by/qz" drawn from the pattern alone.
func TestPatternedExample(t *testing.T) {
	src := `{"type":"object","properties":{"callsign":{"type":"string",` +
		`"pattern":"^[A-Za-z0-9]{1,3}[0-9][A-Za-z0-9]{0,3}[A-Za-z](/[A-Za-z0-9]{1,4})?$",` +
		`"examples":["G4ABC","M7XYZ","2E0KLM","M0ABC/P"]}},"required":["callsign"]}`
	shaped := regexp.MustCompile(`^[A-Z0-9]{1,2}[0-9][A-Z]{3}(/[A-Z])?$`)
	for _, m := range decodeAll(t, src, 40, Options{Seed: 3, RootObject: true, Topic: "findMember", About: "Look up a club member by callsign."}) {
		if v := m["callsign"].(string); !shaped.MatchString(v) {
			t.Errorf("callsign %q, want the examples' shape (capitals, digits, three letters)", v)
		}
	}
}
