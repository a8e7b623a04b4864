package role

import "testing"

// TestPluralPreposition: a key ending in a preposition keeps it when its
// list of values makes the phrase plural.
func TestPluralPreposition(t *testing.T) {
	for in, want := range map[string]string{"copy": "copies", "box": "boxes", "received by": "received by", "ice lolly": "ice lollies"} {
		if got := PluralNoun(in); got != want {
			t.Errorf("PluralNoun(%q) = %q, want %q", in, got, want)
		}
	}
}
