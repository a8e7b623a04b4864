package serve

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

func TestExampleServerRoutes(t *testing.T) {
	f := newFixture(t, Config{})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, map[string]string{"API_KEY": "s3cret", "PLAIN": "${HOME}"}))

	// GET /api/mcp/servers redacts env values.
	var list struct{ Servers []ServerView }
	if resp := f.do("GET", "/api/mcp/servers", nil, &list); resp.StatusCode != 200 {
		t.Fatalf("list: %d", resp.StatusCode)
	}
	if len(list.Servers) != 1 || list.Servers[0].Name != "ex" || list.Servers[0].Env["API_KEY"] != Redacted ||
		list.Servers[0].Env["PLAIN"] != "${HOME}" || list.Servers[0].Source != f.reg {
		t.Errorf("servers: %+v", list.Servers)
	}

	// Tools as the server sent them.
	var tools ToolsResponse
	if resp := f.do("GET", "/api/mcp/servers/ex/tools", nil, &tools); resp.StatusCode != 200 {
		t.Fatalf("tools: %d", resp.StatusCode)
	}
	if tools.ServerID != "ex" || len(tools.Tools) != len(exampleserver.ToolNames()) {
		t.Fatalf("tools: %s, %d tools", tools.ServerID, len(tools.Tools))
	}
	var first map[string]json.RawMessage
	if err := json.Unmarshal(tools.Tools[0], &first); err != nil || first["inputSchema"] == nil || first["annotations"] == nil || first["outputSchema"] == nil {
		t.Errorf("first tool not raw: %s", tools.Tools[0])
	}

	// A call with structuredContent.
	var res ExecuteResponse
	resp := f.do("POST", "/api/mcp/execute", map[string]any{"serverId": "ex", "toolName": "get_forecast", "toolArgs": map[string]any{"city": "Lisbon", "date": "2026-01-02"}}, &res)
	if resp.StatusCode != 200 || res.IsError || !strings.Contains(res.Result, "Lisbon on 2026-01-02") || !strings.Contains(string(res.StructuredContent), `"city":"Lisbon"`) || len(res.Content) != 1 {
		t.Errorf("execute: %d %+v", resp.StatusCode, res)
	}
	// isError is data, not an HTTP error.
	res = ExecuteResponse{}
	resp = f.do("POST", "/api/mcp/execute", `{"serverId":"ex","toolName":"get_forecast","toolArgs":{"city":"Paris","date":"2026-01-02"}}`, &res)
	if resp.StatusCode != 200 || !res.IsError || !strings.Contains(res.Result, "no forecast") {
		t.Errorf("isError result: %d %+v", resp.StatusCode, res)
	}

	// Invalid arguments: 400 naming the JSON pointers, nothing sent.
	var p Problem
	resp = f.do("POST", "/api/mcp/execute", `{"serverId":"ex","toolName":"get_forecast","toolArgs":{"date":"2026-01-02","units":"kelvin"}}`, &p)
	wantProblem(t, resp, &p, 400, TypeInvalidArguments)
	var ptrs []string
	for _, e := range p.Errors {
		ptrs = append(ptrs, e.Pointer)
	}
	slices.Sort(ptrs)
	if !slices.Equal(ptrs, []string{"/city", "/units"}) || !strings.Contains(p.Detail, "/city: required property is missing") || p.Tool != "get_forecast" {
		t.Errorf("invalid args problem: %+v", p)
	}
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/execute", `{"serverId":"ex","toolName":"get_forecast","toolArgs":[1]}`, &p), &p, 400, TypeInvalidArguments)

	// Unknown tool, unknown server, invalid server name.
	p = Problem{}
	resp = f.do("POST", "/api/mcp/execute", `{"serverId":"ex","toolName":"nope","toolArgs":{}}`, &p)
	wantProblem(t, resp, &p, 404, TypeNotFound)
	if !strings.Contains(p.Detail, "get_forecast") {
		t.Errorf("unknown tool should list the tools: %s", p.Detail)
	}
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/execute", `{"serverId":"zz","toolName":"x"}`, &p), &p, 404, TypeNotFound)
	p = Problem{}
	wantProblem(t, f.do("GET", "/api/mcp/servers/zz/tools", nil, &p), &p, 404, TypeNotFound)
	p = Problem{}
	wantProblem(t, f.do("GET", "/api/mcp/servers/bad%20name/tools", nil, &p), &p, 400, TypeInvalidRequest)

	// Destructive without confirm: 409; with it the call is made.
	p = Problem{}
	body := map[string]any{"serverId": "ex", "toolName": "cancel_meeting", "toolArgs": map[string]any{"event_id": "evt_0000abcd"}}
	wantProblem(t, f.do("POST", "/api/mcp/execute", body, &p), &p, 409, TypeConfirm)
	// save_note sends no hints: also destructive by MCP's defaults.
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/execute", `{"serverId":"ex","toolName":"save_note","toolArgs":{"title":"t","body":"b"}}`, &p), &p, 409, TypeConfirm)
	body["confirm"] = true
	res = ExecuteResponse{}
	if resp := f.do("POST", "/api/mcp/execute", body, &res); resp.StatusCode != 200 {
		t.Errorf("confirmed destructive call: %d", resp.StatusCode)
	}

	// Bad bodies.
	// The original integration's snake_case members are accepted; both
	// spellings of one member are not.
	if resp := f.do("POST", "/api/mcp/execute", `{"server_id":"ex","tool_name":"list_rooms","tool_args":{}}`, &res); resp.StatusCode != 200 || res.ServerID != "ex" {
		t.Errorf("snake_case execute: %d %+v", resp.StatusCode, res)
	}
	for _, b := range []string{``, `{`, `{"serverId":"ex","toolName":"x","extra":1}`, `{"serverId":"ex"}`, `{} {}`,
		`{"serverId":"ex","server_id":"ex","toolName":"list_rooms"}`, `{"ſerverId":"ex","server_id":"ex","toolName":"list_rooms"}`} {
		p = Problem{}
		wantProblem(t, f.do("POST", "/api/mcp/execute", b, &p), &p, 400, TypeInvalidRequest)
	}
	// Unknown route.
	p = Problem{}
	wantProblem(t, f.do("GET", "/api/nope", nil, &p), &p, 404, TypeNotFound)

	// One warm session served everything.
	if st := statsOf(f.srv, "ex"); st.Starts != 1 {
		t.Errorf("stats %+v: want one session start", st)
	}
	// The access log has one structured line per request, without headers.
	if lg := f.log.String(); !strings.Contains(lg, `"msg":"http","method":"POST","path":"/api/mcp/execute","status":409`) {
		t.Errorf("access log lacks the 409 line:\n%s", lg)
	}
}

