package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// TestDeclinedNotRedoneAsNewForm: offline, a follow-up whose first call
// (a write filling in many values) is declined is not corrected with the
// same tool and every value new ("Not that one. Fill in these fields: …"
// reads as another task): the user asks for something else about the
// same thing, with a sibling tool.
func TestDeclinedNotRedoneAsNewForm(t *testing.T) {
	src := toolsFor(t, "web", `[
	{"name":"fill_form","description":"Fill in several fields of a form on the page","inputSchema":{"type":"object","properties":{"fields":{"type":"array","minItems":3,"maxItems":4,"items":{"type":"object","properties":{"label":{"type":"string","description":"Field label"},"value":{"type":"string","description":"Value to type"}},"required":["label","value"]}}},"required":["fields"]}},
	{"name":"page_snapshot","description":"Capture a snapshot of the current page","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"full":{"type":"boolean","description":"Whole page"}}}}
	]`)
	seen := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 8, 7) {
		names, args := r.calls()
		if len(names) < 2 || names[0] != "fill_form" {
			continue
		}
		seen++
		var a, b map[string]any
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[1]), &b)
		if names[1] == "fill_form" && newLeaves(a, b) >= 3 {
			t.Errorf("declined form redone as a whole new form: %s then %s", args[0], args[1])
		}
	}
	if seen == 0 {
		t.Fatal("no follow-up of fill_form")
	}
}

