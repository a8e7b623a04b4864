package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// The bearer token given in MCPGEN_TOKEN must not reach the server
// processes serve starts (they inherit its environment): a third-party MCP
// server could read it, and server-everything's get-env hands it to anyone
// who can call the tool. server-everything reports its real environment.
func TestServeTokenNotInServerEnv(t *testing.T) {
	ev := testenv.NPMServer(t, "server-everything")
	reg := filepath.Join(t.TempDir(), "reg.json")
	const token = "tok-e1b6d0c4-not-for-servers-0123456789"
	env := []string{"MCPGEN_CONFIG=" + reg, "MCPGEN_TOKEN=" + token}
	add := exec.Command("mcpgen", append([]string{"server", "add", "ev", "--"}, ev...)...)
	add.Env = append(os.Environ(), env...)
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("server add: %v\n%s", err, out)
	}
	p := startServe(t, env, "--addr", "127.0.0.1:0")
	var res struct {
		Result  string
		IsError bool
	}
	if st := p.do("POST", "/api/mcp/execute", `{"server_id":"ev","tool_name":"get-env","tool_args":{}}`, token, &res); st != 200 || res.IsError {
		t.Fatalf("get-env: %d %+v", st, res)
	}
	if !strings.Contains(res.Result, "MCPGEN_CONFIG") {
		t.Fatalf("get-env did not return the server's environment: %q", res.Result)
	}
	if strings.Contains(res.Result, token) {
		t.Errorf("the server process sees the bearer token in its environment:\n%s", res.Result)
	}
	p.stop()
}

// No command passes MCPGEN_TOKEN on to the servers it starts: users who
// export it in their shell would hand it to every server they exec.
func TestExecTokenNotInServerEnv(t *testing.T) {
	ev := testenv.NPMServer(t, "server-everything")
	reg := filepath.Join(t.TempDir(), "reg.json")
	const token = "tok-7c2a91d0-not-for-servers-0123456789"
	env := append(os.Environ(), "MCPGEN_CONFIG="+reg, "MCPGEN_TOKEN="+token)
	add := exec.Command("mcpgen", append([]string{"server", "add", "ev", "--"}, ev...)...)
	add.Env = env
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("server add: %v\n%s", err, out)
	}
	run := exec.Command("mcpgen", "exec", "ev", "get-env")
	run.Env = env
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("exec get-env: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "MCPGEN_CONFIG") {
		t.Fatalf("get-env did not return the server's environment: %q", out)
	}
	if strings.Contains(string(out), token) {
		t.Errorf("the server started by exec sees MCPGEN_TOKEN:\n%s", out)
	}
}
