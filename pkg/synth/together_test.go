package synth

import (
	"testing"
)

// Tests that the values of one call fit together, on tool schemas written
// for them. Each fails on a fault a blind rater found.

// A sort direction is set only with the key it orders by; a search ranked
// by relevance (a required free-text query, no sort key) gets none.
func TestSortDirectionWithKey(t *testing.T) {
	keyed := `{"type":"object","properties":{"q":{"type":"string"},"sort":{"type":"string","enum":["created","updated","comments"]},"order":{"type":"string","enum":["asc","desc"]},"page":{"type":"number","minimum":1}},"required":["q"]}`
	dirs := 0
	for _, m := range decodeAll(t, keyed, 60, Options{Seed: 5, RootObject: true, Topic: "search_issues", About: "Search for issues and pull requests"}) {
		if _, ok := m["order"]; ok {
			dirs++
			if _, ok := m["sort"]; !ok {
				t.Errorf("search_issues %v: a direction without the key it orders", m)
			}
		}
	}
	if dirs == 0 {
		t.Errorf("search_issues: the direction never set together with its key")
	}
	bare := `{"type":"object","properties":{"q":{"type":"string"},"order":{"type":"string","enum":["asc","desc"]},"per_page":{"type":"number","minimum":1,"maximum":100}},"required":["q"]}`
	for _, m := range decodeAll(t, bare, 60, Options{Seed: 5, RootObject: true, Topic: "search_code", About: "Search for code across repositories"}) {
		if o, ok := m["order"]; ok {
			t.Errorf("search_code %v: direction %v of results ranked by relevance", m, o)
		}
	}
	described := `{"type":"object","properties":{"repo":{"type":"string"},"direction":{"type":"string","enum":["ascending","descending"],"description":"Sort direction. Ignored unless sort is given."}},"required":["repo"]}`
	for _, m := range decodeAll(t, described, 40, Options{Seed: 5, RootObject: true, Topic: "list_items"}) {
		if _, ok := m["direction"]; ok {
			t.Errorf("list_items %v: a direction its description says needs a sort key", m)
		}
	}
	// a list ordered by a default key (its date) takes a direction alone
	alone := `{"type":"object","properties":{"channel":{"type":"string"},"order":{"type":"string","enum":["asc","desc"]}},"required":["channel"]}`
	n := 0
	for _, m := range decodeAll(t, alone, 40, Options{Seed: 5, RootObject: true, Topic: "list_messages"}) {
		if _, ok := m["order"]; ok {
			n++
		}
	}
	if n == 0 {
		t.Errorf("list_messages: a direction over the default key is never set")
	}
}