func TestFilesystemServer(t *testing.T) {
	cmd := testenv.NPMServer(t, "server-filesystem")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("first line\nsecond line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, Config{})
	f.add("fs", registry.Entry{Command: cmd[0], Args: append(cmd[1:], dir)})

	var tools ToolsResponse
	if resp := f.do("GET", "/api/mcp/servers/fs/tools", nil, &tools); resp.StatusCode != 200 {
		t.Fatalf("tools: %d", resp.StatusCode)
	}
	var names []string
	for _, raw := range tools.Tools {
		var tl struct{ Name string }
		_ = json.Unmarshal(raw, &tl)
		names = append(names, tl.Name)
	}
	if !slices.Contains(names, "read_text_file") || !slices.Contains(names, "write_file") {
		t.Errorf("tools: %v", names)
	}

	var res ExecuteResponse
	resp := f.do("POST", "/api/mcp/execute", map[string]any{"serverId": "fs", "toolName": "read_text_file", "toolArgs": map[string]any{"path": filepath.Join(dir, "notes.txt")}}, &res)
	if resp.StatusCode != 200 || res.IsError || res.Result != "first line\nsecond line\n" {
		t.Errorf("read_text_file: %d %+v", resp.StatusCode, res)
	}
	var p Problem
	resp = f.do("POST", "/api/mcp/execute", `{"serverId":"fs","toolName":"read_text_file","toolArgs":{}}`, &p)
	wantProblem(t, resp, &p, 400, TypeInvalidArguments)
	if len(p.Errors) != 1 || p.Errors[0].Pointer != "/path" || !strings.Contains(p.Detail, "/path") {
		t.Errorf("missing path: %+v", p)
	}
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/execute", `{"serverId":"nofs","toolName":"read_text_file","toolArgs":{"path":"x"}}`, &p), &p, 404, TypeNotFound)
	// write_file is not read-only and has no destructiveHint false: 409.
	p = Problem{}
	resp = f.do("POST", "/api/mcp/execute", map[string]any{"serverId": "fs", "toolName": "write_file", "toolArgs": map[string]any{"path": filepath.Join(dir, "new.txt"), "content": "x"}}, &p)
	wantProblem(t, resp, &p, 409, TypeConfirm)
	if _, err := os.Stat(filepath.Join(dir, "new.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an unconfirmed write_file wrote the file")
	}
	var tr TestResult
	if resp := f.do("POST", "/api/mcp/servers/fs/test", nil, &tr); resp.StatusCode != 200 || tr.Tools != len(names) || tr.Status != "ok" {
		t.Errorf("test: %d %+v", resp.StatusCode, tr)
	}
}

func TestRegistryManagement(t *testing.T) {
	f := newFixture(t, Config{})
	ent := exampleEntry(t, exampleserver.Faults{}, nil)
	add := map[string]any{"name": "ex", "command": ent.Command, "env": ent.Env, "timeout": "20s"}

	var added AddServerResponse
	resp := f.do("POST", "/api/mcp/servers", add, &added)
	v := added.ServerView
	if resp.StatusCode != 201 || v.Name != "ex" || v.Timeout != "20s" || resp.Header.Get("Location") != "/api/mcp/servers/ex" || len(added.Warnings) != 0 {
		t.Fatalf("add: %d %+v", resp.StatusCode, added)
	}
	// A program this machine lacks is added (it may be installed later),
	// with the warning 'mcpgen server add' prints.
	added = AddServerResponse{}
	missing := map[string]any{"name": "later", "command": "no-such-program-mcpgen-test", "cwd": filepath.Join(t.TempDir(), "nowhere")}
	if resp := f.do("POST", "/api/mcp/servers", missing, &added); resp.StatusCode != 201 || len(added.Warnings) != 2 ||
		!strings.Contains(added.Warnings[0], `"no-such-program-mcpgen-test" is not found on PATH`) || !strings.Contains(added.Warnings[1], "is not a folder") {
		t.Errorf("add of a missing program: %d %+v", resp.StatusCode, added)
	}
	if resp := f.do("DELETE", "/api/mcp/servers/later", nil, nil); resp.StatusCode/100 != 2 {
		t.Errorf("delete later: %d", resp.StatusCode)
	}
	var p Problem
	wantProblem(t, f.do("POST", "/api/mcp/servers", add, &p), &p, 409, TypeConflict)
	add["force"] = true
	if resp := f.do("POST", "/api/mcp/servers", add, nil); resp.StatusCode != 201 {
		t.Errorf("forced add: %d", resp.StatusCode)
	}
	for _, bad := range []map[string]any{
		{"name": "no spaces", "command": "x"},
		{"name": "x"},
		{"name": "x", "command": "c", "url": "http://h"},
		{"name": "x", "command": "c", "timeout": "soon"},
		{"name": "x", "url": "http://h", "env": map[string]string{"A": "b"}},
		{"name": "x", "command": "c", "unknown": 1},
		// a command line in one word never starts (the CLI refuses it too)
		{"name": "x", "command": "npx -y @scope/no-such-server"},
	} {
		p = Problem{}
		wantProblem(t, f.do("POST", "/api/mcp/servers", bad, &p), &p, 400, TypeInvalidRequest)
	}

	// Disable, enable: the file changes; the view says so.
	if resp := f.do("POST", "/api/mcp/servers/ex/disable", nil, &v); resp.StatusCode != 200 || v.Enabled {
		t.Errorf("disable: %d %+v", resp.StatusCode, v)
	}
	if file, _ := registry.ReadFile(f.reg); file != nil {
		if e, _ := file.Get("ex"); e.Enabled() {
			t.Error("disable did not reach the file")
		}
	}
	if resp := f.do("POST", "/api/mcp/servers/ex/enable", nil, &v); resp.StatusCode != 200 || !v.Enabled {
		t.Errorf("enable: %d %+v", resp.StatusCode, v)
	}

	// A change made behind the server's back (the CLI) is picked up: the
	// next call runs on a session of the new entry.
	call := func() int {
		var res ExecuteResponse
		resp := f.do("POST", "/api/mcp/execute", `{"serverId":"ex","toolName":"list_rooms","toolArgs":{}}`, &res)
		if resp.StatusCode != 200 {
			t.Fatalf("execute: %d", resp.StatusCode)
		}
		return statsOf(f.srv, "ex").Pids[0]
	}
	pid1 := call()
	if pid := call(); pid != pid1 {
		t.Errorf("second call on a new session (%d, %d)", pid1, pid)
	}
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, map[string]string{"CHANGED": "1"}))
	if pid := call(); pid == pid1 {
		t.Errorf("the edited entry still runs on the old session %d", pid)
	}
	if !processGone(pid1) {
		t.Errorf("the old session's server %d still runs", pid1)
	}
	f.add("other", exampleEntry(t, exampleserver.Faults{}, nil))
	var list struct{ Servers []ServerView }
	f.do("GET", "/api/mcp/servers", nil, &list)
	if len(list.Servers) != 2 || list.Servers[1].Name != "other" || list.Servers[0].Sessions == nil || list.Servers[0].Sessions.Sessions != 1 {
		t.Errorf("list after a CLI add: %+v", list.Servers)
	}

	// Delete.
	if resp := f.do("DELETE", "/api/mcp/servers/ex", nil, nil); resp.StatusCode != 204 {
		t.Errorf("delete: %d", resp.StatusCode)
	}
	p = Problem{}
	wantProblem(t, f.do("DELETE", "/api/mcp/servers/ex", nil, &p), &p, 404, TypeNotFound)
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/servers/ex/enable", nil, &p), &p, 404, TypeNotFound)

	// A registry file broken behind the server's back is reported with its
	// path and position, and picked up again once fixed.
	good, err := os.ReadFile(f.reg)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.reg, []byte(`{"servers": {"x": }`), 0o600); err != nil {
		t.Fatal(err)
	}
	p = Problem{}
	wantProblem(t, f.do("GET", "/api/mcp/servers", nil, &p), &p, 500, TypeInternal)
	if !strings.Contains(p.Detail, f.reg) || !strings.Contains(p.Detail, ":1:") {
		t.Errorf("registry error should name the file and line: %s", p.Detail)
	}
	if err := os.WriteFile(f.reg, good, 0o600); err != nil {
		t.Fatal(err)
	}
	list.Servers = nil
	if resp := f.do("GET", "/api/mcp/servers", nil, &list); resp.StatusCode != 200 || len(list.Servers) != 1 {
		t.Errorf("after the fix: %d %+v", resp.StatusCode, list.Servers)
	}
}

