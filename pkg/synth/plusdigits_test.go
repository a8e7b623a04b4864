package synth

import (
	"regexp"
	"testing"
)

// An id stated as a prefix plus digits ("K + 6 digits") is drawn whole,
// prefix and digits, never the bare digits (tool written for this test).
func TestPlusDigitsDrawn(t *testing.T) {
	t.Parallel()
	want := regexp.MustCompile(`^K[0-9]{6}$`)
	src := `{"type":"object","properties":{"mno":{"type":"string","description":"member no (K + 6 digits)"}},"required":["mno"]}`
	for _, m := range decodeAll(t, src, 8, Options{Seed: 2, Key: "library", RootObject: true, Topic: "renew_loan", About: "Renew a library loan."}) {
		if v := m["mno"].(string); !want.MatchString(v) {
			t.Errorf("mno = %q", v)
		}
	}
}
