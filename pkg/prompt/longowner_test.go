package prompt

import (
	"strings"
	"testing"
)

// TestLongIDPartPrepositionTurns checks that a part of a thing named by a
// pasted id ("the contents of block 5c3e…") is not attached with one
// preposition on every record of a tool: the records of a read take "of"
// and "for" in turn (a possessive on the id, "block 5c3e…'s contents",
// never), so the words before the id differ from request to request. The
// tools are written for the test.
func TestLongIDPartPrepositionTurns(t *testing.T) {
	const id = "c151190e-3a19-4c4e-ada7-d3ba0ad0cd60"
	cases := []requestCase{
		{"get_block_contents", "Retrieve the contents of a block",
			`{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"}},"required":["block_id"]}`,
			`{"block_id":"` + id + `"}`, []string{id}, []string{id + "'s"}},
		{"get_record_status", "Get the status of a record",
			`{"type":"object","properties":{"record_id":{"type":"string","description":"The record's id"}},"required":["record_id"]}`,
			`{"record_id":"` + id + `"}`, []string{id}, []string{id + "'s"}},
	}
	for _, c := range cases {
		seen := map[string]int{}
		forRequests(t, []requestCase{c}, 10, 5, func(c requestCase, i int, text string) {
			low := strings.ToLower(text)
			for _, p := range []string{" of ", " for ", " on "} {
				if i := strings.Index(low, p); i >= 0 && strings.Contains(low[i:], id) && strings.Index(low[i:], id) < len(p)+12 {
					seen[strings.TrimSpace(p)]++
				}
			}
			if strings.Contains(low, id+"'s") {
				t.Errorf("%s: possessive on the id: %s", c.name, text)
			}
		})
		if seen["of"] == 0 || seen["for"] == 0 {
			t.Errorf("%s: prepositions before the id over 10 records %v, want both of and for", c.name, seen)
		}
	}
}