func TestServerFailures(t *testing.T) {
	f := newFixture(t, Config{CallTimeout: 500 * time.Millisecond, Pool: poolFast()})
	f.add("crashy", exampleEntry(t, exampleserver.Faults{CrashAfter: 2}, nil))
	f.add("hangs", exampleEntry(t, exampleserver.Faults{HangTool: "list_rooms"}, nil))
	f.add("broken", exampleEntry(t, exampleserver.Faults{ExitDuringInit: true}, nil))
	f.add("unset", registry.Entry{Command: "${MCPGEN_TEST_NOT_SET_ANYWHERE}"})

	call := func(server string) (*http.Response, *Problem) {
		var p Problem
		resp := f.do("POST", "/api/mcp/execute", `{"serverId":"`+server+`","toolName":"list_rooms","toolArgs":{}}`, &p)
		return resp, &p
	}
	// Two calls work, the third crashes the server (502), the fourth runs
	// on a restarted one.
	for i := 0; i < 2; i++ {
		if resp, _ := call("crashy"); resp.StatusCode != 200 {
			t.Fatalf("call %d: %d", i, resp.StatusCode)
		}
	}
	resp, p := call("crashy")
	wantProblem(t, resp, p, 502, TypeServerFailed)
	if !strings.Contains(p.Stderr, "crashing on purpose") {
		t.Errorf("502 should quote the server's stderr: %+v", p)
	}
	if resp, _ := call("crashy"); resp.StatusCode != 200 {
		t.Errorf("call after the crash: %d", resp.StatusCode)
	}
	if st := statsOf(f.srv, "crashy"); st.Starts != 2 || st.Crashes != 1 {
		t.Errorf("crashy: %+v", st)
	}

	resp, p = call("hangs")
	wantProblem(t, resp, p, 504, TypeTimeout)

	resp, p = call("broken")
	wantProblem(t, resp, p, 502, TypeServerFailed)
	resp, p = call("unset")
	wantProblem(t, resp, p, 502, TypeServerFailed)
	if !strings.Contains(p.Detail, "MCPGEN_TEST_NOT_SET_ANYWHERE") {
		t.Errorf("bad entry: %s", p.Detail)
	}
	call("broken") // a third failure: past the budget of 3
	resp, p = call("broken")
	wantProblem(t, resp, p, 502, TypeServerFailed)
	if !strings.Contains(p.Detail, "marked failed") {
		t.Errorf("want the failed mark: %s (%+v)", p.Detail, statsOf(f.srv, "broken"))
	}
	// POST test probes afresh and reports the failure.
	var tp Problem
	wantProblem(t, f.do("POST", "/api/mcp/servers/broken/test", nil, &tp), &tp, 502, TypeServerFailed)
}

