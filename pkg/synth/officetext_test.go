package synth

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// codePoolText holds the texts of software work: the stories, the
// reasons for closing work, the code review comments and the mails about
// releases and outages.
func codePoolText() []string {
	var out []string
	for _, s := range stories {
		out = append(out, s.title, s.body, s.chat, s.commit, s.pr)
		out = append(out, s.comments...)
	}
	out = append(out, workReasons...)
	out = append(out, codeComments...)
	for _, m := range mails {
		if codeMail(m) {
			out = append(out, m.subject, m.body)
		}
	}
	return out
}

// serverTool returns the server of the tools file and its tool name
// (readServer); the test fails when the file has no such tool.
func serverTool(t *testing.T, file, name string) (*role.Server, role.ServerTool) {
	t.Helper()
	srv, tools := readServer(t, file)
	for _, tl := range tools {
		if tl.Name == name {
			return srv, tl
		}
	}
	t.Fatalf("%s has no tool %s", file, name)
	return nil, role.ServerTool{}
}

// readServer reads a tool file and its server.
func readServer(t *testing.T, file string) (*role.Server, []role.ServerTool) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Tools []role.ServerTool }
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return role.NewServer(file, doc.Tools), doc.Tools
}

// On a server of office work on computers (a base of records, a document
// archive, a spreadsheet, a content platform) a comment, a document's
// title or note, a chart's alt text and a reason are no issue, pull
// request or CI run (blind raters: a chart's alt text "Settings page is
// now readable in dark mode", an Airtable comment about a query flag).
func TestNoCodeTextOnOfficeServers(t *testing.T) {
	pool := codePoolText()
	cases := []struct{ file, tool, prop string }{
		{"testdata/office/airtable-mcp-server.json", "create_comment", "text"},
		{"testdata/office/paperless.json", "create_document_note", "note"},
		{"testdata/office/paperless.json", "update_document", "title"},
		{"testdata/office/google_sheets.json", "sheets_update_chart", "altText"},
		{"testdata/office/contentful.json", "create_comment", "body"},
	}
	for _, c := range cases {
		srv, tool := serverTool(t, c.file, c.tool)
		seen := 0
		for _, m := range decodeAll(t, string(tool.InputSchema), 60, Options{Seed: 5, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			v := findString(m, c.prop)
			if v == "" {
				continue
			}
			seen++
			for _, p := range pool {
				if strings.Contains(v, p) {
					t.Errorf("%s.%s = %q, software work's text on an office server", c.tool, c.prop, v)
					break
				}
			}
		}
		if seen == 0 {
			t.Errorf("%s.%s never filled", c.tool, c.prop)
		}
	}
}

// findString returns the first string value of key prop anywhere in v.
func findString(v any, prop string) string {
	switch x := v.(type) {
	case map[string]any:
		if s, ok := x[prop].(string); ok {
			return s
		}
		for _, k := range sortedKeys(x) {
			if s := findString(x[k], prop); s != "" {
				return s
			}
		}
	case []any:
		for _, e := range x {
			if s := findString(e, prop); s != "" {
				return s
			}
		}
	}
	return ""
}

// An issue tracker keeps its stories on every tool: a worklog's
// description on a server whose tools name issues is software work.
func TestCodeTextOnIssueServer(t *testing.T) {
	srv := role.NewServer("tracker", []role.ServerTool{{Name: "create_issue", Description: "Create an issue in a project"},
		{Name: "create_worklog", Description: "Create a worklog"}, {Name: "list_modules"}})
	if !srv.CodeWork() {
		t.Fatal("a server with issue tools is no code work")
	}
	pool := codePoolText()
	src := `{"type":"object","properties":{"description":{"type":"string"}},"required":["description"]}`
	code := 0
	for _, m := range decodeAll(t, src, 30, Options{Seed: 3, RootObject: true, Topic: "create_worklog", About: "Create a worklog", Server: srv}) {
		v, _ := m["description"].(string)
		for _, p := range pool {
			if v != "" && strings.Contains(v, p) {
				code++
				break
			}
		}
	}
	if code == 0 {
		t.Error("an issue tracker's worklog descriptions carry no software work")
	}
}

// A base's record search looks for what records hold (a name, a
// company), never a web search (blind raters: "hiking backpack" in a
// bakery's catalog; here "best hiking trails near Madrid" in an Airtable
// base).
func TestRecordSearchIsNoWebSearch(t *testing.T) {
	srv, tools := readServer(t, "testdata/office/airtable-mcp-server.json")
	var tool role.ServerTool
	for _, tl := range tools {
		if tl.Name == "search_records" {
			tool = tl
		}
	}
	web := map[string]bool{}
	for _, q := range append(append([]string{}, webQueries...), plainWebQueries...) {
		web[strings.SplitN(q, " {", 2)[0]] = true
	}
	for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 4, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		v, _ := m["searchTerm"].(string)
		for w := range web {
			if v != "" && strings.HasPrefix(v, w) {
				t.Errorf("searchTerm = %q, a web search in a base's records", v)
			}
		}
	}
}

// A research tool's topic is no record the server keeps: the reference
// server everything's simulate-research-query investigates a question, not
// "Garcia" (a person's name a record search would take).
func TestResearchTopicIsNoRecordSearch(t *testing.T) {
	srv, tools := readServer(t, "../../testdata/mcp-servers/everything.json")
	var tool role.ServerTool
	for _, tl := range tools {
		if tl.Name == "simulate-research-query" {
			tool = tl
		}
	}
	if tool.Name == "" {
		t.Fatal("everything.json has no simulate-research-query")
	}
	for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 4, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		// (a name is one or two words, a question three or more)
		if v, _ := m["topic"].(string); len(strings.Fields(v)) < 3 {
			t.Errorf("topic = %q, a name, not a question a research tool investigates", v)
		}
	}
}

// A team's wiki and chat keep the team's story (a Notion page titled
// "Release checklist", a Slack post about a fix), not a record's filler
// title ("Page for Aisha Patel"); a base and a document archive are office
// work.
func TestOfficeWorkLeavesTeamSpaces(t *testing.T) {
	for file, want := range map[string]bool{
		"../../testdata/mcp-servers/notion.json":   false,
		"../../testdata/mcp-servers/slack.json":    false,
		"../../testdata/mcp-servers/github.json":   false,
		"testdata/office/airtable-mcp-server.json": true,
		"testdata/office/paperless.json":           true,
	} {
		if srv, _ := readServer(t, file); srv.OfficeWork() != want {
			t.Errorf("%s: OfficeWork() = %v, want %v", file, !want, want)
		}
	}
}
