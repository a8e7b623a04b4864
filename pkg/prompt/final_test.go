package prompt

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A recordedResult is one line of testdata/results/*.jsonl: a real tool
// result captured from a pinned npm server (see testdata/results/README.md).
type recordedResult struct {
	Server  string          `json:"server"`
	Tool    string          `json:"tool"`
	Args    json.RawMessage `json:"args"`
	Result  string          `json:"result"`
	IsError bool            `json:"isError"`
}

func loadResults(t *testing.T, file string) []recordedResult {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "results", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []recordedResult
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r recordedResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out = append(out, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// checkFinal asserts what every final answer must be: non-empty, free of
// template debris, not the raw tool output, not a dump of a long output,
// and bounded.
func checkFinal(t *testing.T, what, result, final string) {
	t.Helper()
	if strings.TrimSpace(final) == "" {
		t.Errorf("%s: empty final answer", what)
		return
	}
	for _, bad := range []string{"<no value>", "%!", "map[", "<nil>", "[]interface", "json.Number"} {
		if strings.Contains(final, bad) {
			t.Errorf("%s: final answer has %q:\n%s", what, bad, final)
		}
	}
	if strings.TrimSpace(final) == strings.TrimSpace(result) {
		t.Errorf("%s: final answer equals the raw tool output:\n%s", what, final)
	}
	if len(result) > 300 && strings.Contains(final, strings.TrimSpace(result)) {
		t.Errorf("%s: final answer pastes the whole %d-byte tool output", what, len(result))
	}
	if strings.HasPrefix(strings.TrimSpace(result), "{") && strings.Contains(final, strings.TrimSpace(result)) {
		t.Errorf("%s: final answer pastes the JSON result:\n%s", what, final)
	}
	if n := len([]rune(final)); n > 1200 {
		t.Errorf("%s: final answer is %d characters long:\n%s", what, n, final)
	}
}

// renderFinals renders the final answer of every variant of b's final
// section (index 0..n-1) for one result, checks each and returns them.
func renderFinals(t *testing.T, r *Renderer, b *Binding, what string, args json.RawMessage, result string, isError bool) []string {
	t.Helper()
	a, err := DecodeArgs(args)
	if err != nil {
		t.Fatal(err)
	}
	n := len(b.Final.Sections[SectionFinal])
	var out []string
	for i := 0; i < n; i++ {
		rng := rand.New(rand.NewPCG(uint64(i), 11))
		s, err := r.Final(b, rng, i, a, result, isError)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		checkFinal(t, what, result, s)
		out = append(out, s)
	}
	return out
}

// TestPerToolFinalsOnRecordedResults renders every final variant of the
// filesystem, everything and memory servers' read-only tools on real
// results recorded from the pinned servers, and checks that each such tool
// has a final section of its own.
func TestPerToolFinalsOnRecordedResults(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for _, c := range []struct{ corpus, results string }{
		{"filesystem.json", "secure-filesystem-server.jsonl"},
		{"everything.json", "mcp-servers_everything.jsonl"},
		{"memory.json", "memory-server.jsonl"},
	} {
		si, tools := loadCorpus(t, c.corpus)
		byName := map[string]tool.Tool{}
		for _, tl := range tools {
			byName[tl.Name] = tl
		}
		seen := map[string]bool{}
		for _, rr := range loadResults(t, c.results) {
			tl, ok := byName[rr.Tool]
			if !ok {
				t.Fatalf("%s: tool %q not in %s", c.results, rr.Tool, c.corpus)
			}
			b, err := set.For(ToolInfo{Server: "x", ServerInfo: si, Name: tl.Name, Title: tl.Title,
				Description: tl.Description, InputSchema: tl.InputSchema})
			if err != nil {
				t.Fatal(err)
			}
			if want := DirName(si) + "/" + ToolFileName(tl.Name); b.Final == nil || b.Final.Rel != want {
				if b.Final == nil {
					t.Fatalf("%s: no final template", tl.Name)
				}
				t.Errorf("%s: final template is %s, want the tool's own %s", tl.Name, b.Final.Rel, want)
			}
			finals := renderFinals(t, r, b, c.results+" "+rr.Tool, rr.Args, rr.Result, rr.IsError)
			if testing.Verbose() && !seen[rr.Tool+boolStr(rr.IsError)] {
				seen[rr.Tool+boolStr(rr.IsError)] = true
				t.Logf("%s %s → %.200q\n    ⇒ %s", rr.Tool, rr.Args, rr.Result, strings.Join(finals, "\n    ⇒ "))
			}
		}
	}
}

func boolStr(b bool) string {
	if b {
		return " error"
	}
	return ""
}

// exampleCalls are calls of the example server's tools, each run for real;
// several fail on purpose (isError) so the error answers are exercised.
var exampleCalls = []struct {
	tool, args string
}{
	{"get_forecast", `{"city":"Osaka","date":"2019-05-26","units":"metric"}`},
	{"get_forecast", `{"city":"Toronto","date":"2024-01-15","units":"imperial"}`},
	{"get_forecast", `{"city":"Lisbon","date":"2025-07-04"}`},
	{"get_forecast", `{"city":"Paris","date":"2024-03-02"}`},
	{"list_rooms", `{}`},
	{"list_rooms", `{"building":"Annex"}`},
	{"list_rooms", `{"min_capacity":15}`},
	{"list_rooms", `{"min_capacity":40}`},
	{"get_room", `{"room_id":"HQ-101"}`},
	{"get_room", `{"room_id":"AX-002"}`},
	{"get_room", `{"room_id":"ZZ-999"}`},
	{"search_events", `{"from":"2026-03-01","to":"2026-03-31"}`},
	{"search_events", `{"from":"2025-11-01","to":"2026-02-28","query":"design review"}`},
	{"get_event", `{"event_id":"evt_a6fbc97a"}`},
	{"get_event", `{"event_id":"evt_00000000"}`},
	{"find_free_slot", `{"date":"2026-03-10","duration_minutes":90,"building":"HQ"}`},
	{"find_free_slot", `{"date":"2026-03-26","duration_minutes":480,"building":"HQ","min_capacity":20}`},
	{"find_free_slot", `{"date":"2026-02-30"}`},
	{"find_free_slot", `{"date":"2026-03-11"}`},
	{"search_events", `{"from":"2026-03-01","to":"2026-03-31","limit":2}`},
	{"search_events", `{"from":"2026-03-02","to":"2026-03-02","attendee":"bo@acme.example"}`},
	{"search_events", `{"from":"2020-01-01","to":"2020-01-31"}`},
	{"search_events", `{"from":"2026-03-05","to":"2026-03-01"}`},
	{"book_meeting", `{"title":"Design sync","start":"2026-04-01T10:00:00Z","duration_minutes":60,"room_id":"HQ-102","attendees":[{"email":"ana@acme.example"},{"email":"bo@acme.example"}]}`},
	{"book_meeting", `{"title":"Design sync","start":"2026-04-01T10:00:00Z","duration_minutes":60,"room_id":"ZZ-999","attendees":[{"email":"ana@acme.example"}]}`},
	{"book_meeting", `{"title":"Standup clash","start":"2026-03-02T09:30:00Z","duration_minutes":30,"room_id":"HQ-101","attendees":[{"email":"ana@acme.example"}]}`},
	{"cancel_meeting", `{"event_id":"evt_a6fbc97a","reason":"Team offsite"}`},
	{"cancel_meeting", `{"event_id":"evt_a6fbc97a","notify_attendees":false}`},
	{"cancel_meeting", `{"event_id":"evt_00000000"}`},
	{"save_note", `{"title":"Groceries","body":"milk, eggs, bread","tags":["home"]}`},
	{"save_note", `{"title":"Ideas","body":"A longer note\nwith two lines"}`},
	{"send_email", `{"to":["ana@acme.example"],"subject":"Lunch?","body":"Noon at the usual place?"}`},
	{"send_email", `{"to":["ana@acme.example","bo@acme.example"],"cc":["chen@acme.example"],"subject":"Plan","body":"See attached.","priority":"high"}`},
	{"send_email", `{"to":["x@nowhere.invalid"],"subject":"Hi","body":"Hello"}`},
}

// TestPerToolFinalsOnExampleServer calls the example server's tools for
// real (in process, over go-sdk's in-memory transport) and renders every
// final variant of each tool's own template on the results.
func TestPerToolFinalsOnExampleServer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, err := exampleserver.NewServer()
	if err != nil {
		t.Fatal(err)
	}
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "prompt-test", Version: "0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	lr, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	bindings := map[string]*Binding{}
	for _, tl := range lr.Tools {
		schema, _ := json.Marshal(tl.InputSchema)
		b, err := set.For(ToolInfo{Server: "example", ServerInfo: exampleserver.Name, Name: tl.Name, Title: tl.Title,
			Description: tl.Description, InputSchema: schema})
		if err != nil {
			t.Fatal(err)
		}
		if want := DirName(exampleserver.Name) + "/" + ToolFileName(tl.Name); b.Final == nil || b.Final.Rel != want {
			if b.Final == nil {
				t.Fatalf("%s: no final template", tl.Name)
			}
			t.Errorf("%s: final template is %s, want the tool's own %s", tl.Name, b.Final.Rel, want)
		}
		bindings[tl.Name] = b
	}
	called := map[string]bool{}
	for _, c := range exampleCalls {
		b := bindings[c.tool]
		if b == nil {
			t.Fatalf("example server has no tool %q", c.tool)
		}
		var args map[string]any
		if err := json.Unmarshal([]byte(c.args), &args); err != nil {
			t.Fatal(err)
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: c.tool, Arguments: args})
		if err != nil {
			t.Fatalf("%s %s: %v", c.tool, c.args, err)
		}
		called[c.tool] = true
		content := toolMessage(t, res)
		finals := renderFinals(t, r, b, c.tool+" "+c.args, json.RawMessage(c.args), content, res.IsError)
		for _, f := range finals {
			// Which rooms are free is the answer: all of them are named
			// (the server has six), none left as "and 2 more".
			if c.tool == "find_free_slot" && strings.Contains(f, " more") {
				t.Errorf("%s %s: the answer leaves rooms out: %q", c.tool, c.args, f)
			}
		}
		if testing.Verbose() {
			t.Logf("%s %s → %.160q\n    ⇒ %s", c.tool, c.args, content, strings.Join(finals, "\n    ⇒ "))
		}
	}
	for name := range bindings {
		if !called[name] {
			t.Errorf("tool %s is never called by this test", name)
		}
	}
}

// toolMessage renders a result the way generate --execute records it
// (pkg/execute.Render): structuredContent as compact JSON when every
// content item is text, else the text items joined by newlines.
func toolMessage(t *testing.T, res *mcp.CallToolResult) string {
	var texts []string
	allText := true
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			texts = append(texts, tc.Text)
		} else {
			allText = false
		}
	}
	if res.StructuredContent != nil && allText {
		raw, err := json.Marshal(res.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, raw); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	return strings.Join(texts, "\n")
}

// TestGenericFinalOnRecordedResults renders _final.tmpl (every variant) on
// each recorded result for a tool that has no template of its own: the
// answer is words, never the raw output.
func TestGenericFinalOnRecordedResults(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for _, c := range []struct{ corpus, results string }{
		{"filesystem.json", "secure-filesystem-server.jsonl"},
		{"everything.json", "mcp-servers_everything.jsonl"},
		{"memory.json", "memory-server.jsonl"},
	} {
		_, tools := loadCorpus(t, c.corpus)
		byName := map[string]tool.Tool{}
		for _, tl := range tools {
			byName[tl.Name] = tl
		}
		for _, rr := range loadResults(t, c.results) {
			tl := byName[rr.Tool]
			// No serverInfo: only top-level files apply, so the final
			// answer comes from _final.tmpl.
			b, err := set.For(ToolInfo{Server: "other", Name: tl.Name, Title: tl.Title,
				Description: tl.Description, InputSchema: tl.InputSchema})
			if err != nil {
				t.Fatal(err)
			}
			if b.Final == nil || b.Final.Rel != FinalFile {
				t.Fatalf("%s: final template %v, want %s", tl.Name, b.Final, FinalFile)
			}
			finals := renderFinals(t, r, b, "generic "+rr.Tool, rr.Args, rr.Result, rr.IsError)
			if rr.IsError {
				for _, f := range finals {
					if !strings.Contains(f, "?") && !strings.Contains(f, "try again") && !strings.Contains(f, "retry") {
						t.Errorf("%s: error answer suggests no next step: %s", rr.Tool, f)
					}
				}
			}
		}
	}
}

// TestFinalAnswersFromRealJSON checks what final templates see: .Structured
// decoded from a JSON result, .Text unwrapped from {"content": "..."}, and
// nil/Result for plain text.
func TestFinalAnswersFromRealJSON(t *testing.T) {
	fsys := mapFS(map[string]string{
		"_generic.tmpl": "Do it.",
		"_final.tmpl":   "{{if .Structured}}S:{{describe .Structured}}{{else}}T:{{end}}|{{.Text}}",
	})
	set, err := LoadLayers(Layer{Name: "t", FS: fsys})
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "x", InputSchema: json.RawMessage(`{"type":"object"}`)})
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for _, c := range []struct{ result, want string }{
		{`{"city":"Osaka","high":25,"tags":["a","b"]}`, `S:city Osaka, high 25 and tags a and b|{"city":"Osaka","high":25,"tags":["a","b"]}`},
		{`{"content":"line one\nline two"}`, "S:content line one …|line one\nline two"},
		{`[1, 2]`, "S:2 items: 1 and 2|[1, 2]"},
		{`Plain text {not json}`, "T:|Plain text {not json}"},
		{`{"broken": `, `T:|{"broken":`},
	} {
		got, err := r.Final(b, rand.New(rand.NewPCG(1, 2)), 0, nil, c.result, false)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("result %q:\n got %q\nwant %q", c.result, got, c.want)
		}
	}
}

// TestFinalErrorsNameFileAndLine: a final section that fails to execute is
// reported with the template file and line.
func TestFinalErrorsNameFileAndLine(t *testing.T) {
	fsys := mapFS(map[string]string{
		"_generic.tmpl": "Do it.",
		"x.tmpl":        "Run x.\n=== final\n{{/* a comment */}}\nFine.\n---\nBad: {{find \"(\" .Text}}\n",
	})
	set, err := LoadLayers(Layer{Name: "t", FS: fsys})
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "x", InputSchema: json.RawMessage(`{"type":"object"}`)})
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	var msgs []string
	for i := 0; i < 2; i++ {
		_, err := r.Final(b, rand.New(rand.NewPCG(1, 2)), i, nil, "ok", false)
		if err != nil {
			msgs = append(msgs, err.Error())
		}
	}
	if len(msgs) != 1 || !strings.Contains(msgs[0], "t/x.tmpl:6:") {
		t.Fatalf("errors %q, want one naming t/x.tmpl:6", msgs)
	}
}

