package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpgen/mcpgen/internal/redact"
	"github.com/mcpgen/mcpgen/pkg/tool"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// ErrPagination is wrapped by ListTools errors caused by a server's paging:
// more than the page cap (Options.MaxPages).
var ErrPagination = errors.New("tools/list pagination")

// ServerInfo is what a server said about itself in its initialize result
// (MCP 2025-11-25, "Lifecycle / Initialization").
type ServerInfo struct {
	// Name, Title and Version come from serverInfo.
	Name    string `json:"name"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version"`
	// ProtocolVersion is the negotiated protocol version.
	ProtocolVersion string `json:"protocolVersion"`
	// Instructions is the server's optional usage text.
	Instructions string `json:"instructions,omitempty"`
	// HasTools reports whether the server declared the tools capability.
	HasTools bool `json:"hasTools"`
	// ConnectTime is how long start-up and initialize took.
	ConnectTime time.Duration `json:"connectTimeNs"`
	// Raw is the initialize result as the server sent it (nil if it could not
	// be captured).
	Raw json.RawMessage `json:"-"`
}

// A Session is an initialized connection to one MCP server. One session
// serves many calls, also concurrently. Close it when done: for stdio
// servers Close stops the process and everything it started.
type Session struct {
	spec ServerSpec
	set  settings
	cs   *gomcp.ClientSession
	proc *process // nil for http and sse
	info ServerInfo
	// endLife ends the context the transport lives on (HTTP streams).
	endLife context.CancelFunc
	done    chan struct{}    // closed by Close
	ht      *headerTransport // http and sse only
	close   sync.Once
	cerr    error
	// inflight counts the requests sent and not yet answered: Close with
	// one in flight gives up on it (see process.abandoned).
	inflight atomic.Int64
}

