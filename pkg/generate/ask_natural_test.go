package generate

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// naturalAskTools: a search whose query is all it takes, a page opened by
// its URL, a review whose verdict is an API constant, a reader of a
// document's "complete contents" with a count of lines, and an opaque-id
// fetch.
const naturalAskTools = `[
 {"name":"search_snippets","description":"Search for snippets across shared notebooks","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Search query"}},"required":["query"]}},
 {"name":"open_page","description":"Navigate to a URL","inputSchema":{"type":"object","properties":{"url":{"type":"string","format":"uri","description":"The URL to navigate to"}},"required":["url"]}},
 {"name":"review_change","description":"Submit a review of a change request",
  "inputSchema":{"type":"object","properties":{"change":{"type":"integer","minimum":1,"maximum":999,"description":"Change request number"},
   "verdict":{"type":"string","enum":["APPROVE","REQUEST_CHANGES","COMMENT"],"description":"The review action to perform"}},"required":["change","verdict"]}},
 {"name":"read_doc","description":"Read the complete contents of a document from the archive. Use the 'head' parameter to read only the first N lines.","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the document"},
   "head":{"type":"integer","minimum":1,"maximum":500,"description":"If provided, returns only the first N lines"}},"required":["path"]}},
 {"name":"get_board","description":"Get a board","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"board_id":{"type":"string","format":"uuid","description":"The ID of the board"}},"required":["board_id"]}}
]`

// TestClarifyNaturalRequests: a clarification's request says what the
// person wants, leaving out only the value asked about, never a vague
// opener staged to be asked back ("Can you help me find some
// snippets?", "Could you navigate to a page for me?"): a search or a link
// the person meant to paste and left out, which the reply pastes. A
// choice among API constants is offered and answered in words ("approve,
// request changes or comment", never REQUEST_CHANGES); a request never
// asks for a document's complete contents while cutting it to its first
// lines; an opaque id is not always missing by the same slip (some
// requests speak of "the board" as known). Every record passes dataset
// check.
func TestClarifyNaturalRequests(t *testing.T) {
	m, err := parseMix("clarify=1")
	if err != nil {
		t.Fatal(err)
	}
	vague := regexp.MustCompile(`(?i)help me (find|navigate|search)|find some |looking for some |navigate to a page|run a search for me`)
	constant := regexp.MustCompile(`[A-Z]{2,}_[A-Z]+|\b(APPROVE|COMMENT)\b`)
	asked, known := map[string]int{}, 0
	for _, seed := range []int64{3, 11} {
		out := filepath.Join(t.TempDir(), "out.jsonl")
		runTo(t, []Source{toolsFor(t, "desk", naturalAskTools)}, config{N: 8, Seed: seed, Mix: m}, out)
		checkFile(t, out, "openai", nil)
		for _, r := range readKindRecs(t, out) {
			if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
				continue
			}
			names, _ := r.calls()
			asked[names[0]]++
			req, q, reply := r.request(), r.Messages[1].Content, r.Messages[2].Content
			if vague.MatchString(req) {
				t.Errorf("%s: vague opener %q", names[0], req)
			}
			if constant.MatchString(q) || constant.MatchString(reply) {
				t.Errorf("%s: raw constant in %q / %q", names[0], q, reply)
			}
			if names[0] == "review_change" && strings.Contains(q, " or ") && !strings.Contains(q, "request changes") {
				t.Errorf("review_change: choices not in words: %q", q)
			}
			if l := strings.ToLower(req); strings.Contains(l, "complete") && (strings.Contains(l, "head") || strings.Contains(l, "first ")) {
				t.Errorf("read_doc: complete contents cut to a head: %q", req)
			}
			if names[0] == "get_board" && strings.Contains(strings.ToLower(req), "the board") {
				known++
			}
		}
	}
	for _, n := range []string{"search_snippets", "open_page", "get_board"} {
		if asked[n] == 0 {
			t.Errorf("%s: no clarification (asked %v)", n, asked)
		}
	}
	if known == 0 {
		t.Errorf("every board id left out by the same slip; want some requests speaking of the board as known")
	}
}
