package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func toolNames(ts []tool.Tool) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Name
	}
	return out
}

func TestExampleServerListAndCall(t *testing.T) {
	ctx := context.Background()
	s := connect(t, exampleSpec(t, "ex", exampleserver.Faults{}), nil)

	info := s.Info()
	if info.Name != exampleserver.Name || info.Version != exampleserver.Version || info.ProtocolVersion != DefaultProtocolVersion || !info.HasTools {
		t.Errorf("Info = %+v", info)
	}
	if info.Instructions == "" || len(info.Raw) == 0 {
		t.Errorf("Info lacks instructions or raw result: %+v", info)
	}

	tools, err := s.ListTools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(exampleserver.ToolNames(), toolNames(tools)); diff != "" {
		t.Errorf("tool names (-want +got):\n%s", diff)
	}
	for _, tl := range tools {
		if tl.Server != "ex" || !json.Valid(tl.Raw) || len(tl.InputSchema) == 0 {
			t.Errorf("tool %s: Server=%q raw valid=%v", tl.Name, tl.Server, json.Valid(tl.Raw))
		}
	}
	// Raw JSON is kept as sent: save_note has no annotations on the wire,
	// which go-sdk's decoded Tool could not tell from all-false hints.
	note := tools[slices.IndexFunc(tools, func(t tool.Tool) bool { return t.Name == "save_note" })]
	if strings.Contains(string(note.Raw), "annotations") || note.Annotations != nil || !note.IsDestructive() {
		t.Errorf("save_note raw = %s", note.Raw)
	}

	res, err := s.CallTool(ctx, "get_forecast", map[string]any{"city": "Lisbon", "date": "2026-03-04"})
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError || !strings.HasPrefix(res.Text(), "Lisbon on 2026-03-04:") {
		t.Errorf("get_forecast: %s", res.Raw)
	}
	var fc map[string]any
	if err := json.Unmarshal(res.StructuredContent, &fc); err != nil || fc["city"] != "Lisbon" || fc["units"] != "metric" {
		t.Errorf("structuredContent = %s (%v)", res.StructuredContent, err)
	}

	// Same call, same bytes: the example server is deterministic.
	again, err := s.CallTool(ctx, "get_forecast", json.RawMessage(`{"city":"Lisbon","date":"2026-03-04"}`))
	if err != nil || string(again.Raw) != string(res.Raw) {
		t.Errorf("repeat call differs: %s vs %s (%v)", again.Raw, res.Raw, err)
	}

	// A tool failure is a result with isError, not a Go error.
	bad, err := s.CallTool(ctx, "get_forecast", map[string]any{"city": "Atlantis", "date": "2026-03-04"})
	if err != nil {
		t.Fatal(err)
	}
	if !bad.IsError || !strings.Contains(bad.Text(), "Atlantis") {
		t.Errorf("unknown city: %s", bad.Raw)
	}

	// A protocol error (unknown tool) is a Go error that is not ErrUnavailable.
	_, err = s.CallTool(ctx, "no_such_tool", nil)
	var werr *jsonrpc.Error
	if err == nil || errors.Is(err, ErrUnavailable) || !errors.As(err, &werr) {
		t.Errorf("unknown tool: err = %v", err)
	}
	if err != nil && !strings.Contains(err.Error(), `server "ex"`) {
		t.Errorf("error does not name the server: %v", err)
	}
	if k := ErrorKind(err); k != KindProtocol {
		t.Errorf("unknown tool: kind %q", k)
	}
}