// Connect starts (stdio) or reaches (http, sse) the server of spec and runs
// the initialize handshake at the pinned protocol version (Options, else
// spec, else DefaultProtocolVersion; pinning skips go-sdk's server/discover
// probe). The whole of it is bounded by the connect timeout with a hard
// timer, even if go-sdk overruns its context. A server may answer with an
// older version it supports (2024-11-05, 2025-06-18 ...).
//
// Errors are *Error values that wrap ErrUnavailable, plus ErrTimeout when
// the connect timeout fired, plus ctx.Err() when ctx ended; they name the
// server and quote the tail of its stderr. A stdio server that broke its
// pipes (exited, closed stdin or stdout) is given the rest of the connect
// timeout, at most 5 s, to end, so the error wraps ErrExited and gives its
// exit status; a missing working directory (spec.Dir) is named as such; a
// timeout after non-JSON stdout lines counts them and quotes the first.
// URL secrets (userinfo password, query values) are hidden in messages.
//
// An http entry whose server refuses the Streamable HTTP initialize POST
// with a 4xx status other than 401 and 403 (a legacy server answers 404 or
// 405) is connected again over HTTP+SSE, with a warning, as the MCP
// transports specification's backwards-compatibility section describes.
func Connect(ctx context.Context, spec ServerSpec, opts *Options) (*Session, error) {
	set := resolve(spec, opts)
	start := time.Now()
	s := &Session{spec: spec, set: set, done: make(chan struct{})}
	warn := func(msg string) { set.warn(spec.Name, msg) }

	var inner gomcp.Transport
	var ht *headerTransport
	switch tr := transportOf(spec); tr {
	case TransportStdio:
		p, err := startProcess(spec, set)
		if err != nil {
			return nil, &Error{Server: spec.Name, URL: spec.shownURL(), Op: "start", Err: fmt.Errorf("%w: %w", ErrUnavailable, err)}
		}
		s.proc = p
		inner = &stdioTransport{proc: p, max: set.maxMessage, warn: warn}
	case transportSDK:
		inner = spec.SDKTransport
	case TransportHTTP, TransportSSE:
		if spec.URL == "" {
			return nil, &Error{Server: spec.Name, URL: spec.shownURL(), Op: "connect", Err: fmt.Errorf("%w: no url", ErrUnavailable)}
		}
		inner, ht = httpTransport(spec, set)
	default:
		return nil, &Error{Server: spec.Name, URL: spec.shownURL(), Op: "connect", Err: fmt.Errorf("%w: unknown transport %q", ErrUnavailable, tr)}
	}
	life, endLife := context.WithCancel(context.WithoutCancel(ctx))
	s.endLife = endLife
	ct := &captureTransport{inner: inner, life: life}
	client := gomcp.NewClient(&gomcp.Implementation{Name: set.clientName, Version: set.clientVersion}, &gomcp.ClientOptions{
		// Advertise nothing: no roots (a roots-aware server such as
		// server-filesystem would otherwise replace its allowed folders with
		// our empty roots list), no sampling, no elicitation.
		Capabilities: &gomcp.ClientCapabilities{},
		Logger:       slog.New(slog.NewTextHandler(io.Discard, nil)),
	})

	cctx, cancel := context.WithTimeout(ctx, set.connectTimeout)
	defer cancel()
	slot := &rawSlot{}
	type result struct {
		cs  *gomcp.ClientSession
		err error
	}
	done := make(chan result, 1)
	go func() {
		cs, err := client.Connect(withSlot(cctx, slot), ct, &gomcp.ClientSessionOptions{ProtocolVersion: set.protocolVersion})
		done <- result{cs, err}
	}()
	hard := time.NewTimer(set.connectTimeout + 250*time.Millisecond)
	defer hard.Stop()

	var r result
	returned := true
	select {
	case r = <-done:
	case <-hard.C:
		r.err, returned = context.DeadlineExceeded, false
	case <-ctx.Done():
		r.err, returned = ctx.Err(), false
	}
	if r.err != nil {
		// Note how the server ended before we kill it ourselves.
		// A server that broke its pipes (exited at once, closed stdin or
		// stdout) is given the rest of the connect timeout, at most
		// exitWaitCap, to be reaped, so the error gives its exit status.
		exited := ""
		timedOut := errors.Is(r.err, context.DeadlineExceeded) || cctx.Err() != nil
		if s.proc != nil && returned && ctx.Err() == nil && !timedOut {
			wait := exitWaitCap
			if dl, ok := cctx.Deadline(); ok {
				wait = min(wait, time.Until(dl))
			}
			exited = s.proc.awaitSelfExit(wait)
		}
		// Tear down what go-sdk may still hold, then wait for its goroutine
		// so nothing outlives Connect.
		if s.proc != nil {
			s.proc.kill() // first: a graceful close would wait for a stuck server
		}
		endLife()
		ct.close()
		if !returned {
			select {
			case late := <-done:
				if late.cs != nil {
					_ = late.cs.Close()
				}
			case <-time.After(5 * time.Second):
			}
		}
		if code, ok := fallbackToSSE(ctx, spec, ht); ok {
			warn(fmt.Sprintf("Streamable HTTP initialize refused with HTTP %d; trying the legacy HTTP+SSE transport (set \"transport\": \"sse\" in the entry to skip this)", code))
			spec.Transport = TransportSSE
			return Connect(ctx, spec, opts)
		}
		return nil, s.connectError(ctx, timedOut, r.err, exited)
	}
	s.cs = r.cs
	s.ht = ht
	ir := r.cs.InitializeResult()
	s.info = ServerInfo{ProtocolVersion: ir.ProtocolVersion, Instructions: ir.Instructions, ConnectTime: time.Since(start), Raw: slot.get()}
	if ir.ServerInfo != nil {
		s.info.Name, s.info.Title, s.info.Version = ir.ServerInfo.Name, ir.ServerInfo.Title, ir.ServerInfo.Version
	}
	s.info.HasTools = ir.Capabilities != nil && ir.Capabilities.Tools != nil
	if ht != nil {
		ht.protocol.Store(ir.ProtocolVersion)
	}
	return s, nil
}

