package synth

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// A mine's work permit describes the job its parameter shows ("The job
// being done, e.g. \"Weld repair on ore pass grizzly, L540\""), never a
// software bug ("Our load balancer's health checks…") nor a house's
// building work ("Replace the rear deck…"). Tools of
// testdata/dev39/mine_site_safety.json.
func TestPermitJobText(t *testing.T) {
	_, tools := testenv.LoadTools(t, filepath.Join("testdata", "dev39", "mine_site_safety.json"))
	var sts []role.ServerTool
	schema, about := "", ""
	for _, tl := range tools {
		sts = append(sts, role.ServerTool{Name: tl.Name, Description: tl.Description, InputSchema: tl.InputSchema})
		if tl.Name == "issue_work_permit" {
			schema, about = string(tl.InputSchema), tl.Description
		}
	}
	srv := role.NewServer("mine_site_safety", sts)
	house := map[string]bool{}
	for _, s := range tradeScopes[""] {
		house[s] = true
	}
	seen := 0
	for _, m := range decodeAll(t, schema, 30, Options{Seed: 7, RootObject: true, Topic: "issue_work_permit", About: about, Server: srv}) {
		d, _ := m["task_description"].(string)
		if d == "" {
			continue
		}
		seen++
		if house[d] || containsAny(strings.ToLower(d), "load balancer", "release", "api", "version") {
			t.Errorf("task_description %q: not the mine's job", d)
		}
	}
	if seen == 0 {
		t.Error("no task_description drawn")
	}
}
