package role

import "testing"

func TestPluralNoun(t *testing.T) {
	for in, want := range map[string]string{"category": "categories", "key": "keys", "match": "matches", "box": "boxes",
		"kennel": "kennels", "bus": "buses", "": ""} {
		if got := PluralNoun(in); got != want {
			t.Errorf("PluralNoun(%q) = %q, want %q", in, got, want)
		}
	}
}
