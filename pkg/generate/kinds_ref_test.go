package generate

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// refTools: tools whose one required value names the thing they act on,
// an opaque id (a comment), a folder's path, the name of a repository
// they create, or the names of labels: a request can only leave it out by pointing at the thing.
const refTools = `[
 {"name":"delete_comment","description":"Delete a comment",
  "inputSchema":{"type":"object","properties":{"comment_id":{"type":"string","format":"uuid","description":"The ID of the comment"}},"required":["comment_id"]}},
 {"name":"list_folder","description":"List the files in a folder","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the directory to list"}},"required":["path"]}},
 {"name":"create_repo","description":"Create a new repository",
  "inputSchema":{"type":"object","properties":{"name":{"type":"string","description":"Repository name"}},"required":["name"]}},
 {"name":"remove_labels","description":"Remove labels",
  "inputSchema":{"type":"object","properties":{"labelNames":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":3,"description":"Names of the labels to remove"}},"required":["labelNames"]}}
]`

// TestClarifyPointsAtThing: a tool whose only value is the id of what it
// acts on, a path, or the name of what it makes is clarified the way
// people leave such values out: the request points at the thing by its
// noun, never "that" one with nothing before it ("Can you help me list
// the files in a folder?"), an opaque id as "this" one whose id did not
// come through ("Please delete this comment:"), or asks for a new one ("Could you create a new repository
// for me?"), the question says in words which
// thing and what to give ("Sure — which comment? I'll need its id."),
// never the parameter's name, and the reply gives the value as pasted.
// Every record passes dataset check, whose clarification rule (the
// question names the value it asks for) holds.
func TestClarifyPointsAtThing(t *testing.T) {
	m, err := parseMix("clarify=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{toolsFor(t, "x", refTools)}, config{N: 8, Seed: 3, Mix: m}, out)
	asked := map[string]int{}
	for _, r := range readKindRecs(t, out) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		names, args := r.calls()
		asked[names[0]]++
		req, q, reply := r.request(), r.Messages[1].Content, r.Messages[2].Content
		var a map[string]any
		if err := json.Unmarshal([]byte(args[0]), &a); err != nil {
			t.Fatal(err)
		}
		want := map[string][2]string{"delete_comment": {"this comment", "id"}, "list_folder": {"a folder", "path"},
			"create_repo": {"a new repository", "name"}, "remove_labels": {"some labels", "name"}}[names[0]]
		if l, ok := a["labelNames"].([]any); ok && len(l) == 1 {
			want[0] = "the label" // one is pointed at as one
		}
		if strings.Contains(req, "that ") || strings.Contains(req, "those ") {
			t.Errorf("%s: request %q points back at nothing said before", names[0], req)
		}
		if strings.Contains(req, "the folder") || strings.Contains(req, "the comment") {
			// a folder or a comment the person takes as known
			want[0] = strings.Replace(strings.Replace(want[0], "a folder", "the folder", 1), "this comment", "the comment", 1)
		}
		if !strings.Contains(req, want[0]) {
			t.Errorf("%s: request %q does not say %q", names[0], req, want[0])
		}
		if !strings.Contains(q, want[1]) || strings.Contains(q, "_") {
			t.Errorf("%s: question %q does not ask for the %s in words", names[0], q, want[1])
		}
		for _, v := range a {
			if l, ok := v.([]any); ok {
				v = l[0]
			}
			if !strings.Contains(reply, fmt.Sprint(v)) {
				t.Errorf("%s: reply %q does not give %v", names[0], reply, v)
			}
		}
	}
	for _, n := range []string{"delete_comment", "list_folder", "create_repo", "remove_labels"} {
		if asked[n] == 0 {
			t.Errorf("%s: no clarification (asked %v)", n, asked)
		}
	}
	checkFile(t, out, "openai", nil)
}

