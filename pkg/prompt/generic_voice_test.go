package prompt

import (
	"strings"
	"testing"
)

// Reasons must fit what is acted on: "The old name is confusing." does
// not fit renaming sessions to sessions_archive, "The team needs it for
// onboarding." a page titled after a bug, "It's just clutter now." a
// production collection, "I'm cleaning up old accounts." a search for
// people by where they live. Each tool is written for the test.
var fitReasonCases = []requestCase{
	{name: "coll_rename", desc: "Renames a collection in a database",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"newName":{"type":"string","description":"The new name for the collection"}},"required":["database","collection","newName"]}`,
		args:   `{"database":"analytics","collection":"sessions","newName":"sessions_archive"}`,
		want:   []string{"sessions_archive"},
		never:  []string{"confusing", "misleading", "naming scheme", "cleaning up the names"}},
	{name: "tbl_rename", desc: "Rename a table",
		schema: `{"type":"object","properties":{"table":{"type":"string","description":"Table name"},"new_name":{"type":"string","description":"New table name"}},"required":["table","new_name"]}`,
		args:   `{"table":"customers","new_name":"customers_2025"}`,
		want:   []string{"customers_2025"},
		never:  []string{"confusing", "misleading", "naming scheme", "cleaning up the names"}},
	{name: "doc_create", desc: "Create a new page in the workspace",
		schema: `{"type":"object","properties":{"parent_id":{"type":"string","description":"ID of the parent page"},"title":{"type":"string","description":"Page title"}},"required":["parent_id","title"]}`,
		args:   `{"parent_id":"p-4410","title":"CSV export drops rows over 10k"}`,
		want:   []string{"CSV export drops rows over 10k"},
		never:  []string{"onboarding", "planning", "during the meeting", "organizing our notes"}},
	{name: "doc_create_plain", desc: "Create a new page in the workspace",
		schema: `{"type":"object","properties":{"parent_id":{"type":"string","description":"ID of the parent page"},"title":{"type":"string","description":"Page title"}},"required":["parent_id","title"]}`,
		args:   `{"parent_id":"p-4410","title":"Vendor contacts"}`,
		want:   []string{"Vendor contacts"},
		never:  []string{"onboarding", "planning", "during the meeting", "organizing our notes", "reported it"}},
	{name: "coll_drop", desc: "Removes a collection from a database",
		schema: `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"}},"required":["database","collection"]}`,
		args:   `{"database":"app_production","collection":"orders"}`,
		want:   []string{"orders"},
		never:  []string{"clutter", "from testing", "experiment", "by mistake"}},
	{name: "people_search", desc: "Search for users",
		schema: `{"type":"object","properties":{"q":{"type":"string","description":"Search query"},"per_page":{"type":"integer","description":"Results per page"}},"required":["q"]}`,
		args:   `{"q":"followers:>100 location:Amsterdam","per_page":10}`,
		want:   []string{"followers:>100 location:Amsterdam"},
		never:  []string{"cleaning up old accounts", "on-call rota", "onboarding a new teammate"}},
}

// TestReasonsFitThing checks that no request gives a reason that does not
// fit its thing, and that fitting reasons are still given (a reason left
// out every time would pass the first check by saying nothing).
func TestReasonsFitThing(t *testing.T) {
	checkRequests(t, fitReasonCases, 60, 17)
	fits := map[string][]string{
		"coll_rename": {"for the record", "replacing", "out of the way"},
		"tbl_rename":  {"new year", "per year"},
		"doc_create":  {"reported it", "ran into it", "tickets", "know so far"},
		"coll_drop":   {"replaced", "migrated"},
	}
	seen := map[string]bool{}
	forRequests(t, fitReasonCases, 60, 17, func(c requestCase, _ int, text string) {
		for _, w := range fits[c.name] {
			if strings.Contains(strings.ToLower(text), w) {
				seen[c.name] = true
			}
		}
	})
	for name := range fits {
		if !seen[name] {
			t.Errorf("%s: no request in 60 gives a reason that fits it", name)
		}
	}
}