// fallbackToSSE tells whether a failed Streamable HTTP connect should be
// tried again over the legacy HTTP+SSE transport (see
// headerTransport.refusedStreamable), and the refusing HTTP status: only
// for entries that did not name a transport themselves.
func fallbackToSSE(ctx context.Context, spec ServerSpec, ht *headerTransport) (int, bool) {
	if ht == nil || spec.Transport != "" && spec.Transport != TransportHTTP || ctx.Err() != nil {
		return 0, false
	}
	return ht.refusedStreamable()
}

// stdoutRule is what a connect error says after noise on a stdio
// server's stdout (MCP 2025-11-25, "Transports / stdio").
const stdoutRule = "a stdio server's stdout must carry only JSON-RPC messages, one per line: it writes logs and banners to stderr"

// connectError classifies a failed connect; timedOut tells that the connect
// timeout fired; exited is how a stdio server ended by itself ("" if it did
// not).
func (s *Session) connectError(ctx context.Context, timedOut bool, err error, exited string) error {
	e := &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: "initialize", Stderr: s.stderrForError()}
	switch {
	case ctx.Err() != nil:
		e.Err = fmt.Errorf("%w: %w", ErrUnavailable, ended(ctx))
	case timedOut:
		e.Op = "connect"
		e.Err = fmt.Errorf("%w: %w: the server did not answer initialize within the connect timeout (%s)", ErrUnavailable, ErrTimeout, s.set.connectTimeout)
		noise := ""
		if s.proc != nil {
			noise = s.proc.noise()
		}
		if noise != "" {
			// Most often a program that is not an MCP stdio server, or
			// one that logs to stdout.
			e.Err = noiseError{fmt.Errorf("%w; %s and no JSON-RPC answer; %s", e.Err, noise, stdoutRule)}
		}
	case exited != "":
		e.Err = fmt.Errorf("%w: %w during initialize (%s): %v", ErrUnavailable, ErrExited, exited, err)
	default:
		e.Err = fmt.Errorf("%w: %w", ErrUnavailable, err)
		if s.proc != nil {
			if noise := s.proc.noise(); noise != "" {
				e.Err = fmt.Errorf("%w (%s; %s)", e.Err, noise, stdoutRule)
			}
		}
	}
	e.Err = redactURLs(e.Err) // the Err field is shown on its own too
	return e
}

// stderrForError returns the stderr tail to quote in an error, its secrets
// redacted (redact.Text: the entry's env values, secret-named values, token
// formats; a server may print its environment or its arguments), after giving
// the stderr copier time to catch up: once the process exited, until its
// stderr reached EOF (at most exitWaitCap: a grandchild may hold it open);
// while it runs, a moment.
func (s *Session) stderrForError() string {
	if s.proc == nil {
		return ""
	}
	wait := 100 * time.Millisecond
	if s.proc.exitStatus() != "" {
		wait = exitWaitCap
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-s.proc.stderrDone:
	case <-t.C:
	}
	return redact.Text(tailLines(s.proc.tail.String(), stderrInMessage), s.spec.secretValues()...)
}

// Spec returns the spec the session was opened with.
func (s *Session) Spec() ServerSpec { return s.spec }

// Info returns what the server said in its initialize result.
func (s *Session) Info() ServerInfo { return s.info }

// StderrTail returns the last bytes (Options.StderrTailBytes, default 64 KiB)
// the server wrote to stderr; "" for http and sse servers.
func (s *Session) StderrTail() string {
	if s.proc == nil {
		return ""
	}
	return s.proc.tail.String()
}

// Pid returns the process id of a stdio server, 0 for http and sse.
func (s *Session) Pid() int {
	if s.proc == nil {
		return 0
	}
	return s.proc.pid()
}

// Alive reports whether the session can still carry requests: false once
// it was closed, or once a stdio server exited or closed its stdout. A
// caller keeping sessions open (a worker pool) uses it to decide on a
// restart.
func (s *Session) Alive() bool {
	select {
	case <-s.done:
		return false
	default:
	}
	return s.proc == nil || s.proc.exitStatus() == ""
}

