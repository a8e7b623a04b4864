package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// BenchmarkServeExecute measures POST /api/mcp/execute over loopback HTTP,
// one request at a time: "warm" through the API's session pool, and
// "connect-per-call" through a handler that does what the original
// integration did (start the server, initialize, tools/call, close for every
// request). It reports p50-ms and p99-ms per sub-benchmark, and for the
// baseline x-warm-p50: its median over the warm median (the target is at
// least 50).
//
//	go test -run '^$' -bench ServeExecute ./internal/serve
func BenchmarkServeExecute(b *testing.B) {
	dir := b.TempDir()
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("benchmark file\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	cases := []struct {
		server string
		entry  func() (registry.Entry, bool)
		body   string
	}{
		{"example", func() (registry.Entry, bool) { return exampleEntry(b, exampleserver.Faults{}, nil), true },
			`{"serverId":"example","toolName":"get_forecast","toolArgs":{"city":"Lisbon","date":"2026-03-01"}}`},
		{"filesystem", func() (registry.Entry, bool) {
			cmd := npmServer(b)
			if cmd == nil {
				return registry.Entry{}, false
			}
			return registry.Entry{Command: cmd[0], Args: append(cmd[1:], dir)}, true
		}, `{"serverId":"filesystem","toolName":"read_text_file","toolArgs":{"path":` + strconv.Quote(file) + `}}`},
	}
	for _, c := range cases {
		entry, ok := c.entry()
		if !ok {
			b.Logf("%s: npm server not installed, skipped", c.server)
			continue
		}
		reg := filepath.Join(b.TempDir(), "mcp_servers.json")
		if err := registry.Update(b.Context(), reg, func(f *registry.File) error { return f.Set(c.server, entry) }); err != nil {
			b.Fatal(err)
		}
		srv, err := New(Config{Locations: registry.Locations{Pinned: reg}, NoAuth: true,
			Pool: poolOptions{Connect: &mcp.Options{TerminateGrace: 500 * time.Millisecond}}})
		if err != nil {
			b.Fatal(err)
		}
		warm := httptest.NewServer(srv)
		cold := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { connectPerCall(srv, w, r) }))
		p50 := map[string]float64{}
		for _, mode := range []struct {
			name string
			url  string
		}{{"warm", warm.URL}, {"connect-per-call", cold.URL}} {
			b.Run(c.server+"/"+mode.name, func(b *testing.B) {
				post(b, mode.url, c.body) // warm-up: the first session start is not measured
				lat := make([]time.Duration, 0, b.N)
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					start := time.Now()
					post(b, mode.url, c.body)
					lat = append(lat, time.Since(start))
				}
				b.StopTimer()
				slices.Sort(lat)
				q := func(p float64) float64 {
					return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds()) / 1000
				}
				b.ReportMetric(q(0.50), "p50-ms")
				b.ReportMetric(q(0.99), "p99-ms")
				p50[mode.name] = q(0.50)
				if w := p50["warm"]; mode.name != "warm" && w > 0 {
					// How many times the warm median this median is (target ≥ 50).
					b.ReportMetric(q(0.50)/w, "x-warm-p50")
				}
			})
		}
		warm.Close()
		cold.Close()
		_ = srv.Close()
		if p50["warm"] > 0 && p50["connect-per-call"] > 0 {
			b.Logf("%s: execute p50 warm %.3f ms vs connect-per-call %.3f ms: %.0fx lower (target 50x)",
				c.server, p50["warm"], p50["connect-per-call"], p50["connect-per-call"]/p50["warm"])
		}
	}
}

// post sends one execute request and fails unless it returns 200 without
// isError.
func post(b *testing.B, url, body string) {
	resp, err := http.Post(url+"/api/mcp/execute", "application/json", strings.NewReader(body))
	if err != nil {
		b.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || strings.Contains(string(raw), `"isError":true`) {
		b.Fatalf("execute: %d %s", resp.StatusCode, raw)
	}
}

// connectPerCall is the baseline: a new server connection for every call.
func connectPerCall(s *Server, w http.ResponseWriter, r *http.Request) {
	var req ExecuteRequest
	if p := decodeBody(r, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	spec, err := s.resolve(req.ServerID)
	if err != nil {
		writeProblem(w, r, problemFor(err, req.ServerID))
		return
	}
	sess, err := mcp.Connect(r.Context(), spec, s.connect)
	if err != nil {
		writeProblem(w, r, problemFor(err, req.ServerID))
		return
	}
	defer sess.Close()
	res, err := sess.CallTool(r.Context(), req.ToolName, req.ToolArgs)
	if err != nil {
		writeProblem(w, r, problemFor(err, req.ServerID))
		return
	}
	_ = sess.Close()
	writeJSON(w, http.StatusOK, ExecuteResponse{ServerID: req.ServerID, ToolName: req.ToolName, Result: res.Text(),
		StructuredContent: res.StructuredContent, IsError: res.IsError, Content: []json.RawMessage{}})
}

// npmServer returns the filesystem server's command, or nil when it is not
// installed (benchmarks do not fail for it; tests do under CI).
func npmServer(b *testing.B) []string {
	entry := filepath.Join(testenv.RepoRoot(), "testdata", "npm", "node_modules", "@modelcontextprotocol", "server-filesystem", "dist", "index.js")
	if _, err := os.Stat(entry); err != nil {
		return nil
	}
	node, err := execLookPath("node")
	if err != nil {
		return nil
	}
	return []string{node, entry}
}
