package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// turnTools are tools written for these tests, shaped like a browser
// server's and a key-value store's.
const turnTools = `[
{"name":"page_click","description":"Click an element on the page","annotations":{"readOnlyHint":false},"inputSchema":{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["ref"]}},
{"name":"page_screenshot","description":"Take a screenshot of the current page","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"filename":{"type":"string","description":"File name to save the screenshot to"}}}},
{"name":"handle_dialog","description":"Handle a dialog","annotations":{"readOnlyHint":false},"inputSchema":{"type":"object","properties":{"accept":{"type":"boolean","description":"Whether to accept the dialog."}},"required":["accept"]}},
{"name":"console_logs","description":"Returns the console messages","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"level":{"type":"string","enum":["error","warning","info"],"description":"Level of the messages"}},"required":["level"]}}
]`

// TestParallelPageActionsAlone: a call that changes the browser page is
// never made in one turn beside another call (the other's result would
// depend on which ran first); two reads of the page are.
func TestParallelPageActionsAlone(t *testing.T) {
	recs := kindRecords(t, []Source{toolsFor(t, "browser", turnTools)}, "parallel", 24, 3)
	reads := 0
	for _, r := range recs {
		var names []string
		for _, m := range r.Messages {
			for _, c := range m.ToolCalls {
				names = append(names, c.Function.Name)
			}
		}
		if len(names) < 2 {
			continue
		}
		for _, n := range names {
			if n == "page_click" || n == "handle_dialog" {
				t.Errorf("page action %s in a parallel turn: %v %q", n, names, r.request())
			}
		}
		reads++
	}
	if reads == 0 {
		t.Error("no parallel record of two reads")
	}
}

// TestParallelNoListSplit: a value a tool takes as a list is not split
// into calls of it ("delete keys a and b" is one delete).
func TestParallelNoListSplit(t *testing.T) {
	src := toolsFor(t, "kv", `[
	{"name":"del","description":"Delete one or more keys","inputSchema":{"type":"object","properties":{"key":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}],"description":"Key or array of keys to delete"}},"required":["key"]}},
	{"name":"elevation","description":"Get elevation data for locations","inputSchema":{"type":"object","properties":{"locations":{"type":"array","items":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"required":["latitude","longitude"]}}},"required":["locations"]}}
	]`)
	for _, r := range kindRecords(t, []Source{src}, "parallel", 24, 7) {
		seen := map[string]int{}
		for _, m := range r.Messages {
			for _, c := range m.ToolCalls {
				seen[c.Function.Name]++
			}
		}
		for n, c := range seen {
			if c > 1 {
				t.Errorf("%s called %d times in one turn though it takes a list: %q", n, c, r.request())
			}
		}
	}
}

// askTurnTools are turnTools whose flag and choice come with a second
// required value the request says (a clarification's request is never a
// bare verb).
const askTurnTools = `[
{"name":"page_click","description":"Click an element on the page","annotations":{"readOnlyHint":false},"inputSchema":{"type":"object","properties":{"element":{"type":"string","description":"Human-readable element description"},"ref":{"type":"string","description":"Exact target element reference from the page snapshot"}},"required":["ref"]}},
{"name":"handle_dialog","description":"Handle a dialog","annotations":{"readOnlyHint":false},"inputSchema":{"type":"object","properties":{"accept":{"type":"boolean","description":"Whether to accept the dialog."},"promptText":{"type":"string","description":"The text to enter in the prompt dialog"}},"required":["accept","promptText"]}},
{"name":"console_logs","description":"Returns the console messages of a page","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"level":{"type":"string","enum":["error","warning","info"],"description":"Level of the messages"},"url":{"type":"string","format":"uri","description":"URL of the page"}},"required":["level","url"]}}
]`

// TestClarifyAsksFlagsAndChoices: a required flag is asked as a yes/no
// question in its description's words, a required choice by offering its
// values; a page element's snapshot ref is never asked (no person knows
// it by heart); the reply gives the value the call then takes.
func TestClarifyAsksFlagsAndChoices(t *testing.T) {
	recs := kindRecords(t, []Source{toolsFor(t, "browser", askTurnTools)}, "clarify", 24, 5)
	flag, choice := 0, 0
	for _, r := range recs {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		q, reply := r.Messages[1].Content, r.Messages[2].Content
		call := r.Messages[3].ToolCalls[0]
		switch call.Function.Name {
		case "handle_dialog":
			flag++
			if q != "Should I accept the dialog?" {
				t.Errorf("flag question %q", q)
			}
			yes := strings.HasPrefix(reply, "Yes")
			if yes != strings.Contains(call.Function.Arguments, "true") {
				t.Errorf("reply %q, call %s", reply, call.Function.Arguments)
			}
		case "page_click":
			t.Errorf("element ref asked: %q, reply %q, call %s", q, reply, call.Function.Arguments)
		case "console_logs":
			if strings.Contains(q, "URL") {
				continue // the page asked for, not the level
			}
			choice++
			if !strings.Contains(q, "error, warning or info") {
				t.Errorf("choice question %q offers no choices", q)
			}
		}
	}
	if flag == 0 || choice == 0 {
		t.Errorf("flag %d, choice %d clarifications", flag, choice)
	}
}

// TestParallelSiblingSamePlace: a tool taking a list of places is not
// split; the other call of its record asks about the same place (the
// latitude and longitude inside the first call's record), not an
// unrelated one.
func TestParallelSiblingSamePlace(t *testing.T) {
	src := toolsFor(t, "geo", `[
	{"name":"elevation","description":"Get elevation data for locations","inputSchema":{"type":"object","properties":{"locations":{"type":"array","items":{"type":"object","properties":{"latitude":{"type":"number"},"longitude":{"type":"number"}},"required":["latitude","longitude"]}}},"required":["locations"]}},
	{"name":"reverse_geocode","description":"Convert coordinates into an address","inputSchema":{"type":"object","properties":{"latitude":{"type":"number","description":"Latitude coordinate"},"longitude":{"type":"number","description":"Longitude coordinate"}},"required":["latitude","longitude"]}},
	{"name":"search_places","description":"Search for places","inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Search query"}},"required":["query"]}}
	]`)
	pairs := 0
	for _, r := range kindRecords(t, []Source{src}, "parallel", 24, 3) {
		names, args := r.calls()
		if len(names) < 2 || names[0] != "elevation" {
			continue
		}
		pairs++
		var a struct {
			Locations []struct{ Latitude, Longitude json.Number }
		}
		var b struct{ Latitude, Longitude json.Number }
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[1]), &b)
		if names[1] != "reverse_geocode" || len(a.Locations) == 0 || a.Locations[0].Latitude != b.Latitude {
			t.Errorf("elevation beside %s %s: %q", names[1], args[1], r.request())
		}
	}
	if pairs == 0 {
		t.Fatal("no parallel record of elevation")
	}
}
