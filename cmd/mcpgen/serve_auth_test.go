package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// serve with neither --token-file nor MCPGEN_TOKEN generates a token, saves
// it with mode 0600 under the user config folder, prints a ready URL with
// it in the fragment, and refuses every API request without it.
func TestServeGeneratesAToken(t *testing.T) {
	cfg := t.TempDir()
	reg := filepath.Join(t.TempDir(), "reg.json")
	env := []string{"MCPGEN_CONFIG=" + reg, "XDG_CONFIG_HOME=" + cfg}
	p := startServe(t, env, "--addr", "127.0.0.1:0")
	if len(p.token) < 32 {
		t.Fatalf("generated token %q: want 32 characters or more; stderr:\n%s", p.token, p.stderr)
	}
	if !strings.Contains(p.stderr.String(), "open "+p.base+"/#token="+p.token) {
		t.Errorf("no ready URL for %s:\n%s", p.base, p.stderr)
	}
	file := filepath.Join(cfg, "mcpgen", "serve-token-"+strings.ReplaceAll(strings.TrimPrefix(p.base, "http://"), ":", "-"))
	if !strings.Contains(p.stderr.String(), "saved in "+file+" (mode 0600") {
		t.Errorf("serve does not say the token is saved in %s:\n%s", file, p.stderr)
	}
	fi, err := os.Stat(file)
	if err != nil {
		t.Fatalf("token not saved: %v", err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("%s has mode %04o, want 0600", file, fi.Mode().Perm())
	}
	if b, _ := os.ReadFile(file); strings.TrimSpace(string(b)) != p.token {
		t.Errorf("%s holds %q, want the printed token", file, b)
	}
	var prob struct{ Status int }
	for _, path := range []string{"/healthz", "/api/mcp/servers", "/api/openapi.json"} {
		if st := p.do("GET", path, "", noToken, &prob); st != 401 || prob.Status != 401 {
			t.Errorf("GET %s without the token: %d", path, st)
		}
	}
	add := `{"name":"evil","command":"/bin/sh","args":["-c","touch pwned"]}`
	if st := p.do("POST", "/api/mcp/servers", add, noToken, &prob); st != 401 {
		t.Errorf("POST /api/mcp/servers without the token: %d", st)
	}
	if b, _ := os.ReadFile(reg); strings.Contains(string(b), "evil") {
		t.Errorf("a request without the token changed the registry:\n%s", b)
	}
	if st := p.do("GET", "/api/mcp/servers", "", "", nil); st != 200 {
		t.Errorf("GET /api/mcp/servers with the token: %d", st)
	}
	p.stop()
	if _, err := os.Stat(file); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s is left after serve stopped: %v", file, err)
	}
}

// Two serves with generated tokens, running at once, save them in two
// files (one per listening address): neither overwrites the other's, and
// each file's token opens its own serve. A single shared file used to hold
// the last one started, so a script of the first got 401.
func TestServeTokenFilePerAddress(t *testing.T) {
	cfg := t.TempDir()
	env := []string{"MCPGEN_CONFIG=" + filepath.Join(t.TempDir(), "reg.json"), "XDG_CONFIG_HOME=" + cfg}
	first := startServe(t, env, "--addr", "127.0.0.1:0")
	second := startServe(t, env, "--addr", "127.0.0.1:0")
	saved := regexp.MustCompile(`saved in (\S+) \(mode 0600`)
	var files []string
	for _, p := range []*serveProc{first, second} {
		m := saved.FindStringSubmatch(p.stderr.String())
		if m == nil {
			t.Fatalf("serve does not say where its token is saved:\n%s", p.stderr)
		}
		files = append(files, m[1])
	}
	if files[0] == files[1] {
		t.Fatalf("both serves saved their token in %s", files[0])
	}
	for i, p := range []*serveProc{first, second} {
		b, err := os.ReadFile(files[i])
		if err != nil {
			t.Fatal(err)
		}
		tok := strings.TrimSpace(string(b))
		if tok != p.token {
			t.Errorf("%s holds %q, want serve %d's token %q", files[i], tok, i+1, p.token)
		}
		if st := p.do("GET", "/api/mcp/servers", "", tok, nil); st != 200 {
			t.Errorf("serve %d answers %d to the token of %s", i+1, st, files[i])
		}
	}
	second.stop()
	// The first serve's file outlives the second serve.
	if b, _ := os.ReadFile(files[0]); strings.TrimSpace(string(b)) != first.token {
		t.Errorf("after the second serve stopped, %s holds %q", files[0], b)
	}
	first.stop()
}