// Close ends the session. For stdio servers it closes the server's stdin,
// waits Options.TerminateGrace, sends SIGTERM, waits again and sends
// SIGKILL, to the server's whole process group, so no child is left behind.
// With a request abandoned, or once Options.Stop is closed, each wait is
// 150 ms at most. It is safe to call more than once.
func (s *Session) Close() error {
	s.close.Do(func() {
		close(s.done)
		if s.proc != nil && s.inflight.Load() > 0 {
			// Stop the server first: go-sdk's Close waits for the calls
			// in flight, which end only when it does.
			s.proc.abandoned.Store(true)
			_ = s.proc.close()
		}
		err := s.cs.Close()
		s.endLife()
		if s.ht != nil {
			// Idle keep-alive connections hold goroutines; none may outlive
			// the session.
			if c, ok := s.ht.base.(interface{ CloseIdleConnections() }); ok {
				c.CloseIdleConnections()
			}
		}
		if s.proc != nil {
			err = s.proc.close()
		}
		if err != nil && !errors.Is(err, gomcp.ErrConnectionClosed) && !isExitErr(err) {
			s.cerr = &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: "close", Err: redactURLs(err)}
		}
	})
	return s.cerr
}

func isExitErr(err error) bool {
	var ee interface{ ExitCode() int }
	return errors.As(err, &ee)
}

// callError classifies a failed request.
func (s *Session) callError(ctx, rctx context.Context, op string, err error) error {
	e := &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: op}
	var werr *jsonrpc.Error
	if rctx.Err() != nil && s.proc != nil {
		// Given up on (the caller's context ended, or the call timeout
		// passed) while the server may still work on it.
		s.proc.abandoned.Store(true)
	}
	switch {
	case ctx.Err() != nil && errors.Is(err, ctx.Err()):
		e.Err = ended(ctx) // err says no more ("calling ...: context canceled")
	case ctx.Err() != nil:
		e.Err = fmt.Errorf("%w: %w", ended(ctx), err)
	case rctx.Err() == context.DeadlineExceeded:
		e.Err = fmt.Errorf("%w: %w: call timeout (%s) exceeded", ErrUnavailable, ErrTimeout, s.set.callTimeout)
		e.Stderr = s.stderrForError()
	case s.proc != nil && s.proc.awaitSelfExit(exitWaitCap) != "":
		e.Err = fmt.Errorf("%w: %w (%s): %v", ErrUnavailable, ErrExited, s.proc.selfExit(), err)
		e.Stderr = s.stderrForError()
	case errors.As(err, &werr):
		e.Err = err // the server answered with a JSON-RPC error
	default:
		e.Err = fmt.Errorf("%w: %w", ErrUnavailable, err)
		e.Stderr = s.stderrForError()
	}
	e.Err = redactURLs(e.Err) // the Err field is shown on its own too
	return e
}

