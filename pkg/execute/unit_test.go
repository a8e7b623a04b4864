package execute

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

func mustTool(t *testing.T, raw string) *tool.Tool {
	t.Helper()
	tl, err := tool.FromJSON(json.RawMessage(raw))
	if err != nil {
		t.Fatal(err)
	}
	tl.Server = "srv"
	return &tl
}

func TestSafetyDecide(t *testing.T) {
	ro := mustTool(t, `{"name":"read_file","annotations":{"readOnlyHint":true}}`)
	nd := mustTool(t, `{"name":"create_directory","annotations":{"readOnlyHint":false,"destructiveHint":false}}`)
	de := mustTool(t, `{"name":"write_file","annotations":{"destructiveHint":true}}`)
	none := mustTool(t, `{"name":"save_note"}`)
	cases := []struct {
		s    Safety
		tl   *tool.Tool
		run  bool
		want string
	}{
		{Safety{}, ro, true, ""},
		{Safety{}, nd, false, "not read-only (policy readonly)"},
		{Safety{}, de, false, "not read-only"},
		{Safety{Policy: PolicyNonDestructive}, nd, true, ""},
		{Safety{Policy: PolicyNonDestructive}, de, false, "destructiveHint true (policy non-destructive)"},
		{Safety{Policy: PolicyNonDestructive}, none, false, "not read-only and no destructiveHint"},
		{Safety{Policy: PolicyAll}, de, false, "destructive tools not allowed"},
		{Safety{Policy: PolicyAll}, none, false, "destructive tools not allowed"},
		{Safety{Policy: PolicyAll, AllowDestructive: true}, de, true, ""},
		{Safety{Allow: []string{"create_*"}}, nd, true, ""},
		{Safety{Allow: []string{"srv/write_*"}}, de, false, "destructive tools not allowed"},
		{Safety{Allow: []string{"write_*"}, AllowDestructive: true}, de, true, ""},
		{Safety{Deny: []string{"srv/read_*"}}, ro, false, "denied by tool glob srv/read_*"},
	}
	for i, c := range cases {
		run, ref := c.s.Decide(c.tl)
		why := ref.Why
		if run != c.run || !strings.Contains(why, c.want) {
			t.Errorf("%d: %s with %+v: run %v (%q), want %v (%q)", i, c.tl.Name, c.s, run, why, c.run, c.want)
		}
	}
	if _, ref := (Safety{Deny: []string{"srv/read_*"}}).Decide(ro); ref.DeniedBy != "srv/read_*" {
		t.Errorf("DeniedBy %q, want the matching glob", ref.DeniedBy)
	}
	if _, ref := (Safety{Policy: PolicyAll}).Decide(de); !ref.NeedsAllowDestructive || ref.Destructive != "destructiveHint true" {
		t.Errorf("refusal of a destructive tool: %+v", ref)
	}
	if err := (Safety{Deny: []string{"["}}).Check(); err == nil {
		t.Error("bad glob accepted")
	}
	if _, err := ParsePolicy("everything"); err == nil {
		t.Error("bad policy accepted")
	}
}