// clarifyNot are the captured tools with arguments that no clarification
// fits, each with why (TestClarifyCoverageCaptured):
var clarifyNot = map[string]string{
	// Optional settings, counts or defaults only: a request without them
	// is complete, nothing is missing to ask for.
	"get-resource-links": "defaults", "get-resource-reference": "defaults", "gzip-file-as-resource": "defaults",
	"trigger-long-running-operation": "defaults", "list_rooms": "defaults", "API-get-users": "defaults", "slack_get_users": "defaults",
	"slack_list_channels": "defaults", "browser_console_messages": "defaults", "browser_emulate_media": "defaults",
	"browser_network_requests": "defaults", "browser_snapshot": "defaults", "browser_take_screenshot": "defaults",
	"browser_file_upload": "defaults", "API-post-search": "defaults", "list": "defaults",
	// A page element's snapshot ref, or a position in a listing the
	// assistant printed: a person does not hold it to give.
	"browser_click": "element ref", "browser_drag": "element ref", "browser_drop": "element ref", "browser_hover": "element ref",
	"browser_network_request": "listing position",
	// Nested structures (parents, properties, rich text, form fields,
	// records of observations or relations, coordinates of several
	// places) are pasted whole, not said in a short reply.
	"API-create-a-comment": "nested", "API-post-page": "nested", "API-create-a-data-source": "nested", "browser_fill_form": "nested",
	"create_entities": "nested", "add_observations": "nested", "delete_observations": "nested", "create_relations": "nested",
	"delete_relations": "nested", "maps_elevation": "nested",
	// Two ids, one of them said: a person pasting one pastes the other.
	"API-move-page": "two ids", "API-retrieve-a-page-property": "two ids", "slack_get_thread_replies": "two ids",
	// Code, a script, a text to wait for or echo, a key to press, a
	// selector, a pair of coordinates, a demo's choice: the request is
	// the value, without it there is nothing to point at.
	"echo": "the value is the request", "get-annotated-message": "the value is the request", "get-structured-content": "the value is the request",
	"maps_reverse_geocode": "the value is the request", "browser_press_key": "the value is the request", "browser_run_code_unsafe": "the value is the request",
	"browser_tabs": "the value is the request", "browser_wait_for": "the value is the request", "browser_find": "the value is the request", "query": "the value is the request",
	"puppeteer_click": "the value is the request", "puppeteer_evaluate": "the value is the request", "puppeteer_hover": "the value is the request",
	// A step of reasoning is the caller's own.
	"sequentialthinking": "reasoning",
	// A page element is found by the page's snapshot first; a
	// clarification's answer must feed the very next call, so the slot
	// is the snapshot chain instead (the element's ref is never typed).
	"browser_evaluate": "element ref", "browser_select_option": "element ref", "browser_type": "element ref",
}

// TestClarifyCoverageCaptured: offline over every captured tool list, one
// clarify slot per tool, every tool with arguments gets its clarification
// but those of clarifyNot (an opaque id or a path is asked for by
// pointing at the thing: TestClarifyPointsAtThing).
func TestClarifyCoverageCaptured(t *testing.T) {
	srcs := capturedSources(t)
	m, err := parseMix("single=0.2,parallel=0.2,chain=0.2,followup=0.2,clarify=0.2")
	if err != nil {
		t.Fatal(err)
	}
	res := runTo(t, srcs, config{N: 5, Seed: 11, Mix: m}, filepath.Join(t.TempDir(), "out.jsonl"))
	not := 0
	for _, st := range res.Tools {
		for why, c := range st.KindsSkippedWhy {
			if !strings.HasPrefix(why, "clarify: ") || why == "clarify: "+whyNoArgs || why == "clarify: "+whyHollowUpdate {
				// a clarification whose call would update a thing given
				// only its id is rightly not made
				continue
			}
			not += c
			if _, ok := clarifyNot[st.Tool]; !ok {
				t.Errorf("%s/%s: clarify not possible (%s)", st.Server, st.Tool, why)
			}
		}
	}
	t.Logf("clarify not possible for %d tools with arguments", not)
}