func TestConcurrentCallsOnOneSession(t *testing.T) {
	ctx := context.Background()
	s := connect(t, exampleSpec(t, "ex", exampleserver.Faults{}), nil)
	cities := []string{"Amsterdam", "Berlin", "Lima", "Lisbon", "Nairobi", "Osaka", "Sydney", "Toronto"}
	want := map[string]string{}
	for _, c := range cities {
		r, err := s.CallTool(ctx, "get_forecast", map[string]any{"city": c, "date": "2026-07-01"})
		if err != nil {
			t.Fatal(err)
		}
		want[c] = string(r.Raw)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4*len(cities))
	for i := 0; i < 4; i++ {
		for _, c := range cities {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r, err := s.CallTool(ctx, "get_forecast", map[string]any{"city": c, "date": "2026-07-01"})
				if err != nil {
					errs <- err
				} else if string(r.Raw) != want[c] {
					errs <- errors.New("different result for " + c)
				}
			}()
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestCloseLeavesNoChild(t *testing.T) {
	// The server starts a grandchild in its process group and then execs
	// the example server; Close must end both.
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "grandchild.pid")
	ex := exampleSpec(t, "ex", exampleserver.Faults{})
	spec := ServerSpec{
		Name:    "tree",
		Command: "/bin/sh",
		Args:    []string{"-c", `sleep 300 & echo $! > "$1"; exec "$0"`, ex.Command, pidFile},
		Env:     ex.Env,
	}
	s, err := Connect(context.Background(), spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	pid := s.Pid()
	if _, err := s.ListTools(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !s.Alive() {
		t.Error("not Alive before Close")
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	grandchild, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if !processGone(pid) {
		t.Errorf("server pid %d still running after Close", pid)
	}
	if grandchild == 0 || !processGone(grandchild) {
		t.Errorf("grandchild pid %d still running after Close", grandchild)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestCloseKillsServerIgnoringStdinAndSIGTERM(t *testing.T) {
	// Not an MCP server: exercises the SIGKILL step of process shutdown.
	p, err := startProcess(ServerSpec{Name: "stubborn", Command: "/bin/sh", Args: []string{"-c", `trap "" TERM; while :; do sleep 1; done`}},
		resolve(ServerSpec{}, &Options{TerminateGrace: 100 * time.Millisecond}))
	if err != nil {
		t.Fatal(err)
	}
	_ = p.close()
	if !processGone(p.pid()) {
		t.Fatalf("pid %d survived close", p.pid())
	}
}

func TestStartFailures(t *testing.T) {
	ctx := context.Background()
	_, err := Connect(ctx, ServerSpec{Name: "ghost", Command: "/nonexistent/mcpgen-no-such-server"}, nil)
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), `server "ghost"`) || !strings.Contains(err.Error(), "no such file") || ErrorKind(err) != KindUnavailable {
		t.Errorf("missing command: %v", err)
	}
	_, err = Connect(ctx, ServerSpec{Name: "ghost2", Command: "mcpgen-no-such-command-on-path"}, nil)
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "not found") {
		t.Errorf("command not on PATH: %v", err)
	}
	// Exits at once with a message on stderr: the error quotes it.
	_, err = Connect(ctx, ServerSpec{Name: "dies", Command: "/bin/sh", Args: []string{"-c", "echo 'fatal: config missing' >&2; exit 7"}}, nil)
	if ErrorKind(err) != KindExited || !errors.Is(err, ErrUnavailable) || errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), "exit status 7") || !strings.Contains(err.Error(), "fatal: config missing") {
		t.Errorf("exiting server: %v", err)
	}
	var me *Error
	if !errors.As(err, &me) || me.Server != "dies" || !strings.Contains(me.Stderr, "config missing") {
		t.Errorf("not an *Error with stderr: %#v", err)
	}
	// A missing working directory is named as such, not as a missing
	// command (exec says "fork/exec /bin/sh: no such file or directory").
	missing := filepath.Join(t.TempDir(), "no-such-dir")
	_, err = Connect(ctx, ServerSpec{Name: "nodir", Command: "/bin/sh", Args: []string{"-c", "exit 0"}, Dir: missing}, nil)
	if !errors.Is(err, ErrUnavailable) || !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "working directory "+missing+": no such file or directory") || strings.Contains(err.Error(), "fork/exec") {
		t.Errorf("missing cwd: %v", err)
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Connect(ctx, ServerSpec{Name: "filedir", Command: "/bin/sh", Args: []string{"-c", "exit 0"}, Dir: file}, nil)
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "working directory "+file+": not a directory") {
		t.Errorf("cwd is a file: %v", err)
	}
	// Shell metacharacters stay literal: no shell is involved.
	dir := t.TempDir()
	_, err = Connect(ctx, ServerSpec{Name: "meta", Command: "/bin/echo", Args: []string{"$(touch " + filepath.Join(dir, "pwned") + ")"}}, nil)
	if err == nil {
		t.Error("echo is not an MCP server, want an error")
	}
	if _, statErr := os.Stat(filepath.Join(dir, "pwned")); statErr == nil {
		t.Error("an argument was run through a shell")
	}
}

