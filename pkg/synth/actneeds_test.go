package synth

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// actionTool returns the tool name of testdata/actions/tools.json as its
// schema text and description.
func actionTool(t *testing.T, name string) (schema, about string) {
	t.Helper()
	about, schema = fileTool(t, "testdata/actions/tools.json", name)
	return schema, about
}

// fileTool returns the description and input schema of the tool name of
// the MCP tools file at path; the test fails when it has none.
func fileTool(t *testing.T, path, name string) (about, schema string) {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Tools []struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			InputSchema json.RawMessage `json:"inputSchema"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	for _, tl := range f.Tools {
		if tl.Name == name {
			return tl.Description, string(tl.InputSchema)
		}
	}
	t.Fatalf("no tool %s in %s", name, path)
	return "", ""
}

// A call of an action carries what its parameter descriptions reserve
// for that action and nothing reserved for another: a worktree move names
// the worktree and a different new path, a rename the old and a new
// name, a drain the node and its confirmation, a delete of tags its
// confirmation; a call that carries a parameter of some actions only is a
// call of one of them, not of the default listing.
func TestActionCallCarriesWhatItNeeds(t *testing.T) {
	cases := []struct {
		tool, action string
		needs        map[string][]string // action value → parameters its calls carry
		only         map[string][]string // parameter → the actions it belongs to
	}{
		{"git_worktree", "mode", map[string][]string{"move": {"worktreePath", "newPath"}, "add": {"worktreePath"}},
			map[string][]string{"newPath": {"move"}, "branch": {"add"}, "commitish": {"add"}, "dryRun": {"prune"}}},
		{"git_branch", "mode", map[string][]string{"rename": {"branchName", "newBranchName"}, "create": {"branchName"}, "delete": {"branchName"}},
			map[string][]string{"newBranchName": {"rename"}, "all": {"list"}}},
		{"git_remote", "mode", map[string][]string{"add": {"name", "url"}, "rename": {"name", "newName"}, "remove": {"name"}},
			map[string][]string{"newName": {"rename"}, "push": {"set-url"}}},
		{"node_management", "operation", map[string][]string{"drain": {"nodeName", "confirmDrain"}, "cordon": {"nodeName"}},
			map[string][]string{"gracePeriod": {"drain"}, "deleteLocalData": {"drain"}}},
		{"bulk_edit_tags", "operation", map[string][]string{"delete": {"confirm"}}, nil},
	}
	for _, c := range cases {
		schema, about := actionTool(t, c.tool)
		seen := map[string]bool{}
		for _, m := range decodeAll(t, schema, 80, Options{Seed: 31, RootObject: true, Topic: c.tool, About: about}) {
			a, _ := m[c.action].(string)
			seen[a] = true
			for _, k := range c.needs[a] {
				if m[k] == nil {
					t.Errorf("%s %s call %v lacks %s", c.tool, a, m, k)
				}
			}
			if a == "move" && m["worktreePath"] == m["newPath"] || a == "rename" && m["branchName"] != nil && m["branchName"] == m["newBranchName"] {
				t.Errorf("%s %s call %v: the new value is the old one", c.tool, a, m)
			}
			for k, for_ := range c.only {
				if m[k] != nil && !slices.Contains(for_, a) {
					t.Errorf("%s call %v carries %s, which is for %v", c.tool, m, k, for_)
				}
			}
		}
		for a := range c.needs {
			if !seen[a] {
				t.Errorf("%s: no call of %s in 80", c.tool, a)
			}
		}
	}
}

// ActionNeeds reads the same from a tool's inputSchema, so a step that
// leaves unsaid arguments out keeps them.
func TestActionNeedsFromSchema(t *testing.T) {
	schema, _ := actionTool(t, "git_worktree")
	action, needs := ActionNeeds([]byte(schema))
	if action != "mode" || !slices.Equal(needs["move"], []string{"newPath", "worktreePath"}) || len(needs["list"]) != 0 {
		t.Errorf("ActionNeeds(git_worktree) = %q %v", action, needs)
	}
	if a, n := ActionNeeds([]byte(`{"type":"object","properties":{"query":{"type":"string"},"limit":{"type":"integer"}}}`)); a != "" || n != nil {
		t.Errorf("a tool without an action: %q %v", a, n)
	}
}

// A tool that acts on one thing given by its id or its URL, neither
// required, is called with one of them: "Analyze issue under sable-media."
// analyzes no issue, and an id with a URL says it twice.
func TestCallNamesTheThingOneWay(t *testing.T) {
	schema, about := actionTool(t, "analyze_issue_with_seer")
	for _, m := range decodeAll(t, schema, 40, Options{Seed: 32, RootObject: true, Topic: "analyze_issue_with_seer", About: about}) {
		if (m["issueId"] == nil) == (m["issueUrl"] == nil) {
			t.Errorf("analyze call %v: want issueId or issueUrl, one of them", m)
		}
	}
}
