package execute

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

var testConnect = mcp.Options{ConnectTimeout: 20 * time.Second, TerminateGrace: 300 * time.Millisecond}

// sources lists the tools of specs as the CLI does (a server that cannot
// be listed becomes a failed source).
func sources(t *testing.T, specs []mcp.ServerSpec, o mcp.Options) []generate.Source {
	t.Helper()
	var out []generate.Source
	for _, r := range mcp.ProbeAll(context.Background(), specs, &o, 0) {
		out = append(out, generate.Source{Server: r.Spec.Name, ServerInfo: r.Info.Name, Tools: r.Tools, Err: r.Err})
	}
	return out
}

// newExecutor returns an executor closed at the end of the test, after
// which no server process it started may remain.
func newExecutor(t *testing.T, o Options) *Executor {
	t.Helper()
	if o.Connect.ConnectTimeout == 0 {
		o.Connect = testConnect
	}
	if o.BackoffBase == 0 {
		o.BackoffBase = 10 * time.Millisecond
	}
	e := New(o)
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		pids := e.Pids()
		for _, pid := range pids {
			if !processGone(pid) {
				t.Errorf("server process %d still runs after Close", pid)
			}
		}
	})
	return e
}

// checkJSONL fails unless every line of path is a complete JSON object.
func checkJSONL(t *testing.T, path string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		t.Fatalf("%s does not end with a newline", path)
	}
	n := 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		n++
		var v map[string]any
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s line %d: %v", path, n, err)
		}
	}
	return n
}

func toolReport(r *Report, server, name string) ToolReport {
	for _, t := range r.Tools {
		if t.Server == server && t.Tool == name {
			return t
		}
	}
	return ToolReport{}
}

func serverReport(r *Report, server string) ServerReport {
	for _, s := range r.Servers {
		if s.Server == server {
			return s
		}
	}
	return ServerReport{}
}

var readOnlyTools = []string{"get_forecast", "list_rooms", "search_events"}