func TestServerExitingLateAfterBreakingItsPipes(t *testing.T) {
	// Servers that break a pipe first and are reaped only later (as on a
	// loaded machine): the error still gives their own exit status and
	// stderr, not a bare broken pipe or EOF.
	for name, script := range map[string]string{
		"closes-stdout": `read line; exec 1>&-; sleep 1; echo 'fatal: gave up' >&2; exit 7`,
		"closes-stdin":  `exec 0<&-; sleep 1; echo 'fatal: gave up' >&2; exit 7`,
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Connect(context.Background(), ServerSpec{Name: name, Command: "/bin/sh", Args: []string{"-c", script}}, nil)
			if ErrorKind(err) != KindExited || !strings.Contains(err.Error(), "exit status 7") || !strings.Contains(err.Error(), "fatal: gave up") {
				t.Errorf("err = %v", err)
			}
		})
	}
}

func TestExitDuringInitialize(t *testing.T) {
	_, err := Connect(context.Background(), exampleSpec(t, "ex", exampleserver.Faults{ExitDuringInit: true}), nil)
	if !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "exit status 1") || !strings.Contains(err.Error(), "exiting during initialize") {
		t.Errorf("err = %v", err)
	}
}

func TestConnectTimeout(t *testing.T) {
	// A slow start past the connect timeout; the process is killed.
	spec := exampleSpec(t, "slow", exampleserver.Faults{SlowStart: 3 * time.Second})
	spec.ConnectTimeout = 300 * time.Millisecond
	_, err := Connect(context.Background(), spec, nil)
	if !errors.Is(err, ErrTimeout) || !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "connect timeout (300ms)") {
		t.Errorf("slow start: %v", err)
	}
	// The same server within a larger timeout works.
	spec.ConnectTimeout = time.Minute
	connect(t, spec, nil)

	// A process that never answers and ignores stdin: killed at the deadline,
	// no child left.
	pidFile := filepath.Join(t.TempDir(), "pid")
	mute := ServerSpec{Name: "mute", Command: "/bin/sh", Args: []string{"-c", `echo $$ > "$0"; exec sleep 300`, pidFile}}
	_, err = Connect(context.Background(), mute, &Options{ConnectTimeout: 200 * time.Millisecond})
	if !errors.Is(err, ErrTimeout) || errors.Is(err, ErrStdoutNoise) {
		t.Errorf("mute server: %v", err)
	}
	b, _ := os.ReadFile(pidFile)
	if pid, _ := strconv.Atoi(strings.TrimSpace(string(b))); pid == 0 || !processGone(pid) {
		t.Errorf("mute server pid %q still running", b)
	}
}

func TestConnectTimeoutAfterStdoutNoise(t *testing.T) {
	// Only non-JSON on stdout, then silence: the timeout error says what the
	// server wrote instead of an answer.
	noisy := ServerSpec{Name: "web", Command: "/bin/sh", Args: []string{"-c", `echo "Listening on http://localhost:3000"; echo ready; exec sleep 300`}}
	_, err := Connect(context.Background(), noisy, &Options{ConnectTimeout: time.Second})
	if !errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), `server "web": connect: server unavailable: timed out: the server did not answer initialize within the connect timeout (1s); the server wrote 2 lines on stdout that are no JSON-RPC message (first: "Listening on http://localhost:3000") and no JSON-RPC answer; a stdio server's stdout must carry only JSON-RPC messages, one per line: it writes logs and banners to stderr`) {
		t.Errorf("noise then silence: %v", err)
	}
	if !errors.Is(err, ErrStdoutNoise) {
		t.Errorf("noise then silence: %v does not wrap ErrStdoutNoise (the CLI adds no timeout advice to it)", err)
	}
	// A long line is quoted truncated.
	long := ServerSpec{Name: "long", Command: "/bin/sh", Args: []string{"-c", `printf '%0300d\n' 0; exec sleep 300`}}
	_, err = Connect(context.Background(), long, &Options{ConnectTimeout: time.Second})
	if !errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), `1 line on stdout that is no JSON-RPC message (first: "`+strings.Repeat("0", 120)+`"…)`) {
		t.Errorf("long noise: %v", err)
	}
}