// ListTools returns every tool the server lists (tools/list), following
// nextCursor page by page, each page bounded by the call timeout. Each
// tool.Tool keeps its JSON exactly as the server sent it (Raw) and has
// Server set to the spec's name. Tools without a name are skipped with a
// warning. A tool whose name an earlier page already listed is kept once,
// with a warning. A cursor seen before (a server whose nextCursor never
// changes) ends the listing with a warning and the tools read so far, so
// such a server is still usable; more than Options.MaxPages pages stops the
// listing with an error wrapping ErrPagination, and the tools of the pages
// read so far are returned with it.
func (s *Session) ListTools(ctx context.Context) ([]tool.Tool, error) {
	var tools []tool.Tool
	seen := map[string]bool{}
	names := map[string]int{} // tool name -> page it was first listed on
	dups := 0
	cursor := ""
	for page := 1; ; page++ {
		if page > s.set.maxPages {
			return tools, &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: "tools/list", Err: fmt.Errorf("%w: more than %d pages", ErrPagination, s.set.maxPages)}
		}
		slot := &rawSlot{}
		rctx, cancel := context.WithTimeout(ctx, s.set.callTimeout)
		s.inflight.Add(1)
		res, err := s.cs.ListTools(withSlot(rctx, slot), &gomcp.ListToolsParams{Cursor: cursor})
		s.inflight.Add(-1)
		if err != nil {
			err = s.callError(ctx, rctx, "tools/list", err)
			cancel()
			return tools, err
		}
		cancel()
		raw := slot.get()
		if raw == nil { // served from go-sdk's cache (protocol 2026-07-28)
			raw, err = json.Marshal(res)
			if err != nil {
				return tools, &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: "tools/list", Err: err}
			}
		}
		var wire struct {
			Tools      []json.RawMessage `json:"tools"`
			NextCursor string            `json:"nextCursor"`
		}
		if err := json.Unmarshal(raw, &wire); err != nil {
			return tools, &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: "tools/list", Err: fmt.Errorf("decode page %d: %w", page, err)}
		}
		for i, tr := range wire.Tools {
			t, err := tool.FromJSON(tr)
			if err != nil {
				s.set.warn(s.spec.Name, fmt.Sprintf("tools/list page %d, tool %d skipped: %v", page, i, err))
				continue
			}
			if first, ok := names[t.Name]; ok {
				if j := slices.IndexFunc(tools, func(u tool.Tool) bool { return u.Name == t.Name }); j >= 0 && !bytes.Equal(tools[j].Raw, t.Raw) {
					s.set.warn(s.spec.Name, fmt.Sprintf("tools/list page %d, tool %d: a second tool named %q with a different definition was skipped; the one listed on page %d is used (tool names must be unique, MCP 2025-11-25 \"Tool names\")", page, i, t.Name, first))
					continue
				}
				dups++
				continue
			}
			names[t.Name] = page
			t.Server = s.spec.Name
			tools = append(tools, t)
		}
		if wire.NextCursor == "" || seen[wire.NextCursor] {
			if wire.NextCursor != "" {
				s.set.warn(s.spec.Name, fmt.Sprintf("tools/list: server repeated cursor %q on page %d; listing stopped there with %d tools", wire.NextCursor, page, len(tools)))
			}
			if dups > 0 {
				s.set.warn(s.spec.Name, fmt.Sprintf("tools/list: %d tools listed more than once were kept once", dups))
			}
			return tools, nil
		}
		seen[wire.NextCursor] = true
		cursor = wire.NextCursor
	}
}

// CallTool calls the tool name (tools/call) with args, bounded by the call
// timeout; args may be nil, a json.RawMessage holding a JSON object, or any
// value that marshals to one (map[string]any ...). A result with isError set
// is returned as a *CallResult with IsError true and a nil error. Errors are
// *Error values: a JSON-RPC error answer (unknown tool, invalid params) as
// it is; a timeout, a crash or a broken connection wrapping ErrUnavailable
// (and ErrTimeout).
func (s *Session) CallTool(ctx context.Context, name string, args any) (*CallResult, error) {
	op := "tools/call " + name
	if raw, ok := args.(json.RawMessage); ok && len(raw) == 0 {
		args = nil
	}
	slot := &rawSlot{}
	rctx, cancel := context.WithTimeout(ctx, s.set.callTimeout)
	defer cancel()
	s.inflight.Add(1)
	res, err := s.cs.CallTool(withSlot(rctx, slot), &gomcp.CallToolParams{Name: name, Arguments: args})
	s.inflight.Add(-1)
	if err != nil {
		return nil, s.callError(ctx, rctx, op, err)
	}
	raw := slot.get()
	if raw == nil {
		if raw, err = json.Marshal(res); err != nil {
			return nil, &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: op, Err: err}
		}
	}
	r, err := ParseCallResult(raw)
	if err != nil {
		return nil, &Error{Server: s.spec.Name, URL: s.spec.shownURL(), Op: op, Err: err}
	}
	return r, nil
}
