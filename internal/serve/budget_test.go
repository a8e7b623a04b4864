package serve

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// TestHangingToolDoesNotFailServer: timeouts count per tool, not against
// the server's failure budget. The hanging tool is refused (504 with
// Retry-After) after 3 timeouts in a row and tried again after ToolRetry;
// the server's quick tools keep working throughout.
func TestHangingToolDoesNotFailServer(t *testing.T) {
	f := newFixture(t, Config{CallTimeout: 300 * time.Millisecond, Pool: poolFast(), ToolRetry: 700 * time.Millisecond})
	f.add("hangs", exampleEntry(t, exampleserver.Faults{HangTool: "list_rooms"}, nil))
	hang := func() (*http.Response, *Problem) {
		var p Problem
		return f.do("POST", "/api/mcp/execute", `{"serverId":"hangs","toolName":"list_rooms","toolArgs":{}}`, &p), &p
	}
	quick := func(when string) {
		t.Helper()
		var res ExecuteResponse
		if resp := f.do("POST", "/api/mcp/execute", `{"serverId":"hangs","toolName":"get_forecast","toolArgs":{"city":"Lisbon","date":"2026-03-02"}}`, &res); resp.StatusCode != 200 {
			t.Errorf("quick tool %s: %d (server stats %+v)", when, resp.StatusCode, statsOf(f.srv, "hangs"))
		}
	}
	for i := 0; i < 5; i++ { // past the pool's failure budget of 3
		resp, p := hang()
		if i < 3 {
			wantProblem(t, resp, p, 504, TypeTimeout)
			if strings.Contains(p.Detail, "in a row") {
				t.Errorf("timeout %d refused without a call: %s", i, p.Detail)
			}
		} else {
			wantProblem(t, resp, p, 504, TypeTimeout)
			if !strings.Contains(p.Detail, "timed out 3 times in a row") || resp.Header.Get("Retry-After") == "" {
				t.Errorf("call %d: want a refusal with Retry-After, got %q %s", i, resp.Header.Get("Retry-After"), p.Detail)
			}
		}
	}
	quick("after the hanging calls")
	if st := statsOf(f.srv, "hangs"); st.Failed || st.Timeouts != 3 || st.Crashes != 0 {
		t.Errorf("server state after the tool's timeouts: %+v", st)
	}
	time.Sleep(800 * time.Millisecond)
	resp, p := hang() // tried again: a real timeout
	wantProblem(t, resp, p, 504, TypeTimeout)
	if strings.Contains(p.Detail, "in a row") {
		t.Errorf("after ToolRetry the tool should be called again: %s", p.Detail)
	}
	resp, p = hang()
	if !strings.Contains(p.Detail, "in a row") {
		t.Errorf("one more timeout should refuse it again: %d %s", resp.StatusCode, p.Detail)
	}
	quick("at the end")
}

// TestFailedServerRetried: a server marked failed (failed starts) is
// started again once Pool.FailedRetry has passed, instead of being refused
// until a test or a registry change.
func TestFailedServerRetried(t *testing.T) {
	po := poolFast()
	po.FailedRetry = 300 * time.Millisecond
	f := newFixture(t, Config{Pool: po})
	marker := filepath.Join(t.TempDir(), "ready")
	ent := exampleEntry(t, exampleserver.Faults{}, map[string]string{"MCPGEN_TEST_MARKER": marker})
	f.add("flaky", registry.Entry{Command: "/bin/sh", Args: []string{"-c", `[ -e "$MCPGEN_TEST_MARKER" ] || { echo not ready >&2; exit 1; }; exec "$0"`, ent.Command}, Env: ent.Env})
	call := func() (*http.Response, *Problem) {
		var p Problem
		return f.do("POST", "/api/mcp/execute", `{"serverId":"flaky","toolName":"list_rooms","toolArgs":{}}`, &p), &p
	}
	for i := 0; i < 3; i++ {
		resp, p := call()
		wantProblem(t, resp, p, 502, TypeServerFailed)
	}
	resp, p := call()
	wantProblem(t, resp, p, 502, TypeServerFailed)
	st := statsOf(f.srv, "flaky")
	if !strings.Contains(p.Detail, "marked failed") || !st.Failed || st.StartFailures != 3 || st.RetryAt == "" {
		t.Errorf("want the failed mark without a new start: %s %+v", p.Detail, st)
	}
	if err := os.WriteFile(marker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	time.Sleep(400 * time.Millisecond)
	if resp, p := call(); resp.StatusCode != 200 {
		t.Errorf("after FailedRetry the server should be started again: %d %s", resp.StatusCode, p.Detail)
	}
	if st := statsOf(f.srv, "flaky"); st.Failed || st.Starts != 1 {
		t.Errorf("after the retry: %+v", st)
	}
}
