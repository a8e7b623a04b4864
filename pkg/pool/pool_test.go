package pool

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// TestMain lets this test binary act as the example server (see
// testenv.RunExampleServerIfChild): the pool talks to real child processes
// over real pipes.
func TestMain(m *testing.M) {
	testenv.RunExampleServerIfChild()
	os.Exit(m.Run())
}

// exampleEnv holds the faults of the example server in a spec's Env.
const exampleEnv = testenv.ExampleServerEnv

func exampleSpec(t testing.TB, name string, f exampleserver.Faults) mcp.ServerSpec {
	t.Helper()
	command, env := testenv.ExampleServer(t, f)
	return mcp.ServerSpec{Name: name, Command: command, Env: env}
}

// newPool returns a pool closed at the end of the test, after which every
// pid it ever reported must be gone.
func newPool(t *testing.T, o Options) (*Pool, *pidLog) {
	t.Helper()
	if o.Connect == nil {
		o.Connect = &mcp.Options{ConnectTimeout: 20 * time.Second, TerminateGrace: 500 * time.Millisecond}
	}
	p := New(o)
	pids := &pidLog{}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		for _, pid := range pids.all() {
			if !processGone(pid) {
				t.Errorf("server process %d still runs after Close", pid)
			}
		}
	})
	return p, pids
}

// pidLog records every server pid a test has seen.
type pidLog struct {
	mu   sync.Mutex
	pids map[int]bool
}

func (l *pidLog) add(pid int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.pids == nil {
		l.pids = map[int]bool{}
	}
	l.pids[pid] = true
}

func (l *pidLog) all() []int {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []int
	for p := range l.pids {
		out = append(out, p)
	}
	return out
}

// processGone reports whether pid and its process group no longer exist
// (a zombie counts as gone). It waits up to 3 s.
var processGone = testenv.ProcessGroupGone

// listRooms calls list_rooms (read-only, no required arguments) and
// checks the answer.
func listRooms(ctx context.Context, pids *pidLog) func(*mcp.Session) error {
	return func(s *mcp.Session) error {
		pids.add(s.Pid())
		res, err := s.CallTool(ctx, "list_rooms", map[string]any{"building": "HQ"})
		if err != nil {
			return err
		}
		if res.IsError || !strings.Contains(res.Text(), "HQ-") {
			return fmt.Errorf("unexpected list_rooms result: %s", res.Raw)
		}
		return nil
	}
}

func stats(t *testing.T, p *Pool, name string) ServerStats {
	t.Helper()
	for _, s := range p.Stats() {
		if s.Server == name {
			return s
		}
	}
	t.Fatalf("no stats for %s", name)
	return ServerStats{}
}

func TestReuseOneSession(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	for i := 0; i < 20; i++ {
		if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	st := stats(t, p, "ex")
	if st.Starts != 1 || st.Sessions != 1 || st.Calls != 20 || len(pids.all()) != 1 {
		t.Errorf("stats %+v, pids %v: want 1 start, 1 session, 20 calls on one pid", st, pids.all())
	}
}

func TestConcurrentLoadIsCapped(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{MaxSessions: 3})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	var wg sync.WaitGroup
	errs := make(chan error, 12*10)
	for w := 0; w < 12; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				errs <- p.Do(ctx, spec, listRooms(ctx, pids))
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	st := stats(t, p, "ex")
	if st.Starts < 1 || st.Starts > 3 || st.Sessions > 3 || st.Calls != 120 || st.InFlight != 0 {
		t.Errorf("stats %+v: want 1..3 starts and sessions, 120 calls, none in flight", st)
	}
	if n := len(pids.all()); n != st.Starts {
		t.Errorf("%d distinct pids, %d starts", n, st.Starts)
	}
}

