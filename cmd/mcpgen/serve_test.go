package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// serveProc is `mcpgen serve` running as a real child process (the test
// binary, which testscript.Main put on PATH as mcpgen).
type serveProc struct {
	t      *testing.T
	cmd    *exec.Cmd
	base   string // http://host:port
	token  string // the token serve generated and printed, if any
	stderr *bytes.Buffer
	done   chan error
}

// startServe runs `mcpgen serve ARGS...` with env added and waits for its
// "listening on" line.
// environNoToken is the test's environment without MCPGEN_TOKEN (a
// developer's own token must not reach the commands run; set but blank,
// serve refuses it).
func environNoToken() []string {
	var out []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, serveTokenEnv+"=") {
			out = append(out, kv)
		}
	}
	return out
}

func startServe(t *testing.T, env []string, args ...string) *serveProc {
	t.Helper()
	exe, err := exec.LookPath("mcpgen")
	if err != nil {
		t.Fatalf("mcpgen not on PATH (testscript.Main puts it there): %v", err)
	}
	cmd := exec.Command(exe, append([]string{"serve"}, args...)...)
	// A generated token is saved under the user config folder: a test's
	// own, unless env names one.
	cmd.Env = append(append(environNoToken(), "XDG_CONFIG_HOME="+t.TempDir()), env...)
	pr, pw := io.Pipe()
	cmd.Stderr = pw
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &serveProc{t: t, cmd: cmd, stderr: &bytes.Buffer{}, done: make(chan error, 1)}
	addr := make(chan string, 1)
	ready := make(chan string, 1) // the ready URL's token ("" when none is printed)
	go func() {
		sc := bufio.NewScanner(pr)
		re := regexp.MustCompile(`listening on (http://\S+)`)
		tokRe := regexp.MustCompile(`open http://\S+/#token=(\S+)$`)
		for sc.Scan() {
			line := sc.Text()
			p.stderr.WriteString(line + "\n")
			if m := re.FindStringSubmatch(line); m != nil {
				addr <- m[1]
			}
			if m := tokRe.FindStringSubmatch(line); m != nil {
				ready <- m[1]
			} else if strings.Contains(line, "mcpgen serve: bearer token from") || strings.Contains(line, "WARNING: --no-auth") {
				select {
				case ready <- "":
				default:
				}
			}
		}
	}()
	go func() {
		err := cmd.Wait()
		pw.Close()
		p.done <- err
	}()
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	select {
	case p.base = <-addr:
	case err := <-p.done:
		t.Fatalf("serve exited before listening: %v", err)
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not say where it listens")
	}
	select {
	case p.token = <-ready:
	case <-time.After(5 * time.Second):
		t.Fatalf("serve said nothing about its token:\n%s", p.stderr)
	}
	return p
}

// noToken makes serveProc.do send no Authorization header.
const noToken = "none"

// do sends a request and decodes the JSON answer into out. token ""
// sends the token serve generated (if any), noToken none.
func (p *serveProc) do(method, path, body, token string, out any) int {
	p.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, _ := http.NewRequest(method, p.base+path, rd)
	if token == "" {
		token = p.token
	}
	if token != "" && token != noToken {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		p.t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			p.t.Fatalf("%s %s: %d: %v", method, path, resp.StatusCode, err)
		}
	}
	return resp.StatusCode
}

// stop sends SIGINT and waits for a clean exit.
func (p *serveProc) stop() {
	p.t.Helper()
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		p.t.Fatal(err)
	}
	select {
	case err := <-p.done:
		if err != nil {
			p.t.Errorf("serve exited with %v after SIGINT; stderr:\n%s", err, p.stderr)
		}
	case <-time.After(20 * time.Second):
		p.t.Fatal("serve did not stop after SIGINT")
	}
}

// sessionPids reads the pids of the warm sessions from /healthz.
func (p *serveProc) sessionPids(token string) []int {
	var h struct {
		Sessions []struct{ Pids []int }
	}
	p.do("GET", "/healthz", "", token, &h)
	var out []int
	for _, s := range h.Sessions {
		out = append(out, s.Pids...)
	}
	return out
}