func TestContextCancelDuringConnect(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	spec := exampleSpec(t, "slow", exampleserver.Faults{SlowStart: time.Minute})
	spec.ConnectTimeout = 2 * time.Minute
	_, err := Connect(ctx, spec, nil)
	if !errors.Is(err, context.Canceled) || ErrorKind(err) != KindCanceled {
		t.Errorf("err = %v", err)
	}
}

// cancelOn is an Options.Stderr writer that cancels a context once the
// server wrote marker to its stderr.
type cancelOn struct {
	marker string
	cancel func()
	mu     sync.Mutex
	seen   strings.Builder
}

func (c *cancelOn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seen.Write(p)
	if strings.Contains(c.seen.String(), c.marker) {
		c.cancel()
	}
	return len(p), nil
}

func TestCallCanceledWhileRunning(t *testing.T) {
	// The caller's context ends while the server works on the call (as on
	// SIGINT): the error says so once, not "context canceled: context
	// canceled", and gives the cause.
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	w := &cancelOn{marker: "hanging on purpose", cancel: func() { cancel(errors.New("interrupt signal received")) }}
	s := connect(t, exampleSpec(t, "ex", exampleserver.Faults{HangTool: "list_rooms"}), &Options{Stderr: w})
	_, err := s.CallTool(ctx, "list_rooms", nil)
	if ErrorKind(err) != KindCanceled || !errors.Is(err, context.Canceled) || strings.Count(err.Error(), "context canceled") != 1 ||
		!strings.HasSuffix(err.Error(), `server "ex": tools/call list_rooms: context canceled (interrupt signal received)`) {
		t.Errorf("err = %v", err)
	}
	// Already ended before the call.
	ctx2, cancel2 := context.WithCancel(context.Background())
	cancel2()
	_, err = s.ListTools(ctx2)
	if ErrorKind(err) != KindCanceled || err.Error() != `server "ex": tools/list: context canceled` {
		t.Errorf("err = %v", err)
	}
}

// TestCloseAfterAbandonedCallSkipsGrace: a server that still works on a
// call given up on (the caller's context ended, as on SIGINT; the call
// timeout passed; or Close came while the call was in flight) seldom exits
// at the end of its input, so Close does not wait the grace period for it:
// with a 30 s TerminateGrace, Close returns well within it and the process
// is gone. (The example server's hanging call ignores end of input: Close
// used to wait the full grace period before SIGTERM.)
func TestCloseAfterAbandonedCallSkipsGrace(t *testing.T) {
	const grace = 30 * time.Second
	for _, how := range []string{"canceled", "timeout", "in flight"} {
		t.Run(how, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			hanging := make(chan struct{})
			var once sync.Once
			w := &cancelOn{marker: "hanging on purpose", cancel: func() { once.Do(func() { close(hanging) }) }}
			spec := exampleSpec(t, "ex", exampleserver.Faults{HangTool: "list_rooms"})
			if how == "timeout" {
				spec.CallTimeout = 300 * time.Millisecond
			}
			s, err := Connect(context.Background(), spec, &Options{Stderr: w, TerminateGrace: grace})
			if err != nil {
				t.Fatal(err)
			}
			pid := s.Pid()
			called := make(chan error, 1)
			go func() {
				_, err := s.CallTool(ctx, "list_rooms", nil)
				called <- err
			}()
			<-hanging
			switch how {
			case "canceled":
				cancel()
				<-called
			case "timeout":
				if err := <-called; ErrorKind(err) != KindTimeout {
					t.Errorf("call: %v", err)
				}
			}
			closed := make(chan struct{})
			go func() {
				_ = s.Close()
				close(closed)
			}()
			select {
			case <-closed:
			case <-time.After(grace / 3):
				t.Fatalf("Close still waits %s after the call was given up on (grace %s)", grace/3, grace)
			}
			if !processGone(pid) {
				t.Errorf("server pid %d still runs after Close", pid)
			}
		})
	}
}