func TestMultiplexedSessions(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{MaxSessions: 2, MaxInflight: 8})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	var wg sync.WaitGroup
	var failed sync.Map
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
					failed.Store(w, err)
				}
			}
		}()
	}
	wg.Wait()
	failed.Range(func(k, v any) bool { t.Errorf("worker %v: %v", k, v); return true })
	if st := stats(t, p, "ex"); st.Starts > 2 || st.Calls != 80 {
		t.Errorf("stats %+v: want at most 2 starts, 80 calls", st)
	}
}

func TestRestartAfterCrash(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{BackoffBase: time.Millisecond})
	spec := exampleSpec(t, "crashy", exampleserver.Faults{CrashAfter: 3})
	for i := 0; i < 3; i++ {
		if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	err := p.Do(ctx, spec, listRooms(ctx, pids))
	if !errors.Is(err, mcp.ErrUnavailable) {
		t.Fatalf("call 4 on a server that crashes: got %v, want an error wrapping mcp.ErrUnavailable", err)
	}
	if st := stats(t, p, "crashy"); st.Crashes != 1 || st.Failures != 1 || st.Sessions != 0 {
		t.Errorf("after the crash: %+v, want 1 crash, 1 failure, no session", st)
	}
	// The next call restarts the server and resets the failure count.
	if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
		t.Fatalf("call after restart: %v", err)
	}
	st := stats(t, p, "crashy")
	if st.Starts != 2 || st.Failures != 0 || st.Failed {
		t.Errorf("after restart: %+v, want 2 starts, 0 failures", st)
	}
	if len(pids.all()) != 2 {
		t.Errorf("pids %v, want 2", pids.all())
	}
}

func TestDeadWhileIdleIsRestarted(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{BackoffBase: time.Millisecond})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
		t.Fatal(err)
	}
	old := stats(t, p, "ex").Pids[0]
	if err := syscall.Kill(old, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	// Wait until pkg/mcp has reaped it (a zombie still answers kill -0).
	for deadline := time.Now().Add(3 * time.Second); !errors.Is(syscall.Kill(old, 0), syscall.ESRCH); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("killed server %d was not reaped", old)
		}
	}
	if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
		t.Fatalf("call after the server died while idle: %v", err)
	}
	st := stats(t, p, "ex")
	if st.Starts != 2 || st.Crashes != 1 || len(st.Pids) != 1 || st.Pids[0] == old {
		t.Errorf("stats %+v: want a second session on a new pid (old %d)", st, old)
	}
}

func TestFailureBudget(t *testing.T) {
	ctx := context.Background()
	p, _ := newPool(t, Options{BackoffBase: time.Millisecond, FailureBudget: 3, StartRetries: 10})
	spec := exampleSpec(t, "broken", exampleserver.Faults{ExitDuringInit: true})
	start := time.Now()
	_, err := p.Acquire(ctx, spec)
	var fe *FailedError
	if !errors.As(err, &fe) || !errors.Is(err, ErrServerFailed) || !errors.Is(err, mcp.ErrUnavailable) {
		t.Fatalf("Acquire of a server that always exits during initialize: got %v, want a *FailedError", err)
	}
	if fe.Failures != 3 || !strings.Contains(err.Error(), `"broken"`) || !strings.Contains(err.Error(), "initialize") {
		t.Errorf("FailedError %q: want 3 failures, the server name and the cause", err)
	}
	if el := time.Since(start); el < 3*time.Millisecond { // backoffs of 1 ms and 2 ms
		t.Errorf("three starts took %s: no backoff?", el)
	}
	st := stats(t, p, "broken")
	if st.StartFailures != 3 || !st.Failed || st.Reason == "" {
		t.Errorf("stats %+v", st)
	}
	// A failed server is not started again ...
	if _, err := p.Acquire(ctx, spec); !errors.Is(err, ErrServerFailed) {
		t.Errorf("second Acquire: %v", err)
	}
	if st := stats(t, p, "broken"); st.StartFailures != 3 {
		t.Errorf("a failed server was started again: %+v", st)
	}
	if p.Failed("broken") == nil {
		t.Error("Failed reports nothing")
	}
	// ... until it is reset or its spec changes.
	good := exampleSpec(t, "broken", exampleserver.Faults{})
	l, err := p.Acquire(ctx, good)
	if err != nil {
		t.Fatalf("Acquire after the spec changed: %v", err)
	}
	l.Release(nil)
	if p.Failed("broken") != nil {
		t.Error("still failed after the spec changed")
	}
}