// TestServeAcceptance checks serving with the real binary:
// the filesystem server's tools, read_text_file, 400 naming /path, 404 for
// an unknown server; refusal on 0.0.0.0 without a token, 401 without it;
// SIGINT stops serve and every server process.
func TestServeAcceptance(t *testing.T) {
	fs := testenv.NPMServer(t, "server-filesystem")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "hello.txt"), []byte("hello from the fs server\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	reg := filepath.Join(t.TempDir(), "reg.json")
	env := []string{"MCPGEN_CONFIG=" + reg}
	add := exec.Command("mcpgen", append([]string{"server", "add", "fs", "--"}, append(fs, dir)...)...)
	add.Env = append(environNoToken(), env...)
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("server add: %v\n%s", err, out)
	}

	p := startServe(t, env, "--addr", "127.0.0.1:0")
	var tools struct {
		ServerID string `json:"server_id"`
		Tools    []struct{ Name string }
	}
	if st := p.do("GET", "/api/mcp/servers/fs/tools", "", "", &tools); st != 200 || len(tools.Tools) < 10 {
		t.Fatalf("tools: %d %+v", st, tools)
	}
	var res struct {
		Result  string
		IsError bool
	}
	body := `{"server_id":"fs","tool_name":"read_text_file","tool_args":{"path":` + strconv.Quote(filepath.Join(dir, "hello.txt")) + `}}`
	if st := p.do("POST", "/api/mcp/execute", body, "", &res); st != 200 || res.Result != "hello from the fs server\n" || res.IsError {
		t.Errorf("read_text_file: %d %+v", st, res)
	}
	var prob struct {
		Status int
		Detail string
		Errors []struct{ Pointer string }
	}
	if st := p.do("POST", "/api/mcp/execute", `{"server_id":"fs","tool_name":"read_text_file","tool_args":{}}`, "", &prob); st != 400 || len(prob.Errors) != 1 || prob.Errors[0].Pointer != "/path" {
		t.Errorf("missing path: %d %+v", st, prob)
	}
	if st := p.do("POST", "/api/mcp/execute", `{"server_id":"nope","tool_name":"read_text_file","tool_args":{}}`, "", &prob); st != 404 {
		t.Errorf("unknown server: %d", st)
	}
	// A server added with the CLI while serving is usable at once.
	addEx := exec.Command("mcpgen", "server", "add", "ex", "--", "mcpgen", "example-server")
	addEx.Env = append(environNoToken(), env...)
	if out, err := addEx.CombinedOutput(); err != nil {
		t.Fatalf("server add ex: %v\n%s", err, out)
	}
	var ex struct {
		Result            string
		StructuredContent json.RawMessage
	}
	if st := p.do("POST", "/api/mcp/execute", `{"server_id":"ex","tool_name":"get_forecast","tool_args":{"city":"Osaka","date":"2026-05-01"}}`, "", &ex); st != 200 ||
		!strings.Contains(ex.Result, "Osaka") || len(ex.StructuredContent) == 0 {
		t.Errorf("execute on a server added while serving: %d %+v", st, ex)
	}
	pids := p.sessionPids("")
	if len(pids) != 2 {
		t.Errorf("session pids %v, want 2 (fs, ex)", pids)
	}
	p.stop()
	for _, pid := range pids {
		if !testenv.ProcessGroupGone(pid) {
			t.Errorf("filesystem server %d still runs after serve stopped", pid)
		}
	}
	if !strings.Contains(p.stderr.String(), `msg=http method=POST path=/api/mcp/execute status=400`) {
		t.Errorf("no access log line for the 400:\n%s", p.stderr)
	}

	// Acceptance 2: 0.0.0.0 with --no-auth refuses to start ...
	refuse := exec.Command("mcpgen", "serve", "--addr", "0.0.0.0:0", "--no-auth")
	refuse.Env = append(environNoToken(), env...)
	out, err := refuse.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitUsage || !strings.Contains(string(out), "bearer token is required") {
		t.Errorf("serve on 0.0.0.0 without a token: %v\n%s", err, out)
	}
	// ... and with one, requests without it get 401.
	const secret = "s3cret-token-0123456789-0123456789"
	tokFile := filepath.Join(t.TempDir(), "token")
	if err := os.WriteFile(tokFile, []byte(secret+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	p = startServe(t, env, "--addr", "0.0.0.0:0", "--token-file", tokFile)
	p.base = strings.Replace(p.base, "0.0.0.0", "127.0.0.1", 1)
	if st := p.do("GET", "/api/mcp/servers", "", "", &prob); st != 401 {
		t.Errorf("without the token: %d", st)
	}
	if st := p.do("GET", "/api/mcp/servers/fs/tools", "", "wrong", &prob); st != 401 {
		t.Errorf("with a wrong token: %d", st)
	}
	if st := p.do("GET", "/api/mcp/servers/fs/tools", "", secret, &tools); st != 200 {
		t.Errorf("with the token: %d", st)
	}
	pids = p.sessionPids(secret)
	p.stop()
	for _, pid := range pids {
		if !testenv.ProcessGroupGone(pid) {
			t.Errorf("filesystem server %d still runs after serve stopped", pid)
		}
	}
	if strings.Contains(p.stderr.String(), secret) {
		t.Error("the token appears on stderr")
	}
}

// TestServeBodyTypeErrors sends request bodies whose members have the
// wrong JSON type to the real `mcpgen serve`: each 400 names the member's
// JSON pointer and the shape the API takes there, in the problem format,
// never encoding/json's Go wording ("cannot unmarshal object into Go struct
// field GenerateRequest.Options.mix of type string").
func TestServeBodyTypeErrors(t *testing.T) {
	reg := filepath.Join(t.TempDir(), "reg.json")
	p := startServe(t, []string{"MCPGEN_CONFIG=" + reg}, "--addr", "127.0.0.1:0")
	for _, c := range []struct {
		path, body, pointer, want string
	}{
		{"/api/mcp/generate", `{"mix":{"single":1}}`, "/mix", "want a string, got an object (mix: Share of each record kind"},
		{"/api/mcp/generate", `{"n":"5"}`, "/n", "want an integer, got a string"},
		{"/api/mcp/generate", `{"include":"get_*"}`, "/include", "want an array of strings, got a string"},
		{"/api/mcp/generate", `{"callTimeout":{}}`, "/callTimeout", `want a string, got an object (callTimeout: Bound on each tools/call, a Go duration such as "10s")`},
		{"/api/mcp/generate", `{"nameStyle":3}`, "/nameStyle", `want one of "raw", "prefixed", got a number`},
		{"/api/mcp/generate", `{"hints":5}`, "/hints", "want an object of parameter keys"},
		{"/api/mcp/generate", `{"fromat":"hf"}`, "/fromat", `not a member of this request (did you mean "format"?)`},
		{"/api/mcp/generate", `[1]`, "", "want a JSON object, got an array"},
		{"/api/mcp/execute", `{"serverId":3}`, "/serverId", "want a string, got a number"},
		{"/api/mcp/servers", `{"name":"x","args":"a b"}`, "/args", "want an array of strings, got a string"},
		{"/api/mcp/servers", `{"name":"x","env":{"A":1}}`, "/env", "want an object of strings, got a number"},
		// not a type error, the same fault as generate --tools FILE --execute
		{"/api/mcp/generate", `{"execute":true,"tools":[{"name":"a","inputSchema":{"type":"object"}}]}`, "/execute", "execute needs servers: inline tools hold definitions and no server to call"},
	} {
		var prob struct {
			Type   string
			Status int
			Detail string
			Errors []struct{ Pointer, Detail string }
		}
		st := p.do("POST", c.path, c.body, "", &prob)
		if st != 400 || prob.Type != "urn:mcpgen:problem:invalid-request" || len(prob.Errors) != 1 ||
			prob.Errors[0].Pointer != c.pointer || !strings.Contains(prob.Errors[0].Detail, c.want) || !strings.Contains(prob.Detail, c.want) {
			t.Errorf("%s %s: %d %+v; want 400 naming %q: %q", c.path, c.body, st, prob, c.pointer, c.want)
		}
		for _, goWords := range []string{"Go struct", "Go value", "unmarshal", "GenerateRequest.", "json:"} {
			if strings.Contains(prob.Detail, goWords) {
				t.Errorf("%s %s: detail speaks Go (%q): %s", c.path, c.body, goWords, prob.Detail)
			}
		}
	}
	p.stop()
}
