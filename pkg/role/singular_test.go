package role

import "testing"

// TestSingularNoun: plurals by the spelling rules and the irregular ones
// come back singular (shelves is "shelf", never "shelve"); words that
// are one thing (status, analysis, class, bus) and leave requests stay.
func TestSingularNoun(t *testing.T) {
	for in, want := range map[string]string{
		"files": "file", "categories": "category", "matches": "match", "boxes": "box", "classes": "class",
		"shelves": "shelf", "Shelves": "Shelf", "calves": "calf", "knives": "knife", "people": "person", "children": "child",
		"criteria": "criterion", "analyses": "analysis", "indices": "index", "indexes": "index",
		"status": "status", "analysis": "analysis", "class": "class", "bus": "bus", "gas": "gas", "ids": "id", "ons": "on", "ideas": "idea", "canvas": "canvas",
		"leaves": "leave", "bases": "base", "": "",
	} {
		if got := SingularNoun(in); got != want {
			t.Errorf("SingularNoun(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"ids": "ids", "gas": "gas", "calves": "calf", "boxes": "box"} {
		if got := SingularToken(in); got != want {
			t.Errorf("SingularToken(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"shelf": "shelves", "person": "people", "Knife": "Knives", "box": "boxes"} {
		if got := PluralNoun(in); got != want {
			t.Errorf("PluralNoun(%q) = %q, want %q", in, got, want)
		}
	}
}