func TestStartRetriesBounded(t *testing.T) {
	ctx := context.Background()
	p, _ := newPool(t, Options{BackoffBase: -1, FailureBudget: -1, StartRetries: 1})
	spec := exampleSpec(t, "broken", exampleserver.Faults{ExitDuringInit: true})
	_, err := p.Acquire(ctx, spec)
	var me *mcp.Error
	if !errors.As(err, &me) || !errors.Is(err, mcp.ErrUnavailable) {
		t.Fatalf("got %v, want the *mcp.Error of the last start", err)
	}
	if st := stats(t, p, "broken"); st.StartFailures != 2 || st.Failed {
		t.Errorf("stats %+v: want 2 start failures (1 + 1 retry), not failed", st)
	}
}

// TestStartTimeoutNotRetried: a server that never answers initialize (the
// example server starting later than the connect timeout) costs one
// Acquire one connect timeout, not one per retry: retrying a hung server
// only multiplied the wait (three 30 s timeouts in one serve request).
func TestStartTimeoutNotRetried(t *testing.T) {
	ctx := context.Background()
	const timeout = 500 * time.Millisecond
	p, _ := newPool(t, Options{BackoffBase: -1, FailureBudget: -1, StartRetries: 2,
		Connect: &mcp.Options{ConnectTimeout: timeout, TerminateGrace: 200 * time.Millisecond}})
	spec := exampleSpec(t, "hung", exampleserver.Faults{SlowStart: time.Minute})
	start := time.Now()
	_, err := p.Acquire(ctx, spec)
	took := time.Since(start)
	if !errors.Is(err, mcp.ErrTimeout) {
		t.Fatalf("got %v, want a connect timeout", err)
	}
	if st := stats(t, p, "hung"); st.StartFailures != 1 {
		t.Errorf("stats %+v: want 1 start failure (a timed-out start is not retried)", st)
	}
	if took > 2*timeout+time.Second {
		t.Errorf("Acquire took %s, want about one connect timeout (%s)", took.Round(time.Millisecond), timeout)
	}
}

func TestCallTimeoutReplacesSession(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{CallTimeout: 300 * time.Millisecond, BackoffBase: time.Millisecond})
	spec := exampleSpec(t, "hangs", exampleserver.Faults{HangTool: "list_rooms"})
	err := p.Do(ctx, spec, listRooms(ctx, pids))
	if !errors.Is(err, mcp.ErrTimeout) {
		t.Fatalf("hanging call: got %v, want an error wrapping mcp.ErrTimeout", err)
	}
	if st := stats(t, p, "hangs"); st.Crashes != 1 || st.Sessions != 0 {
		t.Errorf("after timeout %+v: want the session dropped", st)
	}
	err = p.Do(ctx, spec, func(s *mcp.Session) error {
		pids.add(s.Pid())
		tools, err := s.ListTools(ctx)
		if err == nil && len(tools) == 0 {
			err = errors.New("no tools")
		}
		return err
	})
	if err != nil {
		t.Fatalf("other request after timeout: %v", err)
	}
	if st := stats(t, p, "hangs"); st.Starts != 2 || st.Failures != 0 {
		t.Errorf("stats %+v", st)
	}
}