// TestFaults runs generate --execute over a healthy example server "ok"
// and one with a fault, over real stdio: the run completes for the other
// tools, the report names the fault (or warning), every written line is complete JSON,
// and no server process is left.
func TestFaults(t *testing.T) {
	cases := []struct {
		name  string
		f     exampleserver.Faults
		n     int
		conn  time.Duration // connect timeout; 0 for 20 s
		call  time.Duration // call timeout; 0 for 10 s
		check func(t *testing.T, src []generate.Source, rep *Report)
	}{
		{name: "crash-after-k", f: exampleserver.Faults{CrashAfter: 4}, n: 12, check: func(t *testing.T, _ []generate.Source, rep *Report) {
			s := serverReport(rep, "bad")
			if s.Crashes == 0 || !s.Faulty() {
				t.Errorf("no crash reported: %+v", s)
			}
			failed := 0
			for _, name := range readOnlyTools {
				tr := toolReport(rep, "bad", name)
				failed += tr.ProtocolErrors
				if tr.ProtocolErrors > 0 && !strings.Contains(tr.Fault, "exited") {
					t.Errorf("%s: fault %q does not say the server exited", name, tr.Fault)
				}
			}
			if failed == 0 {
				t.Error("no call failed on the crashing server")
			}
		}},
		{name: "hang-one-tool", f: exampleserver.Faults{HangTool: "get_forecast"}, n: 6, call: time.Second, check: func(t *testing.T, _ []generate.Source, rep *Report) {
			tr := toolReport(rep, "bad", "get_forecast")
			if tr.Timeouts == 0 || tr.Dropped == "" || !strings.Contains(tr.Fault, "timeout") {
				t.Errorf("hanging tool: %+v", tr)
			}
			// The first timeout drops the tool: only calls already in
			// flight (one per worker) can time out besides it.
			if tr.Timeouts > 2 || !strings.Contains(tr.Dropped, "timed out") || tr.NotCalled == 0 {
				t.Errorf("hanging tool not dropped after its first timeout: %d timeouts, dropped %q, %d not called", tr.Timeouts, tr.Dropped, tr.NotCalled)
			}
			for _, name := range []string{"list_rooms", "search_events"} {
				if tr := toolReport(rep, "bad", name); tr.Calls != 6 || tr.Failed() {
					t.Errorf("%s on the server with a hanging tool: %+v", name, tr)
				}
			}
		}},
		{name: "banner", f: exampleserver.Faults{Banner: "Starting server v1.2 ..."}, n: 4, check: func(t *testing.T, _ []generate.Source, rep *Report) {
			s := serverReport(rep, "bad")
			if s.Warnings == 0 || !strings.Contains(s.FirstWarning, "Starting server") || !s.Noisy() || s.Faulty() {
				t.Errorf("banner not reported as a warning: %+v", s)
			}
			if rep.Partial() || !rep.Warned() {
				t.Errorf("a banner with every call answered: Partial %v, Warned %v; want a warning only", rep.Partial(), rep.Warned())
			}
			for _, name := range readOnlyTools {
				if tr := toolReport(rep, "bad", name); tr.Calls != 4 || tr.Failed() {
					t.Errorf("%s: %+v", name, tr)
				}
			}
		}},
		{name: "invalid-json", f: exampleserver.Faults{InvalidJSONAfter: 3}, n: 4, check: func(t *testing.T, _ []generate.Source, rep *Report) {
			if s := serverReport(rep, "bad"); s.Warnings == 0 || !s.Noisy() || s.Faulty() {
				t.Errorf("invalid JSON line not reported as a warning: %+v", s)
			}
			for _, name := range readOnlyTools {
				if tr := toolReport(rep, "bad", name); tr.Calls != 4 || tr.Failed() {
					t.Errorf("%s: %+v", name, tr)
				}
			}
		}},
		{name: "huge-result", f: exampleserver.Faults{HugeResultTool: "list_rooms"}, n: 2, call: time.Minute, check: func(t *testing.T, _ []generate.Source, rep *Report) {
			tr := toolReport(rep, "bad", "list_rooms")
			if tr.ProtocolErrors == 0 || tr.OK > 0 || !strings.Contains(tr.Fault, "protocol error") {
				t.Errorf("20 MB result: %+v", tr)
			}
			if tr := toolReport(rep, "bad", "get_forecast"); tr.Calls != 2 || tr.Failed() {
				t.Errorf("get_forecast beside the huge tool: %+v", tr)
			}
		}},
		{name: "stderr-flood", f: exampleserver.Faults{StderrFloodBytes: 1_500_000}, n: 3, check: func(t *testing.T, _ []generate.Source, rep *Report) {
			s := serverReport(rep, "bad")
			if !s.StderrFlood || s.StderrBytes < 1_500_000 || !s.Noisy() || s.Faulty() {
				t.Errorf("stderr flood not reported as a warning: %+v", s)
			}
			if rep.Partial() || !rep.Warned() {
				t.Errorf("a stderr flood with every call answered: Partial %v, Warned %v; want a warning only", rep.Partial(), rep.Warned())
			}
			for _, name := range readOnlyTools {
				if tr := toolReport(rep, "bad", name); tr.Calls != 3 || tr.Failed() {
					t.Errorf("%s: %+v", name, tr)
				}
			}
		}},
		{name: "slow-start", f: exampleserver.Faults{SlowStart: 8 * time.Second}, n: 3, conn: 3 * time.Second, check: func(t *testing.T, src []generate.Source, _ *Report) {
			for _, s := range src {
				if s.Server == "bad" && (s.Err == nil || !strings.Contains(s.Err.Error(), "timed out")) {
					t.Errorf("slow start past the connect timeout: %v", s.Err)
				}
			}
		}},
		{name: "exit-during-init", f: exampleserver.Faults{ExitDuringInit: true}, n: 3, check: func(t *testing.T, src []generate.Source, _ *Report) {
			for _, s := range src {
				if s.Server == "bad" && (s.Err == nil || !strings.Contains(s.Err.Error(), "initialize")) {
					t.Errorf("exit during initialize: %v", s.Err)
				}
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			specs := []mcp.ServerSpec{exampleSpec(t, "bad", c.f), exampleSpec(t, "ok", exampleserver.Faults{})}
			conn := testConnect
			if c.conn > 0 {
				conn.ConnectTimeout = c.conn
			}
			src := sources(t, specs, conn)
			call := 10 * time.Second
			if c.call > 0 {
				call = c.call
			}
			e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"bad": specs[0], "ok": specs[1]},
				Workers: 2, CallTimeout: call, Connect: conn})
			out := filepath.Join(t.TempDir(), "out.jsonl")
			res, err := generate.Run(context.Background(), src, runOpts(c.n, 1, 2), generate.Env{Executor: e}, generate.Output{Path: out})
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			rep := e.Report()
			if !res.Partial() && !rep.Partial() && !rep.Warned() {
				t.Error("run not reported as partial or warned")
			}
			if !reportsFault(rep) && !rep.Warned() && !res.Partial() {
				t.Errorf("report names no fault and no server warned: %+v", rep)
			}
			for _, name := range readOnlyTools {
				tr := toolReport(rep, "ok", name)
				if tr.Calls != c.n || tr.Failed() {
					t.Errorf("healthy server's %s: %+v", name, tr)
				}
			}
			if lines := checkJSONL(t, out); lines != res.Records {
				t.Errorf("%d lines, %d records", lines, res.Records)
			}
			c.check(t, src, rep)
			if t.Failed() {
				t.Logf("report: %+v", rep)
			}
		})
	}
}