// poolFast is pool options with short backoffs for failure tests.
func poolFast() (o poolOptions) {
	o.BackoffBase = time.Millisecond
	o.FailureBudget = 3
	o.StartRetries = -1
	return o
}

func TestAuth(t *testing.T) {
	f := newFixture(t, Config{Token: "tok-123-0123456789-0123456789-0123"})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	for _, rt := range f.srv.Routes() {
		path := strings.ReplaceAll(rt.Pattern, "{id}", "ex")
		for _, hdr := range [][]string{nil, {"Authorization", "Bearer wrong"}, {"Authorization", "tok-123-0123456789-0123456789-0123"}, {"Authorization", "Basic tok-123-0123456789-0123456789-0123"}} {
			var p Problem
			resp := f.do(rt.Method, path, `{}`, &p, hdr...)
			wantProblem(t, resp, &p, 401, TypeUnauthorized)
			if !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Bearer") {
				t.Errorf("%s %s: no WWW-Authenticate", rt.Method, path)
			}
		}
	}
	if resp := f.do("GET", "/healthz", nil, nil, "Authorization", "Bearer tok-123-0123456789-0123456789-0123"); resp.StatusCode != 200 {
		t.Errorf("with the token: %d", resp.StatusCode)
	}
	var res ExecuteResponse
	if resp := f.do("POST", "/api/mcp/execute", `{"serverId":"ex","toolName":"list_rooms"}`, &res, "Authorization", "bearer tok-123-0123456789-0123456789-0123"); resp.StatusCode != 200 {
		t.Errorf("execute with the token: %d", resp.StatusCode)
	}
	if strings.Contains(f.log.String(), "tok-123-0123456789-0123456789-0123") {
		t.Error("the token appears in the log")
	}
}

