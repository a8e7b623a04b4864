package prompt

import "testing"

// A pair of language codes is said by the languages' names, from one into
// the other; other values are no pair.
func TestLanguagePairNames(t *testing.T) {
	if from, to, ok := languagePair("sv>fr"); !ok || from != "Swedish" || to != "French" {
		t.Errorf("languagePair(sv>fr) = %q %q %v, want Swedish, French", from, to, ok)
	}
	for _, x := range []string{"sv", "a>b", "x>fr"} {
		if _, _, ok := languagePair(x); ok {
			t.Errorf("languagePair(%q) is a pair, want none", x)
		}
	}
}
