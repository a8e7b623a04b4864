package execute

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// runExample runs generate --execute over the example server with faults f
// (one session, 1 s call timeout, 4 records per read-only tool: 12 calls in
// tool order) and returns the output and the report.
func runExample(t *testing.T, f exampleserver.Faults) ([]byte, *Report) {
	t.Helper()
	spec := exampleSpec(t, "ex", f)
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"ex": spec}, Workers: 1, CallTimeout: time.Second})
	out := filepath.Join(t.TempDir(), "out.jsonl")
	if _, err := generate.Run(context.Background(), src, runOpts(4, 7, 1), generate.Env{Executor: e}, generate.Output{Path: out}); err != nil {
		t.Fatalf("Run: %v", err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data, e.Report()
}

// TestTimedOutCallRetriedOnAnotherSession: a session that stops answering
// one call of a read-only tool that answered before (the 23rd call of the
// server process hangs: search_events' third, after four calls of each
// read-only tool before it by name) does not cost the tool: the
// call is sent again on a new session, where it is answered, and the run
// writes the same bytes as one over a server that never hung. It is
// reported as a retry (a warning), not as a timeout, a crash or a drop.
func TestTimedOutCallRetriedOnAnotherSession(t *testing.T) {
	want, _ := runExample(t, exampleserver.Faults{})
	got, rep := runExample(t, exampleserver.Faults{HangCall: 23})
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from a run without the hang:\n got %d bytes\nwant %d bytes", len(got), len(want))
	}
	tr := toolReport(rep, "ex", "search_events")
	if tr.Retried != 1 || !strings.Contains(tr.RetriedAfter, "call timeout (1s) exceeded") || tr.Timeouts != 0 || tr.Dropped != "" || tr.Calls != 4 || tr.OK+tr.ToolErrors != 4 {
		t.Errorf("search_events: %+v; want 4 calls answered, 1 retried after its timeout, no timeout counted, not dropped", tr)
	}
	if s := serverReport(rep, "ex"); s.Crashes != 0 || s.Starts != 2 || s.Faulty() {
		t.Errorf("server: %+v; want 2 sessions started (one after the timeout) and no crash", s)
	}
	if rep.Partial() || !rep.Warned() {
		t.Errorf("Partial %v, Warned %v; want a warning only", rep.Partial(), rep.Warned())
	}
}

// TestTimeoutOfToolThatNeverAnsweredNotRetried: a tool whose first call
// times out is taken to hang: it is dropped at once, not sent again.
func TestTimeoutOfToolThatNeverAnsweredNotRetried(t *testing.T) {
	_, rep := runExample(t, exampleserver.Faults{HangCall: 21}) // search_events' first
	tr := toolReport(rep, "ex", "search_events")
	if tr.Retried != 0 || tr.Timeouts != 1 || tr.Dropped == "" || tr.NotCalled != 3 {
		t.Errorf("search_events: %+v; want 1 timeout, no retry, dropped with 3 calls not sent", tr)
	}
	if !rep.Partial() {
		t.Error("a dropped tool does not make the run partial")
	}
}
