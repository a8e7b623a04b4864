package synth

import (
	"regexp"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// codeTalk matches a code host's page or a programmer's search.
var codeTalk = regexp.MustCompile(`(?i)github\.com|developer\.mozilla|python\.org|go\.dev|ycombinator|language:|stars:|golang|npm|python|typescript|flexbox|git submodule|useEffect|postgres vs`)

// Links and searches of tools that are no code are no code host's pages
// nor programmers' questions: a clinical trial's adverse-event report
// search got "language:go stars:>100 rate limiter" ("report" holds
// "repo"), a trial site's attachment and a produce trader's website
// GitHub pages (blind raters, new-user tryout). A code host's own search
// keeps its qualifiers.
func TestNoCodeLinksOffCode(t *testing.T) {
	trials := role.NewServer("clinical-trials", []role.ServerTool{
		{Name: "search_adverse_event_reports", Description: "Search adverse event reports of enrolled studies."},
		{Name: "add_site_attachment", Description: "Attach a document link to a site visit record."},
		{Name: "register_trader", Description: "Register a produce trader with their business details."}})
	for _, c := range []struct{ tool, about, schema, prop string }{
		{"search_adverse_event_reports", "Search adverse event reports of enrolled studies.",
			`{"type":"object","properties":{"term":{"type":"string","description":"Search term"}},"required":["term"]}`, "term"},
		{"add_site_attachment", "Attach a document link to a site visit record.",
			`{"type":"object","properties":{"url":{"type":"string","format":"uri","description":"Link to the document"}},"required":["url"]}`, "url"},
		{"register_trader", "Register a produce trader with their business details.",
			`{"type":"object","properties":{"website":{"type":"string","format":"uri","description":"Trader website"}},"required":["website"]}`, "website"},
	} {
		for _, m := range decodeAll(t, c.schema, 60, Options{Seed: 5, Key: c.tool, RootObject: true, Topic: c.tool, About: c.about, Server: trials}) {
			if v, _ := m[c.prop].(string); codeTalk.MatchString(v) {
				t.Errorf("%s.%s = %q, a code host's or programmer's", c.tool, c.prop, v)
			}
		}
	}
	gh := role.NewServer("github", []role.ServerTool{{Name: "search_repositories", Description: "Search for GitHub repositories"}})
	n := 0
	for _, m := range decodeAll(t, `{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`, 30,
		Options{Seed: 5, Key: "q", RootObject: true, Topic: "search_repositories", About: "Search for GitHub repositories", Server: gh}) {
		if v, _ := m["query"].(string); codeTalk.MatchString(v) {
			n++
		}
	}
	if n == 0 {
		t.Errorf("a GitHub repository search has no qualifiers")
	}
}

// A waste transfer note's description is no programmer's note (blind
// raters: "How would you design a rate limiter? …").
func TestNoCodeNotesOffCode(t *testing.T) {
	srv := role.NewServer("wastetrack", []role.ServerTool{{Name: "create_transfer_note", Description: "Create a waste transfer note for a collection."},
		{Name: "log_contamination", Description: "Log contamination found in a recycling load."}})
	for _, m := range decodeAll(t, `{"type":"object","properties":{"description":{"type":"string","description":"Description of the waste"}},"required":["description"]}`, 80,
		Options{Seed: 5, Key: "n", RootObject: true, Topic: "create_transfer_note", About: "Create a waste transfer note for a collection.", Server: srv}) {
		if v, _ := m["description"].(string); codeNote(note{"", v}) {
			t.Errorf("description = %q, a programmer's note", v)
		}
	}
}
