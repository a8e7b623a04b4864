package prompt

import (
	"regexp"
	"strings"
	"testing"
)

// pastedIDTools are tools written for the test whose references are
// pasted ids (UUIDs, coordinates) or things a request creates: shaped
// like common MCP tools, none of them a captured server's.
var pastedIDTools = []requestCase{
	{"fetch_block_children", "Retrieve the children of a block",
		`{"type":"object","properties":{"block_id":{"type":"string","description":"Identifier for a block"}},"required":["block_id"]}`,
		`{"block_id":"5c3e1a2b-9f4d-4e6a-8b7c-1d2e3f4a5b6c"}`, []string{"5c3e1a2b-9f4d-4e6a-8b7c-1d2e3f4a5b6c"}, nil},
	{"read_page_property", "Retrieve a property of a page",
		`{"type":"object","properties":{"page_id":{"type":"string","description":"Identifier for a page"},"property_id":{"type":"string"}},"required":["page_id","property_id"]}`,
		`{"page_id":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","property_id":"title"}`, []string{"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"}, nil},
	{"get_source", "Retrieve a data source",
		`{"type":"object","properties":{"data_source_id":{"type":"string","description":"ID of the data source"}},"required":["data_source_id"]}`,
		`{"data_source_id":"2b4d6f80-1a3c-4e5f-8a9b-0c1d2e3f4a5b"}`, []string{"2b4d6f80-1a3c-4e5f-8a9b-0c1d2e3f4a5b"}, nil},
	{"list_source_templates", "List the templates of a data source",
		`{"type":"object","properties":{"data_source_id":{"type":"string","description":"ID of the data source"}},"required":["data_source_id"]}`,
		`{"data_source_id":"7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918"}`, []string{"7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918"}, nil},
	{"write_page_text", "Update a page's content",
		`{"type":"object","properties":{"page_id":{"type":"string","description":"The ID of the page"},"content":{"type":"string","description":"New content"}},"required":["page_id","content"]}`,
		`{"page_id":"0757b9be-4fe2-4e68-bab5-94f884054b7e","content":"Fix is on the way."}`, []string{"0757b9be-4fe2-4e68-bab5-94f884054b7e"}, nil},
	{"elevation_at", "Get the elevation of a location",
		`{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"required":["latitude","longitude"]}`,
		`{"latitude":48.8566,"longitude":2.3522}`, []string{"48.8566", "2.3522"}, nil},
	{"new_branch", "Create a new branch in a repository",
		`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"branch":{"type":"string","description":"Name for the new branch"}},"required":["owner","repo","branch"]}`,
		`{"owner":"pied-piper","repo":"billing","branch":"chore/remove-v1-endpoints"}`, []string{"chore/remove-v1-endpoints"}, nil},
}

// TestGenericRequestsDoNotFrontPastedIDs checks that a request never
// points first at a thing named by a pasted id ("Data source 5c3e…, can
// I see it?", "In data source 5c3e…, show me the templates"), never hangs
// a possessive on a UUID or on coordinates ("block 5c3e…'s children",
// "2.3522's elevation"), and never points first at a thing it creates
// ("Branch chore/x in the billing repo, can you create it?").
func TestGenericRequestsDoNotFrontPastedIDs(t *testing.T) {
	possessive := regexp.MustCompile(`[0-9a-f]{4}'s |[0-9]\.[0-9]+'s `)
	// The thing or its place said first: the request opens on the noun
	// or a preposition, and the id comes before the first pause.
	fronted := regexp.MustCompile(`^(?i:in|on|for|over in|inside|data|page|block|property|the)\b[^,:—?]*[0-9a-f]{8}-[0-9a-f]{4}[^,:—?]*([,:—]|\?$)`)
	forRequests(t, pastedIDTools, 60, 41, func(c requestCase, i int, text string) {
		if possessive.MatchString(text) {
			t.Errorf("%s: possessive on a pasted id: %s", c.name, text)
		}
		if fronted.MatchString(text) {
			t.Errorf("%s: pasted id pointed at first: %s", c.name, text)
		}
		if low := strings.ToLower(text); strings.Contains(low, "create it") || strings.Contains(low, "make it?") {
			t.Errorf("%s: a thing to create pointed at first: %s", c.name, text)
		}
	})
}