// TestExampleRecordsHoldOutputs checks the records of the example server's
// read-only tools carry the real results: their text, what MCP clients pass
// to models, or with Structured their structuredContent; and that tools the
// policy refuses get call-only records.
func TestExampleRecordsHoldOutputs(t *testing.T) {
	for _, structured := range []bool{false, true} {
		t.Run(fmt.Sprintf("structured=%v", structured), func(t *testing.T) {
			testExampleRecordsHoldOutputs(t, structured)
		})
	}
}

func testExampleRecordsHoldOutputs(t *testing.T, structured bool) {
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"ex": spec}, Workers: 2, Structured: structured})
	h := hints.New()
	h.Add("get_forecast", "city", []any{"Lisbon", "Osaka"}, "test")
	out := filepath.Join(t.TempDir(), "out.jsonl")
	o := runOpts(5, 2, 2)
	o.Format = "hf"
	res, err := generate.Run(context.Background(), src, o, generate.Env{Executor: e, Hints: h}, generate.Output{Path: out})
	if err != nil {
		t.Fatal(err)
	}
	if want := 5 * len(exampleserver.ToolNames()); res.Records != want {
		t.Errorf("%d records, want %d", res.Records, want)
	}
	data, _ := os.ReadFile(out)
	byTool := map[string][]map[string]any{}
	for _, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		var rec struct {
			Messages []map[string]any `json:"messages"`
		}
		if err := json.Unmarshal(line, &rec); err != nil {
			t.Fatal(err)
		}
		call := rec.Messages[1]["tool_calls"].([]any)[0].(map[string]any)["function"].(map[string]any)
		byTool[call["name"].(string)] = append(byTool[call["name"].(string)], rec.Messages...)
	}
	toolMsg := func(name string) []string {
		var out []string
		for _, m := range byTool[name] {
			if m["role"] == "tool" {
				out = append(out, m["content"].(string))
			}
		}
		return out
	}
	rooms, forecasts := toolMsg("list_rooms"), toolMsg("get_forecast")
	if len(rooms) != 5 || len(forecasts) == 0 {
		t.Fatalf("%d list_rooms and %d get_forecast tool messages", len(rooms), len(forecasts))
	}
	if !structured {
		// The text content, as the server wrote it for people and models.
		if !regexp.MustCompile(`^\d+ rooms:\n`).MatchString(rooms[0]) {
			t.Errorf("list_rooms tool message is not its text: %q", rooms[0])
		}
		for _, c := range forecasts {
			if !regexp.MustCompile(`^(Lisbon|Osaka) on \d{4}-\d\d-\d\d: `).MatchString(c) {
				t.Errorf("get_forecast tool message %q is not its text", c)
			}
		}
	} else {
		if !strings.HasPrefix(rooms[0], `{"rooms":[`) {
			t.Errorf("list_rooms tool messages: %q", rooms)
		}
		for _, c := range forecasts {
			var f struct{ City, Conditions string }
			if err := json.Unmarshal([]byte(c), &f); err != nil || (f.City != "Lisbon" && f.City != "Osaka") || f.Conditions == "" {
				t.Errorf("get_forecast tool message %q is not its structuredContent", c)
			}
		}
	}
	for _, name := range []string{"book_meeting", "send_email", "cancel_meeting", "save_note"} {
		if got := toolMsg(name); len(got) != 0 || len(byTool[name]) == 0 {
			t.Errorf("%s: not read-only, but %d tool messages in %d messages", name, len(got), len(byTool[name]))
		}
	}
	rep := e.Report()
	if tr := toolReport(rep, "ex", "get_forecast"); tr.OK != 5 || tr.SchemaMismatches != 0 {
		t.Errorf("get_forecast: %+v", tr)
	}
	if tr := toolReport(rep, "ex", "send_email"); tr.Executed || !strings.Contains(tr.NotRun, "not read-only") || tr.CallOnly != 5 {
		t.Errorf("send_email: %+v", tr)
	}
	if rep.Partial() {
		t.Errorf("healthy run reported partial: %+v", rep)
	}
	if n := len(e.Pids()); n < 1 || n > 2 {
		t.Errorf("%d server processes for 2 workers, want 1 or 2 (one session per worker)", n)
	}
}

