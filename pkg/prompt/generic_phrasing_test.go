package prompt

import (
	"testing"
)

// TestGenericPhrasing renders the generic template for tools written for
// this test (none of them a captured server's) and checks how arguments
// and the description become words: enum values said through their
// meaning, flags by what they turn on, the description's placeholder
// object ("one or more keys", "all rows") replaced by the concrete
// values, and no stock reason tacked on.
func TestGenericPhrasing(t *testing.T) {
	cases := []requestCase{
		{"purge_entries", "Remove one or more entries from the cache.",
			`{"type":"object","properties":{"entry":{"type":"array","items":{"type":"string"}}},"required":["entry"]}`,
			`{"entry":["sess:41","sess:42"]}`, []string{"sess:41", "sess:42"}, []string{"one or more"}},
		{"list_tickets", "List and filter support tickets.",
			`{"type":"object","properties":{"sort":{"type":"string","enum":["created","updated","priority"]}}}`,
			`{"sort":"created"}`, []string{"by date created"}, []string{"and filter", "by created"}},
		{"write_doc", "Edit a document's body.",
			`{"type":"object","properties":{"doc_id":{"type":"string"},"mode":{"type":"string","enum":["replace_content","append_content"]}},"required":["doc_id"]}`,
			`{"doc_id":"d-7731","mode":"replace_content"}`, []string{"replac", " content", "d-7731"}, []string{"replace_content"}},
		{"render_chart", "Render a chart as an image.",
			`{"type":"object","properties":{"chart_id":{"type":"string"},"darkTheme":{"type":"boolean"}},"required":["chart_id"]}`,
			`{"chart_id":"c-19","darkTheme":true}`, []string{"with dark theme"}, []string{"enabled", " on."}},
		{"clone_project", "Clone a project to your account or specified organization.",
			`{"type":"object","properties":{"project":{"type":"string"},"organization":{"type":"string","description":"Organization to clone into"}},"required":["project"]}`,
			`{"project":"atlas","organization":"Northwind Labs"}`, []string{"Northwind Labs", "atlas"}, []string{"your account"}},
		{"purge_rows", "Delete all rows in a table.",
			`{"type":"object","properties":{"table":{"type":"string"},"filter":{"type":"object"}},"required":["table","filter"]}`,
			`{"table":"visits","filter":{"country":"NZ"}}`, []string{"visits"}, []string{"all rows", "every row"}},
		{"editor_windows", "List, create, close, or select an editor window.",
			`{"type":"object","properties":{"action":{"type":"string","enum":["list","create","close","select"]},"index":{"type":"number"}},"required":["action"]}`,
			`{"action":"close","index":2}`, []string{"close", "2"}, []string{"action", "list"}},
	}
	stock := []string{"just checking on it", "it was a mistake", "i'm in a hurry", "so the team can pick it up",
		"something changed", "it's obsolete now", "i need it for a report", "it's blocking me"}
	checkRequests(t, cases, 20, 9, stock...)
}