func parse(t *testing.T, raw string) *mcp.CallResult {
	t.Helper()
	r, err := mcp.ParseCallResult(json.RawMessage(raw))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRender(t *testing.T) {
	out, err := schema.Compile([]byte(`{"type":"object","properties":{"n":{"type":"integer"}},"required":["n"]}`), schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// The text is what clients pass to models: it is the message by
	// default; structured asks for structuredContent, compacted, key order
	// kept; a result with no text gives structuredContent either way.
	both := `{"content":[{"type":"text","text":"n is 3"}],"structuredContent":{ "n": 3, "a": 1 }}`
	rd := Render(parse(t, both), out, 0, false)
	if rd.Content != "n is 3" || rd.Structured || rd.Mismatch != "" {
		t.Errorf("text: %+v", rd)
	}
	rd = Render(parse(t, both), out, 0, true)
	if rd.Content != `{"n":3,"a":1}` || !rd.Structured || rd.Mismatch != "" {
		t.Errorf("structured: %+v", rd)
	}
	rd = Render(parse(t, `{"content":[],"structuredContent":{"n":3}}`), out, 0, false)
	if rd.Content != `{"n":3}` || !rd.Structured {
		t.Errorf("no text: %+v", rd)
	}
	rd = Render(parse(t, `{"content":[{"type":"text","text":"x"}],"structuredContent":{"n":"three"}}`), out, 0, false)
	if !strings.Contains(rd.Mismatch, "/n") {
		t.Errorf("mismatch not reported with its pointer: %+v", rd)
	}
	rd = Render(parse(t, `{"content":[{"type":"text","text":"x"}]}`), out, 0, false)
	if !strings.Contains(rd.Mismatch, "no structuredContent") {
		t.Errorf("missing structuredContent not reported: %+v", rd)
	}
	if rd := Render(parse(t, `{"content":[{"type":"text","text":"bad"}],"isError":true}`), out, 0, false); rd.Mismatch != "" {
		t.Errorf("isError result checked against outputSchema: %+v", rd)
	}
	// non-text items become typed placeholders; binary stays out
	rd = Render(parse(t, `{"content":[{"type":"text","text":"here"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"},
		{"type":"audio","data":"AAAA","mimeType":"audio/wav"},{"type":"resource","resource":{"uri":"file:///a.bin","mimeType":"application/octet-stream","blob":"AAEC"}}],
		"structuredContent":{"content":[{"type":"image","data":"iVBORw0KGgo="}]}}`), nil, 0, true)
	want := "here\n[image: image/png, 8 bytes]\n[audio: audio/wav, 3 bytes]\n[resource: file:///a.bin (application/octet-stream), 3 bytes]"
	if rd.Content != want || rd.Structured {
		t.Errorf("placeholders:\n%s\nwant\n%s", rd.Content, want)
	}
	// truncation keeps UTF-8 whole and says so
	rd = Render(parse(t, `{"content":[{"type":"text","text":"ééééé"}]}`), nil, 5, false)
	if !rd.Truncated || rd.Size != 10 || !strings.HasPrefix(rd.Content, "éé\n"+TruncMarker+": 4 of 10 bytes shown]") {
		t.Errorf("truncated: %q", rd.Content)
	}
}

func TestExclude(t *testing.T) {
	in := json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"head":{"type":"number"},"tail":{"type":"number"}},"required":["path"]}`)
	got := Exclude(in, [][2]string{{"head", "tail"}})
	s, err := schema.Compile(got, schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for inst, ok := range map[string]bool{`{"path":"a"}`: true, `{"path":"a","head":1}`: true, `{"path":"a","head":1,"tail":2}`: false, `{"path":"a","x":1}`: false} {
		v, _ := schema.DecodeJSON([]byte(inst))
		if got := len(s.Validate(v)) == 0; got != ok {
			t.Errorf("%s: valid %v, want %v", inst, got, ok)
		}
	}
	if string(Exclude(in, nil)) != string(in) {
		t.Error("no pairs changed the schema")
	}
}

func TestLearn(t *testing.T) {
	var paths []string
	var kinds []bool
	vals := map[string][]any{}
	addPath := func(p string, dir bool) int { paths = append(paths, p); kinds = append(kinds, dir); return 1 }
	addValue := func(k string, v any) int { vals[k] = append(vals[k], v); return 1 }
	learn(parse(t, `{"content":[{"type":"text","text":"Allowed directories:\n/data/a\n/data/b"}]}`), "", true, addPath, addValue)
	learn(parse(t, `{"content":[{"type":"text","text":"[FILE] x.txt\n[DIR] sub"}]}`), "/data/a", false, addPath, addValue)
	learn(parse(t, `{"content":[{"type":"text","text":"[{\"name\":\"t\",\"type\":\"directory\",\"children\":[{\"name\":\"y.md\",\"type\":\"file\"}]}]"}]}`), "/data/b", false, addPath, addValue)
	want := "/data/a /data/b /data/a/x.txt /data/a/sub /data/b/t /data/b/t/y.md"
	if got := strings.Join(paths, " "); got != want {
		t.Errorf("paths %q, want %q", got, want)
	}
	if kinds[2] || !kinds[3] || !kinds[4] || kinds[5] {
		t.Errorf("kinds %v", kinds)
	}
	// The filesystem server separates the marker from the name by one
	// space: a name's own leading spaces belong to it. list_directory_with_sizes
	// pads names and directories on the right.
	paths = nil
	learn(parse(t, `{"content":[{"type":"text","text":"[FILE]  lead.txt\n[FILE] a b.txt\n[DIR]  sp"}]}`), "/d", false, addPath, addValue)
	learn(parse(t, `{"content":[{"type":"text","text":"[FILE]  lead.txt                 2 B\n[DIR] sub              \n\nTotal: 1 files, 1 directories"}]}`), "/e", false, addPath, addValue)
	if got, want := strings.Join(paths, "|"), "/d/ lead.txt|/d/a b.txt|/d/ sp|/e/ lead.txt|/e/sub"; got != want {
		t.Errorf("entries: paths %q, want %q", got, want)
	}
	learn(parse(t, `{"content":[{"type":"text","text":"2 rooms"}],"structuredContent":{"rooms":[{"id":"HQ-101","capacity":4},{"id":"AX-001"}]}}`), "", false, addPath, addValue)
	if len(vals["room_id"]) != 2 || len(vals["roomId"]) != 2 || vals["id"][1] != "AX-001" {
		t.Errorf("values %v", vals)
	}
	// A listing returned as structured "content" is a body of text, not a
	// value a write tool's content parameter should take.
	learn(parse(t, `{"content":[{"type":"text","text":"[DIR] alpha"}],"structuredContent":{"content":"[DIR] alpha\n[DIR] beta","count":2}}`), "", false, addPath, addValue)
	if len(vals["content"]) != 0 || len(vals["count"]) != 1 {
		t.Errorf("a multi-line text was learned as a value: %v", vals)
	}
}

func TestWindowArgs(t *testing.T) {
	for _, tc := range []struct {
		schema string
		want   string // JSON of the arguments, "null" for none
	}{
		{`{"type":"object","properties":{"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"query":{"type":"string"}},"required":["from","to"]}`,
			`{"from":"2024-01-16","to":"2028-01-15"}`},
		{`{"type":"object","properties":{"endTime":{"type":"string","format":"date-time"},"startTime":{"type":"string","format":"date-time"}},"required":["startTime","endTime"]}`,
			`{"endTime":"2028-01-15T00:00:00Z","startTime":"2024-01-16T00:00:00Z"}`},
		{`{"type":"object","properties":{"since":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}},"required":["since","end_date"]}`,
			`{"end_date":"2028-01-15","since":"2024-01-16"}`},
		// a date and something else required, two lower ends, one end only,
		// a date without format: not a range the probe can fill.
		{`{"type":"object","properties":{"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"},"room":{"type":"string"}},"required":["from","to","room"]}`, `null`},
		{`{"type":"object","properties":{"from":{"type":"string","format":"date"},"start":{"type":"string","format":"date"}},"required":["from","start"]}`, `null`},
		{`{"type":"object","properties":{"day":{"type":"string","format":"date"}},"required":["day"]}`, `null`},
		{`{"type":"object","properties":{"from":{"type":"string"},"to":{"type":"string"}},"required":["from","to"]}`, `null`},
	} {
		tl := mustTool(t, `{"name":"search_events","inputSchema":`+tc.schema+`}`)
		got, _ := json.Marshal(windowArgs(params(tl)))
		if string(got) != tc.want {
			t.Errorf("windowArgs(%s) = %s, want %s", tc.schema, got, tc.want)
		}
	}
}
