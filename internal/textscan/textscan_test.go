package textscan

import "testing"

func TestHasWord(t *testing.T) {
	for _, c := range []struct {
		s, w string
		want bool
	}{
		{"the id.", "id", true},
		{"idle hands", "id", false},
		{"an idle id", "id", true},   // the second occurrence is whole
		{"user_id", "id", false},     // "_" is a word byte
		{"Lisbon, PT", "PT", true},   // at the end
		{"PTO today", "PT", false},   // inside a longer word
		{"anything", "", false},      // an empty word is in no text
		{"order:3305", "3305", true}, // ":" is no word byte
	} {
		if got := HasWord(c.s, c.w); got != c.want {
			t.Errorf("HasWord(%q, %q) = %v, want %v", c.s, c.w, got, c.want)
		}
	}
}