// What serve refuses at start (exit 2, saying why): short tokens, token
// files others can read, --no-auth off loopback, a cross-origin allowance
// without a token.
func TestServeRefusesUnsafeAuth(t *testing.T) {
	dir := t.TempDir()
	good := strings.Repeat("k", 32)
	open := filepath.Join(dir, "open-token")
	if err := os.WriteFile(open, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(open, 0o644); err != nil { // whatever the umask
		t.Fatal(err)
	}
	short := filepath.Join(dir, "short-token")
	if err := os.WriteFile(short, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		env  []string
		args []string
		want []string
	}{
		{"short MCPGEN_TOKEN", []string{"MCPGEN_TOKEN=s3cret"}, nil, []string{"$MCPGEN_TOKEN", "at least 32"}},
		{"short token file", nil, []string{"--token-file", short}, []string{short, "at least 32"}},
		{"token file readable by others", nil, []string{"--token-file", open}, []string{open, "0644", "chmod 600 " + open}},
		// a folder (mode 0777 for /tmp) is not told to chmod 600 itself
		{"token file a folder", nil, []string{"--token-file", dir}, []string{dir, "is not a regular file"}},
		{"no-auth on all interfaces", nil, []string{"--no-auth", "--addr", "0.0.0.0:0"}, []string{"bearer token is required", "non-loopback"}},
		{"no-auth with cors *", nil, []string{"--no-auth", "--cors-origin", "*"}, []string{"cross-origin allowance needs a bearer token"}},
		{"no-auth with an origin", nil, []string{"--no-auth", "--cors-origin", "http://app.example"}, []string{"cross-origin allowance needs a bearer token"}},
		{"no-auth with a token", []string{"MCPGEN_TOKEN=" + good}, []string{"--no-auth"}, []string{"exclude each other"}},
	} {
		// A serve that starts instead of refusing is stopped after a while.
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		cmd := exec.CommandContext(ctx, "mcpgen", append([]string{"serve", "--addr", "127.0.0.1:0"}, c.args...)...)
		cmd.Env = append(environNoToken(), append([]string{"XDG_CONFIG_HOME=" + dir, "MCPGEN_CONFIG=" + filepath.Join(dir, "reg.json")}, c.env...)...)
		out, err := cmd.CombinedOutput()
		started := ctx.Err() != nil
		cancel()
		if started {
			t.Errorf("%s: serve started instead of refusing:\n%s", c.name, out)
			continue
		}
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitUsage {
			t.Errorf("%s: %v, want exit %d\n%s", c.name, err, exitUsage, out)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(string(out), w) {
				t.Errorf("%s: output lacks %q:\n%s", c.name, w, out)
			}
		}
	}
}

// --no-auth on loopback serves without a token and says so loudly.
func TestServeNoAuthWarns(t *testing.T) {
	env := []string{"MCPGEN_CONFIG=" + filepath.Join(t.TempDir(), "reg.json")}
	p := startServe(t, env, "--addr", "127.0.0.1:0", "--no-auth")
	if p.token != "" || !strings.Contains(p.stderr.String(), "WARNING: --no-auth: any program or user on this machine") {
		t.Errorf("no warning for --no-auth:\n%s", p.stderr)
	}
	if st := p.do("GET", "/api/mcp/servers", "", noToken, nil); st != 200 {
		t.Errorf("--no-auth: GET /api/mcp/servers: %d", st)
	}
	p.stop()
}

// A serve on all IPv4 interfaces (--addr 0.0.0.0:0) reports the address
// asked for, with the port bound, and names its token file after it — not
// Go's dual-stack "[::]", which printed http://[::]:P and named the file
// serve-token-__-P.
func TestServeAllInterfacesAddress(t *testing.T) {
	cfg := t.TempDir()
	env := []string{"MCPGEN_CONFIG=" + filepath.Join(t.TempDir(), "reg.json"), "XDG_CONFIG_HOME=" + cfg}
	p := startServe(t, env, "--addr", "0.0.0.0:0")
	defer p.stop()
	if !strings.HasPrefix(p.base, "http://0.0.0.0:") {
		t.Errorf("serve reports %s, want http://0.0.0.0:PORT", p.base)
	}
	m := regexp.MustCompile(`saved in (\S+) \(mode 0600`).FindStringSubmatch(p.stderr.String())
	if m == nil || !strings.Contains(filepath.Base(m[1]), "serve-token-0.0.0.0-") {
		t.Errorf("token file %v, want serve-token-0.0.0.0-PORT; stderr:\n%s", m, p.stderr)
	}
	if !strings.Contains(p.stderr.String(), "open http://127.0.0.1:") {
		t.Errorf("the page address is not on the IPv4 loopback:\n%s", p.stderr)
	}
}
