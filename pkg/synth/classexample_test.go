package synth

import "testing"

// A name whose description gives one example of a class of things synth
// knows ("Drug name, e.g. amoxicillin") takes other members of the class
// too, not the example in every instance.
func TestOneExampleOfKnownClass(t *testing.T) {
	sch := `{"type":"object","properties":{"drug":{"type":"string","description":"Drug name, e.g. amoxicillin"}},"required":["drug"]}`
	seen := map[string]bool{}
	for _, m := range decodeAll(t, sch, 12, Options{Seed: 3, RootObject: true, Topic: "prescribe_medication", About: "Prescribe a medication for a patient."}) {
		seen[m["drug"].(string)] = true
	}
	if len(seen) < 4 {
		t.Errorf("drugs %v: want several medicines, not the one example", seen)
	}
}
