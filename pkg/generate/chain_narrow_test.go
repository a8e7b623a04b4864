package generate

import "testing"

// narrowTools: a list of every note (no arguments), a search of notes by
// words, and a read of one note by id; both finders' results list the
// notes' ids.
const narrowTools = `[
 {"name":"list_all_notes","description":"List every note of the workspace","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{}},
  "outputSchema":{"type":"object","properties":{"notes":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string","description":"Note ID"},"title":{"type":"string"}},"required":["id","title"]}}},"required":["notes"]}},
 {"name":"search_notes","description":"Search the notes of the workspace by words of their title","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Words to search for"}},"required":["query"]},
  "outputSchema":{"type":"object","properties":{"notes":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string","description":"Note ID"},"title":{"type":"string"}},"required":["id","title"]}}},"required":["notes"]}},
 {"name":"get_note","description":"Get a note by its ID","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"note_id":{"type":"string","description":"ID of the note"}},"required":["note_id"]}}
]`

// TestChainPrefersNarrowingFinder: a tool two finders feed takes its
// value from the search (which narrows to the item) before the list of
// everything: the search leads more of its chains than the list.
func TestChainPrefersNarrowingFinder(t *testing.T) {
	pairs := map[string]int{}
	for _, r := range kindRecords(t, []Source{toolsFor(t, "notes", narrowTools)}, "chain", 12, 4) {
		if names, _ := r.calls(); len(names) == 2 {
			pairs[names[0]+" > "+names[1]]++
		}
	}
	if s, l := pairs["search_notes > get_note"], pairs["list_all_notes > get_note"]; s <= l {
		t.Errorf("search then read %d, list then read %d: want the search to lead more (%v)", s, l, pairs)
	}
}