// TestDiscardClosesWithoutBlame: a lease given back with Discard (its call
// timed out and will be sent again elsewhere) closes the session, counted
// as a timeout, not as a crash or a failure; the next lease gets a new
// session.
func TestDiscardClosesWithoutBlame(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{CallTimeout: 300 * time.Millisecond, BackoffBase: time.Millisecond})
	spec := exampleSpec(t, "hangs", exampleserver.Faults{HangTool: "list_rooms"})
	l, err := p.Acquire(ctx, spec)
	if err != nil {
		t.Fatal(err)
	}
	first := l.Session().Pid()
	pids.add(first)
	if _, err := l.Session().CallTool(ctx, "list_rooms", map[string]any{}); !errors.Is(err, mcp.ErrTimeout) {
		t.Fatalf("hanging call: got %v, want an error wrapping mcp.ErrTimeout", err)
	}
	l.Discard()
	l.Release(nil) // no effect after Discard
	if st := stats(t, p, "hangs"); st.Timeouts != 1 || st.Crashes != 0 || st.Failures != 0 || st.Sessions != 0 {
		t.Errorf("after Discard %+v: want the session closed, counted as a timeout only", st)
	}
	if !processGone(first) {
		t.Errorf("discarded session's process %d still runs", first)
	}
	err = p.Do(ctx, spec, func(s *mcp.Session) error {
		pids.add(s.Pid())
		if s.Pid() == first {
			return errors.New("the discarded session was lent again")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestToolErrorsKeepSession(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	for i := 0; i < 3; i++ {
		err := p.Do(ctx, spec, func(s *mcp.Session) error {
			pids.add(s.Pid())
			_, err := s.CallTool(ctx, "no_such_tool", map[string]any{})
			return err
		})
		if err == nil || errors.Is(err, mcp.ErrUnavailable) {
			t.Fatalf("unknown tool: got %v, want a JSON-RPC error", err)
		}
	}
	if st := stats(t, p, "ex"); st.Starts != 1 || st.Crashes != 0 || st.Failures != 0 {
		t.Errorf("stats %+v: a JSON-RPC error must not restart the server", st)
	}
}

func TestIdleSessionsClosed(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{IdleTimeout: 100 * time.Millisecond})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
		t.Fatal(err)
	}
	pid := pids.all()[0]
	deadline := time.Now().Add(10 * time.Second)
	for stats(t, p, "ex").Sessions != 0 {
		if time.Now().After(deadline) {
			t.Fatal("idle session not closed")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !processGone(pid) {
		t.Errorf("idle server %d still runs", pid)
	}
	if err := p.Do(ctx, spec, listRooms(ctx, pids)); err != nil {
		t.Fatalf("call after idle close: %v", err)
	}
}

func TestSpecChangeRetiresSessions(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{})
	a := exampleSpec(t, "ex", exampleserver.Faults{})
	if err := p.Do(ctx, a, listRooms(ctx, pids)); err != nil {
		t.Fatal(err)
	}
	old := stats(t, p, "ex").Pids[0]
	b := a
	b.Env = map[string]string{exampleEnv: a.Env[exampleEnv], "EXTRA": "1"}
	if err := p.Do(ctx, b, listRooms(ctx, pids)); err != nil {
		t.Fatal(err)
	}
	if st := stats(t, p, "ex"); st.Starts != 2 || len(st.Pids) != 1 || st.Pids[0] == old {
		t.Errorf("stats %+v: want a new session for the new spec", st)
	}
	if !processGone(old) {
		t.Errorf("session of the old spec (pid %d) still runs", old)
	}
}

func TestMemoLivesWithSession(t *testing.T) {
	ctx := context.Background()
	p, _ := newPool(t, Options{})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	fills := 0
	for i := 0; i < 3; i++ {
		l, err := p.Acquire(ctx, spec)
		if err != nil {
			t.Fatal(err)
		}
		v, err := l.Memo("tools", func(s *mcp.Session) (any, error) { fills++; return s.ListTools(ctx) })
		l.Release(err)
		if err != nil || v == nil {
			t.Fatalf("Memo: %v", err)
		}
	}
	l, err := p.Acquire(ctx, spec)
	if err != nil {
		t.Fatal(err)
	}
	l.Forget("tools")
	_, err = l.Memo("tools", func(s *mcp.Session) (any, error) { fills++; return s.ListTools(ctx) })
	l.Release(err)
	p.Reset("ex")
	l, err = p.Acquire(ctx, spec)
	if err != nil {
		t.Fatal(err)
	}
	_, err = l.Memo("tools", func(s *mcp.Session) (any, error) { fills++; return s.ListTools(ctx) })
	l.Release(err)
	if fills != 3 {
		t.Errorf("fill ran %d times, want 3 (once per session, once after Forget)", fills)
	}
}

func TestCloseUnblocksWaitersAndStopsEverything(t *testing.T) {
	ctx := context.Background()
	p := New(Options{MaxSessions: 1, Connect: &mcp.Options{TerminateGrace: 500 * time.Millisecond}})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	l, err := p.Acquire(ctx, spec)
	if err != nil {
		t.Fatal(err)
	}
	pid := l.Session().Pid()
	waited := make(chan error, 1)
	go func() {
		_, err := p.Acquire(ctx, spec) // waits: the only session is leased
		waited <- err
	}()
	time.Sleep(50 * time.Millisecond)
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-waited; !errors.Is(err, ErrClosed) {
		t.Errorf("waiter got %v, want ErrClosed", err)
	}
	l.Release(nil) // after Close: harmless
	if !processGone(pid) {
		t.Errorf("server %d still runs after Close", pid)
	}
	if _, err := p.Acquire(ctx, spec); !errors.Is(err, ErrClosed) {
		t.Errorf("Acquire after Close: %v", err)
	}
	_ = p.Close()
}

func TestAcquireHonoursContext(t *testing.T) {
	p, _ := newPool(t, Options{MaxSessions: 1})
	spec := exampleSpec(t, "ex", exampleserver.Faults{})
	l, err := p.Acquire(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release(nil)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := p.Acquire(ctx, spec); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want context.DeadlineExceeded", err)
	}
}

func TestBackoff(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		failures int
		want     time.Duration
	}{{0, 0}, {1, 100 * ms}, {2, 200 * ms}, {3, 400 * ms}, {6, 3200 * ms}, {7, 5 * time.Second}, {70, 5 * time.Second}} {
		if got := Backoff(c.failures, 100*ms, 5*time.Second); got != c.want {
			t.Errorf("Backoff(%d) = %s, want %s", c.failures, got, c.want)
		}
	}
	if got := Backoff(3, -1, time.Second); got != 0 {
		t.Errorf("negative base: %s", got)
	}
}

// TestCrashesUnderConcurrentLoad: sessions that crash every few calls while
// several goroutines share them. Every call either works or fails with
// mcp.ErrUnavailable; the pool restarts servers as needed, keeps its cap,
// ends with nothing in flight, and Close leaves no process.
func TestCrashesUnderConcurrentLoad(t *testing.T) {
	ctx := context.Background()
	p, pids := newPool(t, Options{MaxSessions: 3, MaxInflight: 2, BackoffBase: time.Millisecond, FailureBudget: -1})
	spec := exampleSpec(t, "crashy", exampleserver.Faults{CrashAfter: 7})
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok, failed := 0, 0
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 25; i++ {
				err := p.Do(ctx, spec, listRooms(ctx, pids))
				mu.Lock()
				switch {
				case err == nil:
					ok++
				case errors.Is(err, mcp.ErrUnavailable):
					failed++
				default:
					t.Errorf("unexpected error: %v", err)
				}
				mu.Unlock()
				if st := p.Stats()[0]; st.Sessions > 3 {
					t.Errorf("over the cap: %+v", st)
				}
			}
		}()
	}
	wg.Wait()
	st := stats(t, p, "crashy")
	if ok == 0 || failed == 0 || st.InFlight != 0 || st.Crashes == 0 || st.Starts < 2 {
		t.Errorf("ok %d, failed %d, stats %+v", ok, failed, st)
	}
	t.Logf("%d ok, %d failed by crashes; %d starts, %d crashes", ok, failed, st.Starts, st.Crashes)
}
