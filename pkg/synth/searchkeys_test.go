package synth

import (
	"regexp"
	"testing"
)

// TestSearchKeysSurnameDigits: a search matched against a horse's name, a
// rider's surname or a 12-digit passport number searches with one of
// them: an animal's name, a surname or twelve digits, never a sentence.
func TestSearchKeysSurnameDigits(t *testing.T) {
	desc := "Free text matched against horse name, rider surname or the 12-digit passport number."
	if got := string(searchKeys(desc)); got != "asd" {
		t.Fatalf("searchKeys = %q, want \"asd\"", got)
	}
	src := `{"type":"object","properties":{"query":{"type":"string","description":"` + desc + `"}},"required":["query"]}`
	digits := regexp.MustCompile(`^[1-9]\d{11}$`)
	word := regexp.MustCompile(`^[A-Z][a-z]+$`)
	for _, m := range decodeAll(t, src, 30, Options{Seed: 9, RootObject: true, Topic: "find_horses", About: "Find horses in the stable register."}) {
		if q := m["query"].(string); !digits.MatchString(q) && !word.MatchString(q) {
			t.Errorf("query %q is no name, surname or 12-digit number", q)
		}
	}
}