func TestCallTimeoutAndRecovery(t *testing.T) {
	ctx := context.Background()
	spec := exampleSpec(t, "ex", exampleserver.Faults{HangTool: "get_forecast"})
	spec.CallTimeout = 300 * time.Millisecond
	s := connect(t, spec, nil)
	_, err := s.CallTool(ctx, "get_forecast", map[string]any{"city": "Lima", "date": "2026-01-01"})
	if ErrorKind(err) != KindTimeout || !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "call timeout (300ms)") || !strings.Contains(err.Error(), "tools/call get_forecast") {
		t.Errorf("hung call: %v", err)
	}
	// The session still serves other tools (with a call timeout no loaded
	// machine can hit: this call must not time out).
	s.set.callTimeout = time.Minute
	res, err := s.CallTool(ctx, "list_rooms", nil)
	if err != nil || res.IsError {
		t.Errorf("after a timeout: %v %s", err, res.Raw)
	}
}

func TestStdoutNoise(t *testing.T) {
	ctx := context.Background()
	var w warnings
	spec := exampleSpec(t, "noisy", exampleserver.Faults{Banner: "Example server v1 starting...", InvalidJSONAfter: 1})
	s := connect(t, spec, &Options{Warn: w.add})
	for i := 0; i < 3; i++ {
		if _, err := s.CallTool(ctx, "list_rooms", map[string]any{"building": "HQ"}); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	got := w.String()
	if !strings.Contains(got, "Example server v1 starting") || !strings.Contains(got, "oops this is not JSON") {
		t.Errorf("warnings:\n%s", got)
	}
}

// JSON-RPC responses a server prints on stdout before its answer to
// initialize (a log line of that shape, a canned answer) are skipped with
// a warning: taken for the answer, they failed the handshake with
// "unsupported protocol version".
func TestStrayResponseBeforeHandshake(t *testing.T) {
	for _, banner := range []string{
		`{"jsonrpc":"2.0","id":1,"result":{"ok":true}}`,
		`{"jsonrpc":"2.0","id":0,"result":{}}`,
		`{"jsonrpc":"2.0","id":"x","result":{"protocolVersion":"2025-11-25"}}`,
	} {
		var w warnings
		spec := exampleSpec(t, "stray", exampleserver.Faults{Banner: banner})
		s := connect(t, spec, &Options{Warn: w.add})
		if _, err := s.CallTool(context.Background(), "list_rooms", nil); err != nil {
			t.Errorf("banner %s: call: %v", banner, err)
		}
		if got := w.String(); !strings.Contains(got, "stray: skipped a JSON-RPC response") {
			t.Errorf("banner %s: warnings:\n%s", banner, got)
		}
	}
}

func TestCorruptResponseFailsFast(t *testing.T) {
	ctx := context.Background()
	var w warnings
	spec := exampleSpec(t, "corrupt", exampleserver.Faults{CorruptAfter: 1})
	spec.CallTimeout = 10 * time.Minute
	s := connect(t, spec, &Options{Warn: w.add})
	if _, err := s.CallTool(ctx, "list_rooms", nil); err != nil {
		t.Fatal(err)
	}
	// Not ErrTimeout: the call failed on the corrupt answer, without waiting
	// for the call timeout.
	_, err := s.CallTool(ctx, "list_rooms", nil)
	if err == nil || errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), "unreadable response") {
		t.Errorf("corrupt answer: %v", err)
	}
	if _, err := s.CallTool(ctx, "list_rooms", nil); err != nil {
		t.Errorf("after a corrupt answer: %v", err)
	}
}

