package synth

import (
	"strings"
	"testing"
)

// A field that holds what a visitor needs takes a short phrase of the
// need, never a username: "user" in its example ("e.g. wheelchair user")
// names no account.
func TestNeedsFieldIsAPhraseNotAHandle(t *testing.T) {
	src := `{"type":"object","properties":{"visitor_name":{"type":"string"},"mobility_needs":{"type":"string","description":"e.g. wheelchair user, no stairs"},"access_requirements":{"type":"string","description":"Anything staff should know before the visit."}},"required":["visitor_name","mobility_needs","access_requirements"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 9, RootObject: true, Topic: "reserve_cave_tour"}) {
		for _, k := range []string{"mobility_needs", "access_requirements"} {
			v, _ := m[k].(string)
			if !strings.Contains(v, " ") || len(v) > 40 || strings.ContainsAny(v, ".?") {
				t.Errorf("%s = %q, want a short phrase of a need", k, v)
			}
		}
	}
}