// TestProbeExample learns the example server's room ids from list_rooms
// (read-only, no required arguments) as a pool for book_meeting's room_id.
func TestProbeExample(t *testing.T) {
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"ex": spec}})
	set, rep := e.Probe(context.Background(), "ex", src[0].Tools)
	h := set.For(&tool.Tool{Name: "book_meeting"})
	if got := h.Pools["room_id"]; len(got) < 4 || got[0] != "HQ-101" {
		t.Errorf("room_id pool %v\n%+v", got, rep)
	}
	called := false
	for _, c := range rep.Calls {
		called = called || c.Tool == "list_rooms"
	}
	if !called {
		t.Errorf("report does not name list_rooms: %+v", rep)
	}
}

// TestResumeSameBytes interrupts an executed run midway and resumes it:
// the file equals an uninterrupted run's, and no call is repeated.
func TestResumeSameBytes(t *testing.T) {
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	dir := t.TempDir()
	o := runOpts(150, 5, 2)
	o.Include = readOnlyTools
	env := func(e *Executor) generate.Env { return generate.Env{Executor: e} }
	ref := filepath.Join(dir, "ref.jsonl")
	if _, err := generate.Run(context.Background(), src, o, env(newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"ex": spec}, Workers: 2})), generate.Output{Path: ref}); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	e1 := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"ex": spec}, Workers: 2})
	env1 := env(e1)
	env1.Progress = func(done, total int64) {
		if done >= 200 {
			cancel()
		}
	}
	if _, err := generate.Run(ctx, src, o, env1, generate.Output{Path: out}); err == nil {
		t.Fatal("interrupted run returned no error")
	}
	lines := checkJSONL(t, out+".partial")
	if lines == 0 || lines >= 450 {
		t.Fatalf("interrupted run wrote %d lines", lines)
	}
	done := 0
	for _, tr := range e1.Report().Tools {
		done += tr.Calls
	}
	e2 := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"ex": spec}, Workers: 2})
	o.Resume = true
	if _, err := generate.Run(context.Background(), src, o, env(e2), generate.Output{Path: out}); err != nil {
		t.Fatalf("resume: %v", err)
	}
	a, _ := os.ReadFile(ref)
	b, _ := os.ReadFile(out)
	if !bytes.Equal(a, b) {
		t.Fatalf("resumed file (%d bytes) differs from the uninterrupted run's (%d bytes)", len(b), len(a))
	}
	again := 0
	for _, tr := range e2.Report().Tools {
		again += tr.Calls
	}
	if again >= 450 || again+lines > 450+2*generate.ChunkSize*2 {
		t.Errorf("resume made %d calls after %d written lines (first run made %d)", again, lines, done)
	}
}

// TestServerPastBudgetDropped: a server whose calls keep timing out is
// dropped after its failure budget, with the reason, and its remaining
// calls are not sent.
func TestServerPastBudgetDropped(t *testing.T) {
	spec := exampleSpec(t, "bad", exampleserver.Faults{HangTool: "get_forecast"})
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"bad": spec}, Workers: 1, CallTimeout: 300 * time.Millisecond,
		FailureBudget: 2, ToolFailureBudget: 100, ToolTimeoutBudget: 100})
	out := filepath.Join(t.TempDir(), "out.jsonl")
	o := runOpts(6, 1, 1)
	o.Include = []string{"get_forecast"}
	if _, err := generate.Run(context.Background(), src, o, generate.Env{Executor: e}, generate.Output{Path: out}); err != nil {
		t.Fatal(err)
	}
	rep := e.Report()
	s := serverReport(rep, "bad")
	tr := toolReport(rep, "bad", "get_forecast")
	if !s.Failed || !strings.Contains(s.Reason, "timed out") || tr.NotCalled == 0 || !strings.Contains(tr.Fault, "timeout") {
		t.Errorf("server %+v\ntool %+v", s, tr)
	}
}

// reportsFault reports whether rep records a fault: a tool's first fault,
// a dropped tool, or a server dropped, crashed or failing to start.
func reportsFault(rep *Report) bool {
	for _, t := range rep.Tools {
		if t.Fault != "" || t.Dropped != "" {
			return true
		}
	}
	for _, s := range rep.Servers {
		if s.Failed || s.Crashes > 0 || s.StartFailures > 0 {
			return true
		}
	}
	return false
}

// runOpts are the options of an executed run of n slots per tool with the
// inputSchemas kept as served.
func runOpts(n int, seed int64, workers int) generate.Options {
	o := generate.DefaultOptions()
	o.N, o.Seed, o.Workers, o.Profile, o.Execute = n, seed, workers, "none", true
	return o
}