func TestCheckAddr(t *testing.T) {
	for _, c := range []struct {
		addr, token string
		ok          bool
	}{
		{"127.0.0.1:8080", "", true}, {"127.1.2.3:0", "", true}, {"localhost:0", "", true}, {"[::1]:0", "", true},
		{"0.0.0.0:8080", "", false}, {":8080", "", false}, {"[::]:0", "", false}, {"192.168.1.10:80", "", false}, {"example.com:80", "", false},
		{"0.0.0.0:8080", "t", true}, {":8080", "t", true},
	} {
		err := CheckAddr(c.addr, c.token)
		if (err == nil) != c.ok || (err != nil && !errors.Is(err, ErrTokenRequired)) {
			t.Errorf("CheckAddr(%q, %q) = %v", c.addr, c.token, err)
		}
	}
	if _, err := New(Config{Addr: "0.0.0.0:0"}); !errors.Is(err, ErrTokenRequired) {
		t.Errorf("New on 0.0.0.0 without a token: %v", err)
	}
	if err := CheckAddr("nonsense", "t"); err == nil {
		t.Error("bad address accepted")
	}
}

func TestBodyLimit(t *testing.T) {
	f := newFixture(t, Config{MaxBody: 200})
	big := `{"serverId":"ex","toolName":"list_rooms","toolArgs":{"x":"` + strings.Repeat("a", 300) + `"}}`
	var p Problem
	wantProblem(t, f.do("POST", "/api/mcp/execute", big, &p), &p, 413, TypeTooLarge)
	// Without Content-Length (chunked), the limit holds while decoding.
	req, _ := http.NewRequest("POST", f.http.URL+"/api/mcp/execute", struct{ *strings.Reader }{strings.NewReader(big)})
	req.ContentLength = -1
	resp, err := f.http.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	p = Problem{}
	_ = json.NewDecoder(resp.Body).Decode(&p)
	resp.Body.Close()
	wantProblem(t, resp, &p, 413, TypeTooLarge)
}

func TestCORS(t *testing.T) {
	off := newFixture(t, Config{})
	resp := off.do("GET", "/healthz", nil, nil, "Origin", "http://app.example")
	if resp.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Error("CORS headers without --cors-origin")
	}
	on := newFixture(t, Config{CORSOrigin: "http://app.example", Token: testToken})
	resp = on.do("OPTIONS", "/api/mcp/execute", nil, nil, "Origin", "http://app.example", "Access-Control-Request-Method", "POST")
	if resp.StatusCode != 204 || resp.Header.Get("Access-Control-Allow-Origin") != "http://app.example" ||
		!strings.Contains(resp.Header.Get("Access-Control-Allow-Headers"), "Authorization") {
		t.Errorf("preflight: %d %v", resp.StatusCode, resp.Header)
	}
	resp = on.do("GET", "/healthz", nil, nil, "Origin", "http://app.example", "Authorization", "Bearer "+testToken)
	if resp.StatusCode != 200 || resp.Header.Get("Access-Control-Allow-Origin") != "http://app.example" {
		t.Errorf("GET: %d %v", resp.StatusCode, resp.Header)
	}
	resp = on.do("GET", "/healthz", nil, nil, "Origin", "http://evil.example", "Authorization", "Bearer "+testToken)
	if resp.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Error("another origin was allowed")
	}
}

