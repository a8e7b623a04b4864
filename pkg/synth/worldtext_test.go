package synth

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// softwarePoolText holds the texts of the software and office pools
// (issue stories, personal notes, team pages) and their fragments.
func softwarePoolText() []string {
	var out []string
	for _, s := range stories {
		out = append(out, s.title, s.body, s.chat, s.commit)
		out = append(out, s.comments...)
	}
	for _, n := range notes {
		out = append(out, n.title, n.body)
	}
	return append(out, "for the mobile app", "for the partner portal", "for the onboarding flow")
}

// On a server not about software (an accounting ledger, a solar
// installer), an item's name, a journal's narration, a project's details
// and a permit's notes come from its own world, never from the stories
// and notes of software work (blind raters: an item named "Bump axios to
// 1.7 for the security advisory", a permit's notes "Changelog is done…",
// a project's details "Project for the mobile app, owned by Marco.").
func TestNoSoftwareTextOffSoftware(t *testing.T) {
	pool := softwarePoolText()
	cases := []struct{ file, tool, prop string }{
		{"testdata/valuefit/xero.json", "create-item", "name"},
		{"testdata/valuefit/xero.json", "update-item", "name"},
		{"testdata/valuefit/xero.json", "create-manual-journal", "narration"},
		{"testdata/valuefit/xero.json", "update-manual-journal", "narration"},
		{"testdata/hold23/solar_installer.json", "CancelProject", "details"},
		{"testdata/hold23/solar_installer.json", "SubmitPermitPacket", "notesToPlanChecker"},
	}
	for _, c := range cases {
		b, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct{ Tools []role.ServerTool }
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		srv := role.NewServer(c.file, doc.Tools)
		var tool role.ServerTool
		for _, tl := range doc.Tools {
			if tl.Name == c.tool {
				tool = tl
			}
		}
		if tool.Name == "" {
			t.Fatalf("%s has no tool %s", c.file, c.tool)
		}
		for _, m := range decodeAll(t, string(tool.InputSchema), 60, Options{Seed: 11, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			v, _ := m[c.prop].(string)
			for _, p := range pool {
				if v != "" && strings.Contains(v, p) {
					t.Errorf("%s.%s = %q, software work's text on a server not about software", c.tool, c.prop, v)
					break
				}
			}
		}
	}
}

// A server about software keeps its stories: an issue tracker's issue
// is titled as a piece of software work.
func TestSoftwareTextOnSoftware(t *testing.T) {
	srv := role.NewServer("tracker", []role.ServerTool{{Name: "create_issue", Description: "Create an issue in a repository"},
		{Name: "close_issue"}, {Name: "list_pull_requests"}})
	titles := map[string]bool{}
	for _, s := range stories {
		titles[s.title] = true
	}
	n := 0
	for _, m := range decodeAll(t, `{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}`, 30,
		Options{Seed: 11, RootObject: true, Topic: "create_issue", About: "Create an issue in a repository", Server: srv}) {
		if v, _ := m["title"].(string); titles[v] {
			n++
		}
	}
	if n == 0 {
		t.Errorf("no issue on a software tracker is titled by a story")
	}
}