func TestServerCrashMidSession(t *testing.T) {
	ctx := context.Background()
	s := connect(t, exampleSpec(t, "crashy", exampleserver.Faults{CrashAfter: 2}), nil)
	for i := 0; i < 2; i++ {
		if _, err := s.CallTool(ctx, "list_rooms", nil); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	_, err := s.CallTool(ctx, "list_rooms", nil)
	if ErrorKind(err) != KindExited || !errors.Is(err, ErrUnavailable) || !strings.Contains(err.Error(), "exit status 3") || !strings.Contains(err.Error(), "crashing on purpose") {
		t.Errorf("crash: %v", err)
	}
	if _, err := s.ListTools(ctx); !errors.Is(err, ErrUnavailable) {
		t.Errorf("after crash: %v", err)
	}
	if !processGone(s.Pid()) {
		t.Error("crashed server still there")
	}
	if s.Alive() {
		t.Error("Alive after a crash")
	}
}

func TestHugeResult(t *testing.T) {
	const size = 20_000_000
	// The call timeout only guards against a hang: 20 MB through a pipe and
	// two JSON decodes can take over a minute on a loaded machine.
	s := connect(t, exampleSpec(t, "huge", exampleserver.Faults{HugeResultTool: "list_rooms", HugeResultBytes: size}), &Options{CallTimeout: 5 * time.Minute})
	res, err := s.CallTool(context.Background(), "list_rooms", nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(res.Text()); n != size {
		t.Errorf("text is %d bytes, want %d", n, size)
	}
	// Past the message cap the call fails at once, naming the limit.
	s2 := connect(t, exampleSpec(t, "huge", exampleserver.Faults{HugeResultTool: "list_rooms", HugeResultBytes: 2 << 20}), &Options{MaxMessageBytes: 1 << 20})
	_, err = s2.CallTool(context.Background(), "list_rooms", nil)
	if err == nil || !strings.Contains(err.Error(), "1048576-byte limit") {
		t.Errorf("over the cap: %v", err)
	}
}

func TestStderrFloodIsBounded(t *testing.T) {
	s := connect(t, exampleSpec(t, "flood", exampleserver.Faults{StderrFloodBytes: 4 << 20}), &Options{StderrTailBytes: 32 << 10})
	if _, err := s.CallTool(context.Background(), "list_rooms", nil); err != nil {
		t.Fatal(err)
	}
	tail := s.StderrTail()
	if len(tail) == 0 || len(tail) > 32<<10 || !strings.Contains(tail, "noisy log line") {
		t.Errorf("tail is %d bytes", len(tail))
	}
}

func TestPagination(t *testing.T) {
	ctx := context.Background()
	s := connect(t, exampleSpec(t, "paged", exampleserver.Faults{PageSize: 2}), nil)
	tools, err := s.ListTools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(exampleserver.ToolNames(), toolNames(tools)); diff != "" {
		t.Errorf("paged listing (-want +got):\n%s", diff)
	}

	var warnings []string
	loop := connect(t, exampleSpec(t, "loop", exampleserver.Faults{PageSize: 2, RepeatCursor: true}),
		&Options{Warn: func(server, msg string) { warnings = append(warnings, server+": "+msg) }})
	tools, err = loop.ListTools(ctx)
	if err != nil {
		t.Errorf("repeated cursor: got error %v, want a warning", err)
	}
	if len(tools) != 4 { // pages 1 and 2 were read before the repeat showed
		t.Errorf("got %d tools, want 4", len(tools))
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "repeated cursor") {
		t.Errorf("repeated cursor warnings: %q", warnings)
	}

	// A server that ignores the cursor lists page 1 again: each tool once.
	warnings = nil
	same := connect(t, exampleSpec(t, "same", exampleserver.Faults{PageSize: 3, IgnoreCursor: true}),
		&Options{Warn: func(server, msg string) { warnings = append(warnings, server+": "+msg) }})
	tools, err = same.ListTools(ctx)
	if err != nil {
		t.Errorf("ignored cursor: %v", err)
	}
	if diff := cmp.Diff(exampleserver.ToolNames()[:3], toolNames(tools)); diff != "" {
		t.Errorf("ignored cursor (-want +got):\n%s", diff)
	}
	if w := strings.Join(warnings, "\n"); !strings.Contains(w, "repeated cursor") || !strings.Contains(w, "3 tools listed more than once") {
		t.Errorf("ignored cursor warnings: %q", warnings)
	}

	// A second tool under a name already listed, with another definition:
	// the first is kept and the second is reported by name, not counted
	// silently as a repeat.
	warnings = nil
	dup := connect(t, exampleSpec(t, "dup", exampleserver.Faults{PageSize: 3, DuplicateTool: "get_room"}),
		&Options{Warn: func(server, msg string) { warnings = append(warnings, server+": "+msg) }})
	tools, err = dup.ListTools(ctx)
	if err != nil {
		t.Fatalf("duplicate tool: %v", err)
	}
	if diff := cmp.Diff(exampleserver.ToolNames(), toolNames(tools)); diff != "" {
		t.Errorf("duplicate tool (-want +got):\n%s", diff)
	}
	for _, tl := range tools {
		if tl.Name == "get_room" && strings.Contains(tl.Description, "second, different") {
			t.Errorf("the second definition of get_room replaced the first: %q", tl.Description)
		}
	}
	if w := strings.Join(warnings, "\n"); !strings.Contains(w, `a second tool named "get_room" with a different definition was skipped`) {
		t.Errorf("duplicate tool warnings: %q", warnings)
	}

	capped := connect(t, exampleSpec(t, "capped", exampleserver.Faults{PageSize: 1}), &Options{MaxPages: 3})
	if _, err := capped.ListTools(ctx); !errors.Is(err, ErrPagination) || !strings.Contains(err.Error(), "more than 3 pages") {
		t.Errorf("page cap: %v", err)
	}
}

func TestOlderProtocolVersions(t *testing.T) {
	for _, v := range []string{"2024-11-05", "2025-03-26", "2025-06-18"} {
		t.Run(v, func(t *testing.T) {
			s := connect(t, exampleSpec(t, "old", exampleserver.Faults{ProtocolVersions: []string{v}}), nil)
			if got := s.Info().ProtocolVersion; got != v {
				t.Errorf("negotiated %s, want %s", got, v)
			}
			tools, err := s.ListTools(context.Background())
			if err != nil || len(tools) != len(exampleserver.ToolNames()) {
				t.Errorf("list: %d tools, %v", len(tools), err)
			}
			if _, err := s.CallTool(context.Background(), "list_rooms", nil); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestProbeAllKeepsOrderAndIsolatesFailures(t *testing.T) {
	slow := exampleSpec(t, "slow", exampleserver.Faults{SlowStart: 3 * time.Second})
	slow.ConnectTimeout = 300 * time.Millisecond
	specs := []ServerSpec{
		exampleSpec(t, "good", exampleserver.Faults{}),
		{Name: "broken", Command: "/nonexistent/server"},
		slow,
		exampleSpec(t, "good2", exampleserver.Faults{PageSize: 3}),
	}
	res := ProbeAll(context.Background(), specs, nil, 2)
	if len(res) != 4 {
		t.Fatalf("%d results", len(res))
	}
	for i, r := range res {
		if r.Spec.Name != specs[i].Name {
			t.Errorf("result %d is %s, want %s", i, r.Spec.Name, specs[i].Name)
		}
	}
	n := len(exampleserver.ToolNames())
	if res[0].Err != nil || len(res[0].Tools) != n || res[0].Info.ProtocolVersion == "" {
		t.Errorf("good: %+v", res[0])
	}
	if !errors.Is(res[1].Err, ErrUnavailable) || errors.Is(res[1].Err, ErrTimeout) {
		t.Errorf("broken: %v", res[1].Err)
	}
	if !errors.Is(res[2].Err, ErrTimeout) {
		t.Errorf("slow: %v", res[2].Err)
	}
	if res[3].Err != nil || len(res[3].Tools) != n {
		t.Errorf("good2: %+v", res[3])
	}

}

func TestWriteToServerThatStopsReading(t *testing.T) {
	// A process that never reads its stdin: once the pipe is full, a write
	// must still end when its context does.
	p, err := startProcess(ServerSpec{Name: "deaf", Command: "/bin/sh", Args: []string{"-c", "exec sleep 300"}}, resolve(ServerSpec{}, &Options{TerminateGrace: 50 * time.Millisecond}))
	if err != nil {
		t.Fatal(err)
	}
	conn, _ := (&stdioTransport{proc: p, max: 1 << 20, warn: func(string) {}}).Connect(context.Background())
	defer conn.Close()
	id, _ := jsonrpc.MakeID(float64(1))
	msg := &jsonrpc.Request{ID: id, Method: "tools/call", Params: json.RawMessage(`{"name":"x","arguments":{"body":"` + strings.Repeat("x", 1<<20) + `"}}`)}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	err = conn.Write(ctx, msg)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Write = %v, want a deadline error", err)
	}
}

func TestUnsupportedProtocolVersion(t *testing.T) {
	// A hand-written server answering initialize with a version the client
	// does not support: the error says so and does not claim the server
	// exited (it did not: we stop it afterwards).
	script := `read line; id=$(printf '%s' "$line" | sed 's/.*"id":\([0-9]*\).*/\1/'); ` +
		`printf '{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"1999-01-01","capabilities":{},"serverInfo":{"name":"old","version":"0"}}}\n' "$id"; exec sleep 30`
	_, err := Connect(context.Background(), ServerSpec{Name: "ancient", Command: "/bin/sh", Args: []string{"-c", script}}, nil)
	if !errors.Is(err, ErrUnavailable) || strings.Contains(err.Error(), "exited") || !strings.Contains(err.Error(), "1999-01-01") {
		t.Errorf("err = %v", err)
	}
}

func TestNoGoroutineOutlivesSessions(t *testing.T) {
	ctx := context.Background()
	// settle waits for the goroutine count to stop changing (a baseline).
	settle := func() int {
		n := runtime.NumGoroutine()
		for i := 0; i < 100; i++ {
			time.Sleep(20 * time.Millisecond)
			m := runtime.NumGoroutine()
			if m == n {
				return m
			}
			n = m
		}
		return n
	}
	// drained waits until at most want goroutines remain, giving up after a
	// minute: goroutines that are ending may be scheduled late on a loaded
	// machine, leaked ones never end.
	drained := func(want int) int {
		deadline := time.Now().Add(time.Minute)
		for {
			n := runtime.NumGoroutine()
			if n <= want || time.Now().After(deadline) {
				return n
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	before := settle()
	for _, f := range []exampleserver.Faults{{}, {CrashAfter: 1}, {HangTool: "list_rooms"}} {
		spec := exampleSpec(t, "ex", f)
		spec.CallTimeout = 200 * time.Millisecond
		s, err := Connect(ctx, spec, &Options{TerminateGrace: 100 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		_, _ = s.CallTool(ctx, "list_rooms", nil)
		_, _ = s.CallTool(ctx, "list_rooms", nil)
		_ = s.Close()
	}
	_, _ = Connect(ctx, exampleSpec(t, "dies", exampleserver.Faults{ExitDuringInit: true}), nil)
	slow := exampleSpec(t, "slow", exampleserver.Faults{SlowStart: 3 * time.Second})
	slow.ConnectTimeout = 100 * time.Millisecond
	_, _ = Connect(ctx, slow, nil)
	if after := drained(before); after > before {
		buf := make([]byte, 1<<20)
		t.Errorf("%d goroutines before, %d after:\n%s", before, after, buf[:runtime.Stack(buf, true)])
	}

	// HTTP: with the server still up, the client's keep-alive connections
	// (and so the server's per-connection goroutines) must be gone.
	srv, err := exampleserver.NewServer()
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(gomcp.NewStreamableHTTPHandler(func(*http.Request) *gomcp.Server { return srv }, nil))
	defer ts.Close()
	before = settle()
	for _, tr := range []string{TransportHTTP, TransportSSE} {
		if tr == TransportSSE {
			ts2 := httptest.NewServer(gomcp.NewSSEHandler(func(*http.Request) *gomcp.Server { return srv }, nil))
			defer ts2.Close()
			before = settle()
			ts = ts2
		}
		hs, err := Connect(ctx, ServerSpec{Name: "remote", Transport: tr, URL: ts.URL}, nil)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = hs.CallTool(ctx, "list_rooms", nil)
		_ = hs.Close()
		if after := drained(before); after > before {
			buf := make([]byte, 1<<20)
			t.Errorf("%s: %d goroutines before, %d after:\n%s", tr, before, after, buf[:runtime.Stack(buf, true)])
		}
	}
}