func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	f := newFixture(t, Config{})
	var doc struct {
		OpenAPI string                                `json:"openapi"`
		Paths   map[string]map[string]json.RawMessage `json:"paths"`
	}
	if resp := f.do("GET", "/api/openapi.json", nil, &doc); resp.StatusCode != 200 {
		t.Fatalf("openapi: %d", resp.StatusCode)
	}
	if doc.OpenAPI != "3.1.0" {
		t.Errorf("openapi %q", doc.OpenAPI)
	}
	registered := map[string]bool{}
	for _, rt := range f.srv.Routes() {
		key := strings.ToLower(rt.Method) + " " + rt.Pattern
		registered[key] = true
		if _, ok := doc.Paths[rt.Pattern][strings.ToLower(rt.Method)]; !ok {
			t.Errorf("route %s %s is not in openapi.json", rt.Method, rt.Pattern)
		}
	}
	for path, ops := range doc.Paths {
		for m := range ops {
			if m == "parameters" {
				continue
			}
			if !registered[m+" "+path] {
				t.Errorf("openapi.json describes %s %s, which is not registered", m, path)
			}
		}
	}
	// Every $ref resolves.
	var all map[string]any
	_ = json.Unmarshal(OpenAPI(), &all)
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if ref, ok := x["$ref"].(string); ok {
				node := any(all)
				for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
					m, _ := node.(map[string]any)
					node = m[part]
				}
				if node == nil {
					t.Errorf("unresolved $ref %s", ref)
				}
			}
			for _, c := range x {
				walk(c)
			}
		case []any:
			for _, c := range x {
				walk(c)
			}
		}
	}
	walk(all)
}

func TestValidateRoute(t *testing.T) {
	f := newFixture(t, Config{})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	var out ValidateResponse
	resp := f.do("POST", "/api/mcp/validate", map[string]any{
		"servers": []string{"ex", "missing"},
		"tools":   []any{map[string]any{"name": "bad", "inputSchema": map[string]any{"type": "object", "properties": map[string]any{"x": map[string]any{"type": "integer", "format": "int32"}}}}},
	}, &out)
	if resp.StatusCode != 200 || len(out.Sources) != 3 || out.Sources[1].Tools != len(exampleserver.ToolNames()) || out.Sources[2].Status != 404 || !out.Failed {
		t.Errorf("validate: %d %+v", resp.StatusCode, out)
	}
	// A malformed element of tools is reported as such; the others are linted.
	out = ValidateResponse{}
	resp = f.do("POST", "/api/mcp/validate", map[string]any{
		"tools": []any{map[string]any{"name": "  ", "inputSchema": map[string]any{"type": "object"}},
			map[string]any{"name": "ok", "description": "d", "inputSchema": map[string]any{"type": "object", "properties": map[string]any{"x": map[string]any{"type": "strin"}}}}},
	}, &out)
	rules := map[string]string{}
	for _, fd := range out.Findings {
		rules[fd.Rule] = fd.Tool
	}
	if resp.StatusCode != 200 || rules["tool-malformed"] != "tools[0]" || rules["type-name-nonstandard"] != "ok" || !out.Failed {
		t.Errorf("validate with a malformed tool: %d %+v", resp.StatusCode, out)
	}
	var p Problem
	wantProblem(t, f.do("POST", "/api/mcp/validate", `{}`, &p), &p, 400, TypeInvalidRequest)
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/validate", `{"all":true,"profile":"nobody"}`, &p), &p, 400, TypeInvalidRequest)
}

