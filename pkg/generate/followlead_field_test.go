package generate

import "testing"

// TestSameValuesFieldOfAnyThing: a change before a read shares a value
// of a field every thing has (a term, a name) only when both tools' names
// say one kind of thing: an allergy's term is no guest's name to search
// for, a recipe's title is the title a recipe search looks up. Tools
// written for the test.
func TestSameValuesFieldOfAnyThing(t *testing.T) {
	log := boundTool(t, "log_allergy", "Log an allergy a guest reports",
		`{"type":"object","properties":{"guest_id":{"type":"string"},"term":{"type":"string","description":"Allergy as the guest said it"}},"required":["guest_id","term"]}`)
	search := boundTool(t, "search_guests", "Search guests by name",
		`{"type":"object","properties":{"term":{"type":"string"}},"required":["term"]}`)
	if a, ok := sameValues(log, search, map[string]any{"term": "Moreau"}, map[string]any{"guest_id": "G-1", "term": "peanuts"}); ok {
		t.Errorf("a guest search's term shared as an allergy's: %v", a)
	}
	edit := boundTool(t, "update_recipe", "Update a recipe",
		`{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}`)
	find := boundTool(t, "find_recipes", "Find recipes by title",
		`{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}`)
	if a, ok := sameValues(edit, find, map[string]any{"title": "Lemon tart"}, map[string]any{"title": "Pear cake"}); !ok || a["title"] != "Lemon tart" {
		t.Errorf("a recipe's title not shared with the recipe search: %v %v", a, ok)
	}
}

// TestSameValuesBareIDNeedsNamedThings: a bare "id" is shared between a
// change and a read only when both names say what they act on: the name
// unpin_poster opens on no known verb, so it says no thing, and its id
// may be no gallery's. Tools written for the test.
func TestSameValuesBareIDNeedsNamedThings(t *testing.T) {
	byID := `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`
	unpin := boundTool(t, "unpin_poster", "Unpin a poster", byID)
	gallery := boundTool(t, "get_gallery", "Get a gallery", byID)
	if a, ok := sameValues(unpin, gallery, map[string]any{"id": "g-1"}, map[string]any{"id": "p-9"}); ok {
		t.Errorf("a gallery's id shared with a tool naming no thing: %v", a)
	}
	edit := boundTool(t, "update_gallery", "Update a gallery", byID)
	if a, ok := sameValues(edit, gallery, map[string]any{"id": "g-1"}, map[string]any{"id": "p-9"}); !ok || a["id"] != "g-1" {
		t.Errorf("a gallery's id not shared with the gallery's update: %v %v", a, ok)
	}
}