func TestResultHelpers(t *testing.T) {
	long := map[string]any{}
	for i := 0; i < 30; i++ {
		long[fmt.Sprintf("key_%02d", i)] = strings.Repeat("v", 50)
	}
	if d := describe(long); len([]rune(d)) > describeChars+1 || !strings.HasSuffix(d, "…") {
		t.Errorf("describe of a big object is not bounded: %q", d)
	}
	for in, want := range map[string]string{
		"1234567": "1,234,567", "25": "25", "25.0": "25", "3.14159": "3.14", "-12000": "-12,000", "abc": "abc",
	} {
		if got := numWords(json.Number(in)); got != want {
			t.Errorf("num %s = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string][]string{
		`no forecast for "Paris": covered cities are Amsterdam, Berlin, Lima and Toronto`: {"Amsterdam", "Berlin", "Lima", "Toronto"},
		"invalid value; expected one of: low, normal, high":                               {"low", "normal", "high"},
		"mode must be one of fast | slow":                                                 {"fast", "slow"},
		"ENOTDIR: not a directory, scandir '/tmp/a.txt'":                                  nil,
		"Access denied - path outside allowed directories: /etc/passwd not in /tmp/x":     nil,
		"from (2026-03-05) is after to (2026-03-01)":                                      nil,
	} {
		if got := optionList(in); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("options %q = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"MCP error -32603: Error: Something broke.\nstack…": "something broke",
		"ENOENT: no such file":                              "ENOENT: no such file",
	} {
		if got := reason(in); got != want {
			t.Errorf("reason %q = %q, want %q", in, got, want)
		}
	}
	text := strings.Repeat("line\n", 20)
	if got := excerpt(text); got != "line\nline\nline\nline\n…" {
		t.Errorf("excerpt = %q", got)
	}
	if got := excerpt("a\n\nb"); got != "a\n\nb" {
		t.Errorf("excerpt keeps short text: %q", got)
	}
	if got := dateWords("2019-05-26"); got != "26 May 2019" {
		t.Errorf("date = %q", got)
	}
	if got := dateWords("2021-06-15T10:41:23Z"); got != "15 June 2021 at 10:41 UTC" {
		t.Errorf("date-time = %q", got)
	}
	if !isEmpty(decodeResult(`{"entities":[],"relations":[]}`)) || isEmpty(decodeResult(`{"total":0}`)) {
		t.Error("isEmpty")
	}
	if got := prefixed("[FILE]", "[FILE] a.txt\n[DIR] d\n[FILE] b"); fmt.Sprint(got) != "[a.txt b]" {
		t.Errorf("prefixed = %q", got)
	}
}
