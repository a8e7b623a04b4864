package serve

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/generate"
)

// A member written twice reaches the check and the code that uses it
// differently: the hints check read the last "city" (a list of values)
// while the hints parser resolved both, reading /etc/shadow into the
// records. Every request body with a repeated member is refused (400
// naming its JSON pointer), and the file and glob sources of hints are
// refused on the hints as parsed.
func TestDuplicateMembersRefused(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "shadow")
	if err := os.WriteFile(secret, []byte("SECRET-LINE-7c1f\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, Config{})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	src, _ := json.Marshal(map[string]string{"file": secret})
	hints := `{"get_forecast.city":` + string(src) + `,"get_forecast.city":["Osaka"]}`
	for _, c := range []struct{ route, body, ptr string }{
		{"/api/mcp/generate", `{"servers":["ex"],"n":2,"seed":1,"hints":` + hints + `}`, "/hints/get_forecast.city"},
		{"/api/mcp/generate", `{"servers":["ex"],"n":2,"n":3}`, "/n"},
		{"/api/mcp/execute", `{"server_id":"ex","tool_name":"get_forecast","tool_args":{"city":"Lisbon","date":"2026-01-02","city":"x"}}`, "/tool_args/city"},
		{"/api/mcp/execute", `{"server_id":"ex","tool_name":"get_forecast","Tool_Name":"cancel_meeting"}`, "/Tool_Name"},
		{"/api/mcp/servers", `{"name":"a","command":"true","command":"sh"}`, "/command"},
		{"/api/mcp/validate", `{"tools":[{"name":"t","inputSchema":{"type":"object","type":"string"}}]}`, "/tools/0/inputSchema/type"},
	} {
		var p Problem
		resp := f.do("POST", c.route, c.body, &p)
		wantProblem(t, resp, &p, 400, TypeInvalidRequest)
		if len(p.Errors) != 1 || p.Errors[0].Pointer != c.ptr || !strings.Contains(p.Detail, c.ptr) {
			t.Errorf("POST %s %s: %+v, want the pointer %s", c.route, c.body, p, c.ptr)
		}
		if strings.Contains(p.Detail, "SECRET") {
			t.Errorf("the file's content is in the answer: %s", p.Detail)
		}
	}
	if st := statsOf(f.srv, "ex"); st.Calls != 0 {
		t.Errorf("a refused body reached the server: %+v", st)
	}
	// The hints check works on the hints as parsed, whatever reading of
	// the bytes the body decoder made.
	// The text of a hints file (a JSON string: YAML, as the page sends it)
	// goes through the same parser and the same refusal.
	for _, h := range []string{hints, `{"city":{"glob":"/etc/*"}}`, `{"/a/*/b":{"file":"x"}}`,
		`"city: {glob: /etc/*}\n"`, `"get_forecast.city: [Osaka]\nget_forecast.city: {file: /etc/shadow}\n"`} {
		req := GenerateRequest{Options: generate.DefaultOptions(), Hints: json.RawMessage(h)}
		env, p := f.srv.generateEnv(req)
		if p == nil || p.Status != 400 || !strings.Contains(p.Detail, "not read") {
			t.Errorf("hints %s: %+v (hints %v), want 400", h, p, env.Hints)
		}
	}
}

// TestGenerateHintsText: hints sent as the text of a hints file (YAML)
// are used as the same document sent as an object, and a broken one is
// refused with its line.
func TestGenerateHintsText(t *testing.T) {
	f := newFixture(t, Config{})
	for _, h := range []string{`{"get_forecast.city":["Osaka","Lima"]}`, `"# offices\nget_forecast.city: [Osaka, Lima]\n"`} {
		req := GenerateRequest{Options: generate.DefaultOptions(), Hints: json.RawMessage(h)}
		env, p := f.srv.generateEnv(req)
		if p != nil || env.Hints == nil || !env.Hints.Has("get_forecast", "city") || len(env.Hints.Pools()) != 1 {
			t.Errorf("hints %s: %+v, problem %+v", h, env.Hints, p)
		}
	}
	req := GenerateRequest{Options: generate.DefaultOptions(), Hints: json.RawMessage(`"get_forecast.city: [Osaka\nget_room.room_id: 3\n"`)}
	if _, p := f.srv.generateEnv(req); p == nil || p.Status != 400 || !strings.Contains(p.Detail, "hints: ") || !strings.Contains(p.Detail, "line") {
		t.Errorf("broken hints text: %+v, want 400 naming the line", p)
	}
}
