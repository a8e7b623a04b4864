package prompt

import "testing"

// TestChoiceWords: an API constant is said as a person says it; a plain
// word, a short acronym or a name stays as it is.
func TestChoiceWords(t *testing.T) {
	for in, want := range map[string]string{"REQUEST_CHANGES": "request changes", "replace_content_range": "replace content range",
		"queryPlannerExtended": "query planner extended", "response-body": "response body", "APPROVE": "approve",
		"HQ": "HQ", "info": "info", "New York": "New York", "Text": "Text"} {
		if got := ChoiceWords(in); got != want {
			t.Errorf("ChoiceWords(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPlaceQuery: a search ending in a place splits into what and where;
// one ending in no place (a time, lower-case words, search syntax) does
// not.
func TestPlaceQuery(t *testing.T) {
	for q, want := range map[string][3]string{
		"coffee shops in Prague":               {"coffee shops", "in", "Prague"},
		"sushi near Nairobi National Park":     {"sushi", "near", "Nairobi National Park"},
		"gas station near the Louvre":          {"gas station", "near", "the Louvre"},
		"museums in Museum of Modern Art area": {},
		"weather in Melbourne this weekend":    {},
		"memory leak in payments":              {},
		"is:issue in:title timeout in Go":      {},
		"best ramen":                           {},
	} {
		what, prep, place, ok := PlaceQuery(q)
		if got := [3]string{what, prep, place}; ok != (want[0] != "") || ok && got != want {
			t.Errorf("PlaceQuery(%q) = %q %v, want %q", q, got, ok, want)
		}
	}
}