// TestLoad sends 1,000 execute requests from 16 concurrent clients: all
// succeed, the sessions stay within their cap, and no server process is
// left after Close.
func TestLoad(t *testing.T) {
	f := newFixture(t, Config{})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	const clients, total = 16, 1000
	var wg sync.WaitGroup
	var mu sync.Mutex
	failures := map[int]int{}
	next := make(chan int, total)
	for i := 0; i < total; i++ {
		next <- i
	}
	close(next)
	cities := []string{"Amsterdam", "Berlin", "Lima", "Lisbon", "Nairobi", "Osaka", "Sydney", "Toronto"}
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				body := `{"serverId":"ex","toolName":"get_forecast","toolArgs":{"city":"` + cities[i%len(cities)] + `","date":"2026-03-01"}}`
				resp, err := f.http.Client().Post(f.http.URL+"/api/mcp/execute", "application/json", strings.NewReader(body))
				status := 0
				if err == nil {
					var res ExecuteResponse
					if json.NewDecoder(resp.Body).Decode(&res) == nil && !res.IsError && strings.Contains(res.Result, cities[i%len(cities)]) {
						status = resp.StatusCode
					}
					resp.Body.Close()
				}
				if status != 200 {
					mu.Lock()
					failures[status]++
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if len(failures) > 0 {
		t.Errorf("failed requests by status: %v", failures)
	}
	st := statsOf(f.srv, "ex")
	if st.Calls < total || st.Sessions > 4 || st.Starts > 4 || st.Crashes != 0 || st.Starts != len(st.Pids) {
		t.Errorf("pool after the load: %+v", st)
	}
	f.notePids()
	t.Logf("%d requests from %d clients on %d sessions (%d starts)", total, clients, st.Sessions, st.Starts)
}

func TestServeShutsDownGracefully(t *testing.T) {
	reg := filepath.Join(t.TempDir(), "mcp_servers.json")
	if err := registry.Update(context.Background(), reg, func(f *registry.File) error {
		return f.Set("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	}); err != nil {
		t.Fatal(err)
	}
	srv, base, cancel, done := serveLoopback(t, Config{Locations: registry.Locations{Pinned: reg}, NoAuth: true, Addr: "127.0.0.1:0",
		Pool: poolOptions{Connect: &mcp.Options{TerminateGrace: 500 * time.Millisecond}}})
	resp, err := http.Post(base+"/api/mcp/execute", "application/json", strings.NewReader(`{"serverId":"ex","toolName":"list_rooms"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("execute: %d", resp.StatusCode)
	}
	pid := statsOf(srv, "ex").Pids[0]
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("Serve did not return after its ctx ended")
	}
	if !processGone(pid) {
		t.Errorf("server %d still runs after Serve returned", pid)
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("still listening after shutdown")
	}
}

func TestGenerateRoute(t *testing.T) {
	f := newFixture(t, Config{})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	body := `{"servers":["ex"],"n":2,"seed":7,"workers":2}`
	run := func() (string, map[string]any) {
		resp, err := f.http.Client().Post(f.http.URL+"/api/mcp/generate", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode != 200 {
			t.Fatalf("generate: %d %s", resp.StatusCode, raw)
		}
		var sum map[string]any
		if err := json.Unmarshal([]byte(resp.Trailer.Get(SummaryTrailer)), &sum); err != nil {
			t.Fatalf("summary trailer %q: %v", resp.Trailer.Get(SummaryTrailer), err)
		}
		return string(raw), sum
	}
	out, sum := run()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for i, l := range lines {
		if !json.Valid([]byte(l)) || !strings.Contains(l, `"tool_calls"`) {
			t.Fatalf("line %d is not a record: %s", i+1, l)
		}
	}
	if len(lines) < 7 || float64(len(lines)) != sum["records"] {
		t.Errorf("%d lines, summary %v", len(lines), sum)
	}
	if again, _ := run(); again != out {
		t.Error("the same request gave different bytes")
	}
	var p Problem
	wantProblem(t, f.do("POST", "/api/mcp/generate", `{"servers":["nope"]}`, &p), &p, 404, TypeNotFound)
	p = Problem{}
	wantProblem(t, f.do("POST", "/api/mcp/generate", `{"servers":["ex"],"format":"nope"}`, &p), &p, 400, TypeInvalidRequest)
}

// TestGenerateRouteNoRecords: inline tools none of which can be generated
// get a 422 problem naming each tool and why (as the CLI exits 1 with the
// reasons), not a 200 with an empty body. One tool is skipped at load (an
// unsatisfiable schema); every slot of the other fails in synthesis.
func TestGenerateRouteNoRecords(t *testing.T) {
	f := newFixture(t, Config{})
	body := `{"n":2,"seed":3,"tools":[
		{"name":"lengths","description":"Store a code","inputSchema":{"type":"object","properties":{"code":{"type":"string","minLength":5,"maxLength":2}},"required":["code"]}},
		{"name":"never","description":"Store a value","inputSchema":{"type":"object","properties":{"v":{"type":"string","pattern":"^[a-z]{8}$","not":{"pattern":"^[a-z]"}}},"required":["v"]}}]}`
	var p Problem
	resp := f.do("POST", "/api/mcp/generate", body, &p)
	wantProblem(t, resp, &p, http.StatusUnprocessableEntity, TypeNoRecords)
	for _, want := range []string{"no records generated", "tools/lengths: ", "maxLength", "tools/never: ", "slots failed", "/v"} {
		if !strings.Contains(p.Detail, want) {
			t.Errorf("detail lacks %q: %s", want, p.Detail)
		}
	}
	tools := map[string]string{}
	for _, sk := range p.Skipped {
		tools[sk.Server+"/"+sk.Tool] = sk.Reason
	}
	if tools["tools/lengths"] == "" || tools["tools/never"] == "" || len(tools) != 2 {
		t.Errorf("skipped member: %+v", p.Skipped)
	}
	if resp.Header.Get("Trailer") != "" {
		t.Errorf("a problem announces the Trailer %q", resp.Header.Get("Trailer"))
	}
	// One usable tool among them: the run succeeds with its records.
	p = Problem{}
	mixed := strings.Replace(body, `"tools":[`, `"tools":[{"name":"ok","description":"Echo a word","inputSchema":{"type":"object","properties":{"word":{"type":"string"}},"required":["word"]}},`, 1)
	if resp := f.do("POST", "/api/mcp/generate", mixed, nil); resp.StatusCode != http.StatusOK {
		t.Errorf("a request with one usable tool: %d", resp.StatusCode)
	}
}

func TestMethodNotAllowed(t *testing.T) {
	f := newFixture(t, Config{})
	var p Problem
	resp := f.do("PUT", "/api/mcp/servers", `{}`, &p)
	wantProblem(t, resp, &p, 405, TypeMethod)
	if resp.Header.Get("Allow") != "GET, POST" {
		t.Errorf("Allow: %q", resp.Header.Get("Allow"))
	}
	p = Problem{}
	resp = f.do("GET", "/api/mcp/execute", nil, &p)
	wantProblem(t, resp, &p, 405, TypeMethod)
}

// TestServeCancelsHangingCallsAfterGrace: a call that hangs does not keep
// the server up past the grace period, and its server process is stopped.
func TestServeCancelsHangingCallsAfterGrace(t *testing.T) {
	reg := filepath.Join(t.TempDir(), "mcp_servers.json")
	if err := registry.Update(context.Background(), reg, func(f *registry.File) error {
		return f.Set("hangs", exampleEntry(t, exampleserver.Faults{HangTool: "list_rooms"}, nil))
	}); err != nil {
		t.Fatal(err)
	}
	srv, base, cancel, done := serveLoopback(t, Config{Locations: registry.Locations{Pinned: reg}, NoAuth: true, ShutdownGrace: 300 * time.Millisecond, CallTimeout: time.Minute,
		Pool: poolOptions{Connect: &mcp.Options{TerminateGrace: 500 * time.Millisecond}}})
	type answer struct {
		status int
		ctype  string
		err    error
	}
	answered := make(chan answer, 1)
	go func() {
		resp, err := http.Post(base+"/api/mcp/execute", "application/json", strings.NewReader(`{"serverId":"hangs","toolName":"list_rooms"}`))
		if err != nil {
			answered <- answer{err: err}
			return
		}
		resp.Body.Close()
		answered <- answer{status: resp.StatusCode, ctype: resp.Header.Get("Content-Type")}
	}()
	var pid int
	for deadline := time.Now().Add(10 * time.Second); pid == 0; time.Sleep(10 * time.Millisecond) {
		if st := statsOf(srv, "hangs"); st.InFlight == 1 {
			pid = st.Pids[0]
		}
		if time.Now().After(deadline) {
			t.Fatal("the hanging call never started")
		}
	}
	start := time.Now()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve waits for the hanging call")
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("shutdown took %s with a grace of 300ms", el)
	}
	// The cancelled call gets the documented 503 problem, not a connection
	// closed before the answer was written.
	if a := <-answered; a.err != nil || a.status != http.StatusServiceUnavailable || a.ctype != ProblemContentType {
		t.Errorf("the cancelled call got %d %q (err %v), want 503 %s", a.status, a.ctype, a.err, ProblemContentType)
	}
	if !processGone(pid) {
		t.Errorf("server %d still runs", pid)
	}
}

// serveLoopback runs New(cfg).Serve on a loopback listener in a goroutine,
// as `mcpgen serve` does: it returns the server, its base URL, the cancel
// that starts the shutdown and the channel Serve's error arrives on.
func serveLoopback(t *testing.T, cfg Config) (*Server, string, context.CancelFunc, chan error) {
	t.Helper()
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	return srv, "http://" + ln.Addr().String(), cancel, done
}

// TestGenerateRouteFormatHint: an unknown format, or text, is answered
// with the formats HTTP accepts, not with "text with chatTemplate" (which
// HTTP refuses).
func TestGenerateRouteFormatHint(t *testing.T) {
	f := newFixture(t, Config{})
	tools := `"tools":[{"name":"ping","description":"Ping a host","inputSchema":{"type":"object","properties":{"host":{"type":"string"}}}}]`
	for _, format := range []string{"bogus", "text"} {
		var p Problem
		wantProblem(t, f.do("POST", "/api/mcp/generate", `{"n":1,"format":"`+format+`",`+tools+`}`, &p), &p, 400, TypeInvalidRequest)
		if !strings.Contains(p.Detail, "format "+format+": want one of ") || !strings.Contains(p.Detail, "hf") ||
			!strings.Contains(p.Detail, "text is not accepted over HTTP") || strings.Contains(p.Detail, "text with chatTemplate") {
			t.Errorf("format %s: detail %q", format, p.Detail)
		}
	}
}
