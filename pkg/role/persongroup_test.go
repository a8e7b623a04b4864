package role

import "testing"

// TestIsPersonGroupSet checks the set isPersonGroup reads against the
// rule it stands for: a group word of personGroups, or the singular of
// one, and nothing else.
func TestIsPersonGroupSet(t *testing.T) {
	byRule := func(noun string) bool {
		for _, g := range personGroups {
			if noun == g || noun == singular(g) {
				return true
			}
		}
		return false
	}
	words := []string{"", "attendee", "attendees", "people", "person", "persons", "contact", "contacts",
		"author", "authors", "member", "guest", "guests", "file", "files", "folder", "inspector", "name"}
	for _, g := range personGroups {
		words = append(words, g, singular(g), g+"s")
	}
	for _, w := range words {
		if got, want := isPersonGroup(w), byRule(w); got != want {
			t.Errorf("isPersonGroup(%q) = %v, want %v", w, got, want)
		}
	}
}

// BenchmarkPersonNoun measures the person test a request's nouns go
// through on every record.
func BenchmarkPersonNoun(b *testing.B) {
	nouns := []string{"inspector", "folder", "attendees", "guest", "repository", "customer"}
	for i := 0; i < b.N; i++ {
		for _, n := range nouns {
			PersonNoun(n)
		}
	}
}
