package execute

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// OnError says what happens to a record whose tool result has isError set.
type OnError string

// --on-error values.
const (
	// OnErrorKeep writes the record with the error as the tool message (the
	// final assistant template sees it): error-and-recovery examples.
	OnErrorKeep OnError = "keep"
	// OnErrorSkip drops the record; it is counted as skipped.
	OnErrorSkip OnError = "skip"
)

// Defaults applied by New when the corresponding Options field is zero.
const (
	// DefaultMaxOutput is the tool message size, in bytes, beyond which a
	// result is truncated.
	DefaultMaxOutput = generate.DefaultMaxOutput
	// DefaultMaxMessage caps one JSON-RPC message read from a stdio server
	// during execution (go-sdk's own stdio cap): a larger result fails the
	// call as a protocol error.
	DefaultMaxMessage = 16 << 20
	// DefaultToolFailureBudget is the number of consecutive protocol errors
	// after which a tool is no longer called. A timeout drops the tool at
	// once: each costs a whole call timeout, and a tool that hangs (or got
	// an argument asking for a long wait) would likely hang again.
	DefaultToolFailureBudget = 3
	// DefaultToolTimeoutBudget is the number of timed-out calls after which
	// a tool is no longer called.
	DefaultToolTimeoutBudget = 1
	// DefaultStderrFlood is the stderr volume, in bytes, beyond which a
	// server is reported for flooding its stderr.
	DefaultStderrFlood = 1 << 20
)

// Options configure an Executor.
type Options struct {
	// Servers maps registry names to how to reach them. A tool whose
	// server is not here (tools read from a file) is not executed.
	Servers map[string]mcp.ServerSpec
	// Safety decides which tools run.
	Safety Safety
	// OnError is OnErrorKeep (default) or OnErrorSkip.
	OnError OnError
	// MaxOutput cuts tool messages to that many bytes (DefaultMaxOutput
	// when 0; negative: no limit).
	MaxOutput int
	// Structured makes tool messages the structuredContent JSON of results
	// that also have text (see Render); false: their text.
	Structured bool
	// Workers is the number of sessions per server (one per generate
	// worker; 1 when 0).
	Workers int
	// Connect is the base of every session's mcp.Options (client version,
	// protocol version, timeouts). MaxMessageBytes defaults to
	// DefaultMaxMessage; Warn and Stderr are set per server by New.
	Connect mcp.Options
	// CallTimeout bounds one tools/call (the server entry's, else 60 s, when
	// 0).
	CallTimeout time.Duration
	// FailureBudget is the pool's per-server budget of consecutive failures
	// (pool.DefaultFailureBudget when 0); BackoffBase its restart backoff.
	FailureBudget int
	BackoffBase   time.Duration
	// ToolFailureBudget is DefaultToolFailureBudget when 0;
	// ToolTimeoutBudget is DefaultToolTimeoutBudget when 0.
	ToolFailureBudget int
	ToolTimeoutBudget int
	// StderrFlood is DefaultStderrFlood when 0.
	StderrFlood int64
	// Logger receives session events (started with pid, closed, failed).
	Logger *slog.Logger
	// NoScrub turns off the scrubbing of secrets from tool outputs
	// (--no-scrub). By default every tool message is passed through a
	// Scrubber of Environ plus the server entry's Env and Headers (and the
	// well-known token formats) before it is returned, and the
	// replacements are counted per tool and kind (ToolReport.Scrubbed,
	// ToolReport.ScrubbedKinds).
	NoScrub bool
	// Environ is the environment whose secret-looking values are scrubbed
	// ("NAME=value"; os.Environ() when nil).
	Environ []string
}

// An Executor runs tool calls on their servers. It implements
// generate.Executor and is safe for concurrent use. Close it when done.
type Executor struct {
	opts Options

	mu      sync.Mutex
	servers map[string]*serverState
	tools   map[string]*toolState
}

type serverState struct {
	name   string
	spec   mcp.ServerSpec
	pool   *pool.Pool
	scrub  *Scrubber // nil with NoScrub
	stderr atomic.Int64

	mu        sync.Mutex
	warnings  int
	firstWarn string
	pids      map[int]bool
}

type toolState struct {
	server *serverState
	t      tool.Tool
	run    bool
	why    string
	out    *schema.Schema
	outErr string

	mu           sync.Mutex
	st           ToolReport
	consecutive  int
	droppedFault string
	retried      bool // a timed-out call was sent again (retryTimeout)
}

// idempotent reports the tool's idempotentHint (default false).
func idempotent(t *tool.Tool) bool {
	a := t.Annotations
	return a != nil && a.IdempotentHint != nil && *a.IdempotentHint
}