// TestNoFloorFilter: a parallel or clarify request says no minimum every
// thing passes ("rooms with at least 1 seat"): the call leaves it out.
func TestNoFloorFilter(t *testing.T) {
	src := toolsFor(t, "rooms", `[
	{"name":"free_rooms","description":"List the meeting rooms free on a date","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"date":{"type":"string","format":"date","description":"Day to check"},"building":{"type":"string","enum":["HQ","Annex"],"description":"Building"},"min_capacity":{"type":"integer","minimum":1,"maximum":1,"description":"Minimum number of seats"}},"required":["date"]}}
	]`)
	n := 0
	for _, k := range []string{"parallel", "clarify"} {
		for _, r := range kindRecords(t, []Source{src}, k, 8, 3) {
			names, args := r.calls()
			asks := len(r.Messages) > 2 && r.Messages[1].Role == "assistant" && len(r.Messages[1].ToolCalls) == 0
			if k == "parallel" && len(names) < 2 || k == "clarify" && !asks {
				continue // a slot written as a single call
			}
			for _, a := range args {
				n++
				var m map[string]any
				_ = json.Unmarshal([]byte(a), &m)
				if _, ok := m["min_capacity"]; ok {
					t.Errorf("%s: call %s keeps a minimum of 1 (%q)", k, a, r.request())
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no calls")
	}
}

// TestClarifyNoFinePrint: a clarification's request, missing a value the
// call needs, says none of the optional output details (a size cap, a
// sample size, a count): "Get the schema of the reviews collection,
// capped at 512 KB" with no database reads as a form with a hole.
func TestClarifyNoFinePrint(t *testing.T) {
	src := toolsFor(t, "db", `[
	{"name":"collection_schema","description":"Describe the schema of a collection","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"database":{"type":"string","enum":["shop","crm"],"description":"Database name"},"collection":{"type":"string","description":"Collection name"},"sampleSize":{"type":"integer","minimum":5,"maximum":50,"description":"Number of documents to sample"},"maxBytes":{"type":"integer","minimum":1000,"maximum":9000,"description":"Maximum size of the result in bytes"}},"required":["database","collection"]}}
	]`)
	asked := 0
	for _, r := range kindRecords(t, []Source{src}, "clarify", 10, 4) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		asked++
		_, args := r.calls()
		var a map[string]any
		_ = json.Unmarshal([]byte(args[0]), &a)
		for _, k := range []string{"sampleSize", "maxBytes"} {
			if _, ok := a[k]; ok {
				t.Errorf("request %q keeps the detail %s (%s)", r.request(), k, args[0])
			}
		}
	}
	if asked == 0 {
		t.Fatal("no clarification")
	}
}

// TestParallelSecondAskNoPaging: of two tools asked for at once, the
// second (said in passing) has no count or cursor of its own: "just the
// first 50? Also, list the channels, just the first 25" repeats a form's
// field.
func TestParallelSecondAskNoPaging(t *testing.T) {
	src := toolsFor(t, "chat", `[
	{"name":"list_users","description":"List the users of the workspace","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"limit":{"type":"integer","minimum":10,"maximum":200,"description":"Maximum number of users to return"}},"required":["limit"]}},
	{"name":"list_channels","description":"List the public channels of the workspace","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"limit":{"type":"integer","minimum":10,"maximum":200,"description":"Maximum number of channels to return"},"cursor":{"type":"string","description":"Pagination cursor"}}}}
	]`)
	pairs := 0
	for _, r := range kindRecords(t, []Source{src}, "parallel", 12, 8) {
		names, args := r.calls()
		if len(names) != 2 || names[0] == names[1] || names[1] != "list_channels" {
			continue
		}
		pairs++
		var b map[string]any
		_ = json.Unmarshal([]byte(args[1]), &b)
		if len(b) > 0 {
			t.Errorf("second ask keeps its paging %s (%q)", args[1], r.request())
		}
	}
	if pairs == 0 {
		t.Fatal("no pair asking list_channels second")
	}
}

// TestClarifySearchSaysWhatItFinds: a search left open says all it finds
// ("find some issues or pull requests"), not its first noun alone, whose
// query may then look for pull requests.
func TestClarifySearchSaysWhatItFinds(t *testing.T) {
	src := toolsFor(t, "code", `[
	{"name":"search_tickets","description":"Search for issues and pull requests","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"q":{"type":"string","description":"Search query"}},"required":["q"]}}
	]`)
	n := 0
	for _, r := range kindRecords(t, []Source{src}, "clarify", 8, 2) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		n++
		if req := r.request(); !strings.Contains(req, "issues and pull requests") && !strings.Contains(req, "issues or pull requests") {
			t.Errorf("request %q leaves out what the search finds", req)
		}
	}
	if n == 0 {
		t.Fatal("no clarification")
	}
}

// TestRedirectInsteadOnlyAboutSameThing: after a declined call, a new
// request opens with "Instead," (a retry of the same thing) only when it
// keeps a value of the declined call; a request about something else says
// so as a slip or a change of mind ("Sorry, wrong one. …", "Actually,
// don't. …").
//
// The tools are marked read-only (the client runs them without asking,
// and the user stops the call): offline, a change a tool reports done is
// followed up, not declined (followAck), so only a stopped call is
// redirected.
func TestRedirectInsteadOnlyAboutSameThing(t *testing.T) {
	src := toolsFor(t, "web", `[
	{"name":"type_into_field","description":"Type text into a field of the form on the page","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"field":{"type":"string","description":"Label of the field"},"text":{"type":"string","description":"Text to type"}},"required":["field","text"]}},
	{"name":"apply_coupon","description":"Apply a coupon code to the cart","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"code":{"type":"string","description":"Coupon code"}},"required":["code"]}},
	{"name":"select_option","description":"Select an option in a dropdown of the form","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"dropdown":{"type":"string","description":"Label of the dropdown"},"option":{"type":"string","description":"Option to select"}},"required":["dropdown","option"]}}
	]`)
	insteads, others := 0, 0
	for _, seed := range []int64{3, 7, 11, 19} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 12, seed) {
			names, args := r.calls()
			if len(names) < 2 {
				continue
			}
			var a, b map[string]any
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[len(args)-1]), &b)
			for _, m := range r.Messages[1:] {
				if m.Role != "user" {
					continue
				}
				switch {
				case strings.Contains(m.Content, "Instead, "):
					insteads++
					if newLeaves(a, b) == len(dataset.LeafTexts(b)) {
						t.Errorf("%q: \"Instead,\" into another task (%s then %s)", m.Content, args[0], args[len(args)-1])
					}
				case strings.HasPrefix(m.Content, "Sorry, wrong one.") || strings.HasPrefix(m.Content, "Oops, I gave you the wrong one.") ||
					strings.HasPrefix(m.Content, "No, sorry, not that one.") || strings.HasPrefix(m.Content, "Right, leave it.") ||
					strings.HasPrefix(m.Content, "OK, forget that one.") || strings.HasPrefix(m.Content, "Actually, I need something else.") ||
					strings.HasPrefix(m.Content, "Let's leave that one.") || strings.HasPrefix(m.Content, "No, leave that one for now.") ||
					strings.HasPrefix(m.Content, "Skip that one, then.") || strings.HasPrefix(m.Content, "Never mind") ||
					strings.HasPrefix(m.Content, "Oh, never mind") || strings.HasPrefix(m.Content, "Actually, no need") ||
					strings.HasPrefix(m.Content, "On second thought") || strings.HasPrefix(m.Content, "Actually, I'll do that one myself") ||
					strings.HasPrefix(m.Content, "Hmm, I'd rather keep it"):
					others++
				}
			}
		}
	}
	if others == 0 {
		t.Errorf("no redirect to another task said so (Instead: %d)", insteads)
	}
}
