package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// TestMain lets this test binary act as the example server (see
// testenv.RunExampleServerIfChild), so the API talks to real child processes
// over real pipes.
func TestMain(m *testing.M) {
	testenv.RunExampleServerIfChild()
	os.Exit(m.Run())
}

// exampleEntry is a registry entry that runs the example server (the test
// binary) with faults; extra env is added to it.
func exampleEntry(t testing.TB, f exampleserver.Faults, extra map[string]string) registry.Entry {
	t.Helper()
	command, env := testenv.ExampleServer(t, f)
	for k, v := range extra {
		env[k] = v
	}
	return registry.Entry{Command: command, Env: env}
}

// fixture is a running API over loopback HTTP with its own registry file.
type fixture struct {
	t    *testing.T
	srv  *Server
	http *httptest.Server
	reg  string // registry file
	log  *syncBuffer
	pids map[int]bool
	mu   sync.Mutex
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// newFixture starts the API (httptest listens on 127.0.0.1:0). At cleanup
// it closes the server and checks that no server process it started
// remains.
func newFixture(t *testing.T, cfg Config) *fixture {
	t.Helper()
	f := &fixture{t: t, reg: filepath.Join(t.TempDir(), "mcp_servers.json"), log: &syncBuffer{}, pids: map[int]bool{}}
	if cfg.Locations.Pinned == "" && cfg.Locations.Project == "" {
		cfg.Locations = registry.Locations{Pinned: f.reg}
	} else {
		f.reg = cfg.Locations.WriteTarget(true) // the test chose the files
	}
	cfg.Logger = slog.New(slog.NewJSONHandler(f.log, nil))
	if cfg.Pool.Connect == nil {
		cfg.Pool.Connect = &mcp.Options{ConnectTimeout: 20 * time.Second, TerminateGrace: 500 * time.Millisecond}
	}
	// Without a token of the test's own (or NoAuth), every request gets
	// testToken from the fixture's client.
	autoToken := cfg.Token == "" && !cfg.NoAuth
	if autoToken {
		cfg.Token = testToken
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	f.srv = srv
	f.http = httptest.NewServer(srv)
	if autoToken {
		c := f.http.Client()
		c.Transport = withToken{base: c.Transport, token: testToken}
	}
	t.Cleanup(func() {
		f.http.Close()
		f.notePids()
		if err := srv.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		for pid := range f.pids {
			if !processGone(pid) {
				t.Errorf("server process %d still runs after Close", pid)
			}
		}
	})
	return f
}

// testToken is the bearer token of fixtures whose test sets none.
const testToken = "test-token-0123456789abcdefghijklmnop"

// withToken sends "Authorization: Bearer token" on every request that has
// no Authorization header of its own.
type withToken struct {
	base  http.RoundTripper
	token string
}

func (t withToken) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Header.Get("Authorization") == "" {
		r = r.Clone(r.Context())
		r.Header.Set("Authorization", "Bearer "+t.token)
	}
	return t.base.RoundTrip(r)
}

// notePids records the pids of the pool's sessions.
func (f *fixture) notePids() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, st := range f.srv.Pool().Stats() {
		for _, p := range st.Pids {
			f.pids[p] = true
		}
	}
}

func (f *fixture) add(name string, e registry.Entry) {
	f.t.Helper()
	if err := registry.Update(context.Background(), f.reg, func(file *registry.File) error { return file.Set(name, e) }); err != nil {
		f.t.Fatal(err)
	}
}

// do sends a request with an optional JSON body and decodes the JSON answer
// into out (when non-nil). It returns the response (body consumed).
func (f *fixture) do(method, path string, body any, out any, hdr ...string) *http.Response {
	f.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			f.t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, f.http.URL+path, rd)
	if err != nil {
		f.t.Fatal(err)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := f.http.Client().Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		f.t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			f.t.Fatalf("%s %s: %d, decode %q: %v", method, path, resp.StatusCode, raw, err)
		}
	}
	f.notePids()
	return resp
}

// wantProblem checks that resp is an RFC 9457 problem with status.
func wantProblem(t *testing.T, resp *http.Response, p *Problem, status int, typ string) {
	t.Helper()
	if resp.StatusCode != status || p.Status != status {
		t.Errorf("status %d (problem %d), want %d: %+v", resp.StatusCode, p.Status, status, p)
	}
	if ct := resp.Header.Get("Content-Type"); ct != ProblemContentType {
		t.Errorf("Content-Type %q, want %s", ct, ProblemContentType)
	}
	if typ != "" && p.Type != typ {
		t.Errorf("type %q, want %q (%s)", p.Type, typ, p.Detail)
	}
	if p.Title == "" || p.Instance == "" {
		t.Errorf("problem lacks title or instance: %+v", p)
	}
}

// processGone reports whether pid and its process group no longer exist
// (a zombie counts as gone). It waits up to 3 s.
var processGone = testenv.ProcessGroupGone

func statsOf(s *Server, name string) pool.ServerStats {
	for _, st := range s.Pool().Stats() {
		if st.Server == name {
			return st
		}
	}
	return pool.ServerStats{}
}

type poolOptions = pool.Options

var execLookPath = exec.LookPath