// retryTimeout reports whether a call of the tool that timed out with err
// is sent again, once, on another session, and if so counts it. The tool
// must be read-only or idempotent (sending it again repeats no effect), it
// must have answered a call of this run already (a tool that never
// answered is taken to hang, and dropped at once), and it is retried at
// most once per run: a tool that hangs costs at most one more call
// timeout. A session can stop answering without the tool being at fault
// (a stalled or starved server process); the retry keeps the run's records
// whole, and its output the same bytes, when the second session answers.
func (ts *toolState) retryTimeout(err error) bool {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.retried || ts.droppedFault != "" || ts.st.OK+ts.st.ToolErrors == 0 || !(ts.t.IsReadOnly() || idempotent(&ts.t)) {
		return false
	}
	ts.retried = true
	ts.st.Retried++
	ts.st.RetriedAfter = firstLine(err.Error())
	return true
}

// New returns an Executor. Sessions are started on first use.
func New(opts Options) *Executor {
	if opts.OnError == "" {
		opts.OnError = OnErrorKeep
	}
	if opts.MaxOutput == 0 {
		opts.MaxOutput = DefaultMaxOutput
	}
	if opts.Workers <= 0 {
		opts.Workers = 1
	}
	if opts.Connect.MaxMessageBytes == 0 {
		opts.Connect.MaxMessageBytes = DefaultMaxMessage
	}
	if opts.ToolFailureBudget <= 0 {
		opts.ToolFailureBudget = DefaultToolFailureBudget
	}
	if opts.ToolTimeoutBudget <= 0 {
		opts.ToolTimeoutBudget = DefaultToolTimeoutBudget
	}
	if opts.StderrFlood <= 0 {
		opts.StderrFlood = DefaultStderrFlood
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if opts.Environ == nil && !opts.NoScrub {
		opts.Environ = os.Environ()
	}
	return &Executor{opts: opts, servers: map[string]*serverState{}, tools: map[string]*toolState{}}
}

var _ generate.Executor = (*Executor)(nil)

// countWriter counts a server's stderr bytes.
type countWriter struct{ n *atomic.Int64 }

func (w countWriter) Write(p []byte) (int, error) { w.n.Add(int64(len(p))); return len(p), nil }

// pidHandler records the pids of started sessions from the pool's log.
type pidHandler struct {
	slog.Handler
	s *serverState
}

func (h pidHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Message == "session started" {
		r.Attrs(func(a slog.Attr) bool {
			if a.Key == "pid" && a.Value.Kind() == slog.KindInt64 && a.Value.Int64() > 0 {
				h.s.mu.Lock()
				h.s.pids[int(a.Value.Int64())] = true
				h.s.mu.Unlock()
			}
			return true
		})
	}
	return h.Handler.Handle(ctx, r)
}

func (h pidHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return pidHandler{Handler: h.Handler.WithAttrs(as), s: h.s}
}

func (h pidHandler) WithGroup(n string) slog.Handler {
	return pidHandler{Handler: h.Handler.WithGroup(n), s: h.s}
}

func (h pidHandler) Enabled(context.Context, slog.Level) bool { return true }

// server returns the state of a known server, starting its pool. Called
// with e.mu held.
func (e *Executor) server(name string) *serverState {
	if s := e.servers[name]; s != nil {
		return s
	}
	spec, ok := e.opts.Servers[name]
	if !ok {
		return nil
	}
	s := &serverState{name: name, spec: spec, pids: map[int]bool{}}
	if !e.opts.NoScrub {
		s.scrub = NewScrubber(e.opts.Environ, spec.Env, spec.Headers)
	}
	conn := e.opts.Connect
	conn.Stderr = countWriter{&s.stderr}
	conn.Warn = func(server, msg string) {
		s.mu.Lock()
		s.warnings++
		if s.firstWarn == "" {
			s.firstWarn = msg
		}
		s.mu.Unlock()
		e.opts.Logger.Warn("server warning", "server", server, "msg", msg)
	}
	s.pool = pool.New(pool.Options{
		Connect:       &conn,
		CallTimeout:   e.opts.CallTimeout,
		MaxSessions:   e.opts.Workers,
		MaxInflight:   1,
		IdleTimeout:   -1,
		FailureBudget: e.opts.FailureBudget,
		BackoffBase:   e.opts.BackoffBase,
		Logger:        slog.New(pidHandler{Handler: e.opts.Logger.Handler(), s: s}),
	})
	e.servers[name] = s
	return s
}

// toolFor returns the state of t, deciding whether it runs.
func (e *Executor) toolFor(t *tool.Tool) *toolState {
	key := t.Server + "/" + t.Name
	e.mu.Lock()
	defer e.mu.Unlock()
	if ts := e.tools[key]; ts != nil {
		return ts
	}
	ts := &toolState{t: *t, st: ToolReport{Server: t.Server, Tool: t.Name}}
	var ref Refusal
	ts.run, ref = e.opts.Safety.Decide(t)
	ts.why = ref.Why
	ts.st.DeniedBy, ts.st.NeedsAllowDestructive, ts.st.Destructive = ref.DeniedBy, ref.NeedsAllowDestructive, ref.Destructive
	if ts.run {
		if ts.server = e.server(t.Server); ts.server == nil {
			ts.run, ts.why = false, "no server to run it on (tools read from a file)"
		}
	}
	if ts.run && len(t.OutputSchema) > 0 {
		out, err := schema.Compile(t.OutputSchema, schema.CompileOptions{})
		if err != nil {
			ts.outErr = "outputSchema does not compile: " + err.Error()
		} else {
			ts.out = out
		}
	}
	ts.st.Executed, ts.st.NotRun = ts.run, ts.why
	e.tools[key] = ts
	return ts
}

// Decide reports, without calling anything, whether t would be executed
// and why not.
func (e *Executor) Decide(t *tool.Tool) (bool, string) {
	ts := e.toolFor(t)
	return ts.run, ts.why
}

// errToolDropped is wrapped by Execute errors for a tool no longer called.
var errToolDropped = errors.New("tool dropped")

// Execute implements generate.Executor: it calls t on its server through
// a pooled session and renders the result (see Render). It returns a
// result with CallOnly set for a tool the Safety does not allow; an error
// for a protocol error, a timeout, a crash, a server past its failure
// budget, a tool past ToolFailureBudget, or a tool dropped after its first
// timeout (the record is not written); and
// a result with IsError (kept) or Skip (OnErrorSkip) for a tool error.
func (e *Executor) Execute(ctx context.Context, worker int, t *tool.Tool, args json.RawMessage) (*generate.ExecResult, error) {
	ts := e.toolFor(t)
	if !ts.run {
		ts.mu.Lock()
		ts.st.CallOnly++
		ts.mu.Unlock()
		return &generate.ExecResult{CallOnly: true}, nil
	}
	ts.mu.Lock()
	if ts.droppedFault != "" {
		ts.st.NotCalled++
		why := ts.droppedFault
		ts.mu.Unlock()
		return nil, fmt.Errorf("%w: %s/%s: %s", errToolDropped, t.Server, t.Name, why)
	}
	ts.mu.Unlock()

	start := time.Now()
	res, err := e.call(ctx, ts, args)
	elapsed := time.Since(start)
	if err != nil && ctx.Err() != nil {
		return nil, ctx.Err() // interrupted: not the tool's fault
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.st.Elapsed += elapsed
	if err != nil {
		var fe *pool.FailedError
		switch {
		case errors.As(err, &fe):
			ts.st.NotCalled++
			ts.st.fault("server dropped: " + firstLine(fe.Error()))
			return nil, err
		case errors.Is(err, mcp.ErrTimeout):
			ts.st.Calls++
			ts.st.Timeouts++
			ts.st.fault("timeout: " + firstLine(err.Error()))
			if ts.st.Timeouts >= e.opts.ToolTimeoutBudget && ts.droppedFault == "" {
				ts.droppedFault = "dropped after a call timed out: " + firstLine(err.Error())
				if ts.st.Timeouts > 1 {
					ts.droppedFault = fmt.Sprintf("dropped after %d calls timed out; last: %s", ts.st.Timeouts, firstLine(err.Error()))
				}
				ts.st.Dropped = ts.droppedFault
				return nil, err
			}
		case errors.Is(err, mcp.ErrUnavailable):
			ts.st.Calls++
			ts.st.ProtocolErrors++
			ts.st.fault("server failure: " + firstLine(err.Error()))
		default:
			ts.st.Calls++
			ts.st.ProtocolErrors++
			ts.st.fault("protocol error: " + firstLine(err.Error()))
		}
		ts.consecutive++
		if ts.consecutive >= e.opts.ToolFailureBudget && ts.droppedFault == "" {
			ts.droppedFault = fmt.Sprintf("dropped after %d consecutive failures; last: %s", ts.consecutive, firstLine(err.Error()))
			ts.st.Dropped = ts.droppedFault
		}
		return nil, err
	}
	ts.consecutive = 0
	ts.st.Calls++
	// Scrub before truncating, so a secret across the cut is not half kept.
	rd := Render(res, ts.out, -1, e.opts.Structured)
	var scrubbed map[string]int
	if ts.server.scrub != nil {
		counts := map[string]int{}
		rd.Content = ts.server.scrub.ScrubCount(rd.Content, counts)
		for k, n := range counts {
			if ts.st.ScrubbedKinds == nil {
				ts.st.ScrubbedKinds = map[string]int{}
			}
			ts.st.ScrubbedKinds[k] += n
			ts.st.Scrubbed += n
		}
		if len(counts) > 0 {
			scrubbed = counts
		}
	}
	if e.opts.MaxOutput > 0 && len(rd.Content) > e.opts.MaxOutput {
		rd.Content, rd.Truncated = Truncate(rd.Content, e.opts.MaxOutput), true
	}
	structured := e.structuredForFinal(res, rd, ts.server.scrub)
	if rd.Truncated {
		ts.st.Truncated++
	}
	if rd.Mismatch != "" {
		ts.st.SchemaMismatches++
		if ts.st.FirstMismatch == "" {
			ts.st.FirstMismatch = rd.Mismatch
		}
	} else if ts.outErr != "" && ts.st.FirstMismatch == "" {
		ts.st.FirstMismatch = ts.outErr
	}
	if res.IsError {
		ts.st.ToolErrors++
		if ts.st.FirstToolError == "" {
			ts.st.FirstToolError = firstLine(rd.Content)
		}
		if e.opts.OnError == OnErrorSkip {
			return &generate.ExecResult{Skip: true, SkipReason: "tool error (isError) skipped: " + firstLine(rd.Content)}, nil
		}
		return &generate.ExecResult{Content: rd.Content, Structured: structured, IsError: true, Scrubbed: scrubbed}, nil
	}
	ts.st.OK++
	return &generate.ExecResult{Content: rd.Content, Structured: structured, Scrubbed: scrubbed}, nil
}

// call sends one tools/call of ts on a session of its server's pool; when
// it times out and retryTimeout allows it, the session (which may be stuck
// in the call) is closed without counting as a failure of the server, and
// the call is sent again on another session (a new process for stdio
// servers).
func (e *Executor) call(ctx context.Context, ts *toolState, args json.RawMessage) (*mcp.CallResult, error) {
	l, err := ts.server.pool.Acquire(ctx, ts.server.spec)
	if err != nil {
		return nil, err
	}
	res, err := l.Session().CallTool(ctx, ts.t.Name, args)
	if err == nil || ctx.Err() != nil || !errors.Is(err, mcp.ErrTimeout) || !ts.retryTimeout(err) {
		l.Release(err)
		return res, err
	}
	l.Discard()
	e.opts.Logger.Warn("call timed out; sending it again on another session", "server", ts.t.Server, "tool", ts.t.Name, "error", firstLine(err.Error()))
	err = ts.server.pool.Do(ctx, ts.server.spec, func(s *mcp.Session) error {
		var err error
		res, err = s.CallTool(ctx, ts.t.Name, args)
		return err
	})
	return res, err
}

// structuredForFinal is res's structuredContent as compact JSON for final
// answers when the tool message rd holds the text instead: scrubbed (not
// counted again: the same secrets are counted in the text) and cut to
// MaxOutput like the message. "" when rd is the JSON already or there is
// none.
func (e *Executor) structuredForFinal(res *mcp.CallResult, rd Rendered, scrub *Scrubber) string {
	if rd.Structured || len(res.StructuredContent) == 0 {
		return ""
	}
	var buf bytes.Buffer
	if json.Compact(&buf, res.StructuredContent) != nil {
		return ""
	}
	s := buf.String()
	if scrub != nil {
		s = scrub.ScrubCount(s, map[string]int{})
	}
	if e.opts.MaxOutput > 0 && len(s) > e.opts.MaxOutput {
		s = Truncate(s, e.opts.MaxOutput)
	}
	return s
}

// firstLine returns the first line of s, cut to 200 bytes.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 200 {
		s = Truncate(s, 200)
		s = s[:strings.IndexByte(s, '\n')] + "…"
	}
	return s
}

// Pids returns the pids of every stdio server process the Executor
// started, sorted (for tests that check none outlives Close).
func (e *Executor) Pids() []int {
	e.mu.Lock()
	defer e.mu.Unlock()
	var out []int
	for _, s := range e.servers {
		s.mu.Lock()
		for p := range s.pids {
			out = append(out, p)
		}
		s.mu.Unlock()
	}
	sort.Ints(out)
	return out
}

// Close closes every session of every server and waits until their
// processes are gone. It is safe to call more than once.
func (e *Executor) Close() error {
	e.mu.Lock()
	var pools []*pool.Pool
	for _, s := range e.servers {
		pools = append(pools, s.pool)
	}
	e.mu.Unlock()
	var wg sync.WaitGroup
	for _, p := range pools {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = p.Close()
		}()
	}
	wg.Wait()
	return nil
}
