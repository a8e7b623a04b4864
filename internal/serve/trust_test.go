package serve

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// TestUntrustedProjectServersAreRefused: with the default locations, the
// servers of a project file the user has not trusted are listed as
// untrusted and every route that would start one answers 403 naming the
// file, without starting anything; trusting the file (while serving) lets
// them start.
func TestUntrustedProjectServersAreRefused(t *testing.T) {
	dir := t.TempDir()
	loc := registry.Locations{
		Project: filepath.Join(dir, "repo", registry.FileName),
		User:    filepath.Join(dir, "config", "mcpgen", registry.FileName),
		Trust:   filepath.Join(dir, "config", "mcpgen", registry.TrustFileName),
	}
	f := newFixture(t, Config{Locations: loc, RegistryPoll: -1})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil)) // written as a repository would ship it

	var list struct {
		Servers []ServerView `json:"servers"`
	}
	f.do("GET", "/api/mcp/servers", nil, &list)
	if len(list.Servers) != 1 || !list.Servers[0].Untrusted {
		t.Fatalf("GET /api/mcp/servers = %+v, want ex untrusted", list.Servers)
	}
	for _, rt := range []struct{ method, path, body string }{
		{"POST", "/api/mcp/servers/ex/test", ""},
		{"GET", "/api/mcp/servers/ex/tools", ""},
		{"POST", "/api/mcp/execute", `{"server_id": "ex", "tool_name": "list_rooms", "tool_args": {}}`},
	} {
		var p Problem
		var body any
		if rt.body != "" {
			body = rt.body
		}
		resp := f.do(rt.method, rt.path, body, &p)
		wantProblem(t, resp, &p, http.StatusForbidden, TypeForbidden)
		if !strings.Contains(p.Detail, loc.Project) || !strings.Contains(p.Detail, "mcpgen server trust") {
			t.Errorf("%s %s: detail %q does not name the file and the hint", rt.method, rt.path, p.Detail)
		}
	}
	if st := f.srv.Pool().Stats(); len(st) != 0 {
		t.Errorf("sessions started for an untrusted server: %+v", st)
	}

	if _, err := registry.Trust(context.Background(), loc.Trust, loc.Project); err != nil {
		t.Fatal(err)
	}
	var tools struct {
		Tools []any `json:"tools"`
	}
	if resp := f.do("GET", "/api/mcp/servers/ex/tools", nil, &tools); resp.StatusCode != http.StatusOK || len(tools.Tools) == 0 {
		t.Errorf("after trust: GET tools = %d with %d tools", resp.StatusCode, len(tools.Tools))
	}
}