// TestGenericRequestsAvoidHouseOpeners checks that the openers a blind
// rater saw again and again over a run ("Please go ahead and", "Do you
// think you could", "I'd love it if you could", "I want you to", "Quick
// favor:") no longer open generic requests, and that "Go ahead and" and
// "Any chance you could" each open at most one request in twenty.
func TestGenericRequestsAvoidHouseOpeners(t *testing.T) {
	cases := append(append([]requestCase{}, frameTools...), pastedIDTools...)
	checkRequests(t, cases, 60, 43, "please go ahead and", "do you think you could", "i'd love it if you could",
		"i want you to", "quick favor")
	n, seen := 0, map[string]int{}
	forRequests(t, cases, 60, 43, func(c requestCase, i int, text string) {
		n++
		for _, o := range []string{"Go ahead and", "Any chance you could"} {
			if strings.HasPrefix(text, o) {
				seen[o]++
			}
		}
	})
	for o, k := range seen {
		if k*20 > n {
			t.Errorf("%q opens %d of %d requests", o, k, n)
		}
	}
}

// slotTools are tools written for the test that make a thing in a place
// with a title: shaped like common MCP tools, none a captured server's.
var slotTools = []requestCase{
	{"open_ticket", "Create a new issue in a repository",
		`{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"title":{"type":"string","description":"Issue title"},"assignees":{"type":"array","items":{"type":"string"}},"labels":{"type":"array","items":{"type":"string"}}},"required":["owner","repo","title"]}`,
		`{"owner":"minjun-r","repo":"notifications-ui","title":"Toast stays after dismiss","assignees":["minjun-r"],"labels":["p2"]}`, []string{"Toast stays after dismiss"}, nil},
	{"open_pull", "Create a new pull request in a repository",
		`{"type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"},"title":{"type":"string","description":"PR title"},"head":{"type":"string","description":"Branch with the changes"},"base":{"type":"string","description":"Branch to merge into"},"draft":{"type":"boolean"}},"required":["owner","repo","title","head","base"]}`,
		`{"owner":"polar-freight","repo":"analytics","title":"Prune old backups","head":"ops/prune-backups","base":"main","draft":true}`, []string{"Prune old backups"}, nil},
}

// TestGenericRequestsAreNotFilledSlots checks that a request that makes
// a thing does not read as a form filled slot by slot: no "This one's
// for repo X." after it and no "For the title, use "…"." label sentence.
func TestGenericRequestsAreNotFilledSlots(t *testing.T) {
	checkRequests(t, slotTools, 80, 44, "this one's for", "for the title, use")
}

// TestGenericScenesDoNotFollowClosers checks that a scene sentence ("I'm
// working in acme/api.") never follows a request already closed with
// thanks or a please ("…, thanks! I'm working in acme/api."), and that a
// terse request is not a fragment with thanks tacked on ("Sushi near
// the pier? Thanks!").
func TestGenericScenesDoNotFollowClosers(t *testing.T) {
	cases := append(append([]requestCase{}, frameTools...), slotTools...)
	cases = append(cases, requestCase{"find_places", "Search for places near a location",
		`{"type":"object","properties":{"query":{"type":"string","description":"What to look for, e.g. 'pizza near Central Park'"}},"required":["query"]}`,
		`{"query":"sushi near the pier"}`, []string{"sushi near the pier"}, nil})
	closed := regexp.MustCompile(`(?i)(thanks!|please[.!]|if you don't mind\.|if you can\.|when you get a chance\.|whenever you can\.|would you\?) (i'm|i am|we're|this is|use |it's|that's)`)
	forRequests(t, cases, 120, 45, func(c requestCase, i int, text string) {
		if closed.MatchString(text) {
			t.Errorf("%s: scene after a closer: %s", c.name, text)
		}
		if strings.HasSuffix(text, "? Thanks!") {
			t.Errorf("%s: fragment with thanks: %s", c.name, text)
		}
	})
}
