package synth

import (
	"github.com/mcpgen/mcpgen/pkg/role"

	"strings"
	"testing"
)

// A task manager that says nothing of software work gets everyday and
// office tasks, never a software story; one that tracks software work
// (sprints, issues) keeps its stories.
func TestPlainTasks(t *testing.T) {
	isStory := func(v string) bool {
		for _, s := range stories {
			if v == s.title || v == s.body || v == s.chat || v == s.commit || v == s.pr || strings.Contains(strings.Join(s.comments, "\n"), v) {
				return true
			}
		}
		return false
	}
	cases := []struct {
		file, tool, ptr string
		plain           bool
	}{
		{"todoist.json", "add-tasks", "/tasks/*/content", true},
		{"todoist.json", "add-tasks", "/tasks/*/description", true},
		{"linear.json", "", "", false},
	}
	for _, c := range cases {
		_, srv := realTools(t, c.file)
		if srv.PlainTasks() != c.plain {
			t.Fatalf("%s: PlainTasks() = %v, want %v", c.file, srv.PlainTasks(), c.plain)
		}
		if !c.plain {
			continue
		}
		vals := realValues(t, c.file, c.tool, c.ptr, 20, 5)
		if len(vals) == 0 {
			t.Fatalf("%s %s: no values at %s", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if isStory(v) {
				t.Errorf("%s %s%s = %q, a software story", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// A record's free metadata on a server that is no code holds the
// business's labels, not a deployment's ("tier": "backend").
func TestBusinessLabels(t *testing.T) {
	tools := []role.ServerTool{
		{Name: "crm_create_engagement", Description: "Create a CRM engagement (a note, a call or a meeting) on a deal in HubSpot", InputSchema: []byte(`{"type":"object"}`)},
		{Name: "crm_get_deal", Description: "Get a deal from the sales pipeline", InputSchema: []byte(`{"type":"object"}`)},
	}
	srv := role.NewServer("crm", tools)
	schema := `{"type":"object","properties":{"metadata":{"type":"object","properties":{},"additionalProperties":true,"description":"Metadata specific to the engagement type"}},"required":["metadata"]}`
	n := 0
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 5, Key: "crm/create", RootObject: true, Topic: "crm_create_engagement",
		About: tools[0].Description, Server: srv}) {
		md, _ := m["metadata"].(map[string]any)
		for k, v := range md {
			n++
			if k == "tier" || k == "env" || v == "backend" || v == "staging" {
				t.Errorf("metadata %s = %v, a deployment's", k, v)
			}
		}
	}
	if n == 0 {
		t.Fatal("no metadata drawn")
	}
}
