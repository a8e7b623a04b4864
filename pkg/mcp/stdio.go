package mcp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// A process is a running stdio server with its pipes.
type process struct {
	name   string
	cmd    *exec.Cmd
	stdin  *os.File // our write end of the server's stdin
	stdout *os.File // our read end of the server's stdout
	stderr *os.File // our read end of the server's stderr
	tail   *ringBuffer
	grace  time.Duration
	// stop is Options.Stop: once closed, close hurries (see hurried).
	stop <-chan struct{}

	exited     chan struct{} // closed when Wait returned
	waitErr    error         // set before exited is closed
	stderrDone chan struct{}

	closeOnce sync.Once
	closeErr  error
	// preClose is exitStatus() when shutting down began; nil before.
	preClose atomic.Pointer[string]
	// stdoutEOF is set once the server closed its stdout (it is exiting).
	stdoutEOF atomic.Bool
	// stdinBroken is set once a write to the server's stdin failed on its
	// own (broken pipe: the server closed its stdin, most often by exiting).
	stdinBroken atomic.Bool
	// abandoned is set once a request was given up on while the server may
	// still work on it (Session.callError); close then hurries.
	abandoned atomic.Bool
	// noiseLines counts stdout lines skipped as not JSON-RPC; firstNoise
	// quotes the first (truncated, see preview).
	noiseLines atomic.Int64
	firstNoise atomic.Pointer[string]
}

// noise describes the stdout lines skipped as not JSON-RPC so far:
// "" when none, else "the server wrote N line(s) on stdout that are no
// JSON-RPC message (first: "…")".
func (p *process) noise() string {
	n := p.noiseLines.Load()
	if n == 0 {
		return ""
	}
	first := ""
	if f := p.firstNoise.Load(); f != nil {
		first = " (first: " + *f + ")"
	}
	lines := "lines on stdout that are"
	if n == 1 {
		lines = "line on stdout that is"
	}
	return fmt.Sprintf("the server wrote %d %s no JSON-RPC message%s", n, lines, first)
}

// exitWaitCap bounds how long a process whose pipes broke (stdout EOF,
// broken stdin) is given to exit before it is taken to be still running.
// Such a process is normally exiting already; the wait is only long on a
// loaded machine, where the exit is reaped late.
const exitWaitCap = 5 * time.Second

// pipesBroken reports whether the server closed its stdout or its stdin.
func (p *process) pipesBroken() bool { return p.stdoutEOF.Load() || p.stdinBroken.Load() }

// awaitSelfExit waits, when the server's pipes broke, until it exited or d
// passed, and returns selfExit(). A process with intact pipes is not waited
// for: it is taken to be running.
func (p *process) awaitSelfExit(d time.Duration) string {
	if p.pipesBroken() {
		p.waitExit(d)
	}
	return p.selfExit()
}

// selfExit describes how the process ended on its own: "" while it runs,
// and also when it ended only because we shut it down.
func (p *process) selfExit() string {
	if s := p.preClose.Load(); s != nil {
		return *s
	}
	return p.exitStatus()
}

// startProcess starts spec.Command as an argument list (never through a
// shell) with the current environment plus spec.Env, in spec.Dir, as the
// leader of a new process group.
func startProcess(spec ServerSpec, s settings) (*process, error) {
	if spec.Command == "" {
		return nil, errors.New("no command")
	}
	if spec.Dir != "" {
		// Checked first: exec reports a missing Dir as the command's own
		// "fork/exec CMD: no such file or directory".
		fi, err := os.Stat(spec.Dir)
		var pe *fs.PathError
		switch {
		case errors.As(err, &pe):
			return nil, fmt.Errorf("working directory %s: %w", spec.Dir, pe.Err)
		case err != nil:
			return nil, fmt.Errorf("working directory %s: %w", spec.Dir, err)
		case !fi.IsDir():
			return nil, fmt.Errorf("working directory %s: not a directory", spec.Dir)
		}
	}
	cmd := exec.Command(spec.Command, spec.Args...)
	cmd.Env = os.Environ()
	keys := make([]string, 0, len(spec.Env))
	for k := range spec.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		cmd.Env = append(cmd.Env, k+"="+spec.Env[k])
	}
	cmd.Dir = spec.Dir
	setProcessGroup(cmd)

	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		closeAll(inR, inW)
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		closeAll(inR, inW, outR, outW)
		return nil, err
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	err = cmd.Start()
	closeAll(inR, outW, errW) // the child has its copies
	if err != nil {
		closeAll(inW, outR, errR)
		return nil, err
	}
	watchGroup(cmd.Process.Pid)
	p := &process{
		name:       spec.Name,
		cmd:        cmd,
		stdin:      inW,
		stdout:     outR,
		stderr:     errR,
		tail:       newRingBuffer(s.stderrTail),
		grace:      s.grace,
		stop:       s.stop,
		exited:     make(chan struct{}),
		stderrDone: make(chan struct{}),
	}
	go func() {
		p.waitErr = cmd.Wait()
		close(p.exited)
	}()
	go func() {
		defer close(p.stderrDone)
		var w io.Writer = p.tail
		if s.stderr != nil {
			w = io.MultiWriter(p.tail, s.stderr)
		}
		_, _ = io.Copy(w, errR)
	}()
	return p, nil
}

func closeAll(fs ...*os.File) {
	for _, f := range fs {
		_ = f.Close()
	}
}

// Pid returns the server's process id.
func (p *process) pid() int { return p.cmd.Process.Pid }

// exitStatus describes how the process ended, or "" while it runs.
func (p *process) exitStatus() string {
	select {
	case <-p.exited:
	default:
		return ""
	}
	if p.waitErr == nil {
		return "exit status 0"
	}
	var ee *exec.ExitError
	if errors.As(p.waitErr, &ee) {
		return ee.Error()
	}
	return p.waitErr.Error()
}

// waitExit waits up to d for the process to exit and reports whether it did.
func (p *process) waitExit(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-p.exited:
		return true
	case <-t.C:
		return false
	}
}

// close shuts the server down as MCP 2025-11-25 "Lifecycle / Shutdown"
// says for stdio: close its stdin, wait, SIGTERM, wait, SIGKILL. Signals go
// to the whole process group, and whatever is left of the group after the
// leader exits is terminated too, so no child survives. It is idempotent.
// A server busy with a request given up on (abandoned), and every server
// once the program is stopping (Options.Stop), is hurried: each wait is
// abandonGrace at most, and the whole close takes about two of them (see
// closeWith), so an interrupted command stops within a second.
func (p *process) close() error {
	if p.hurried() {
		return p.closeWith(min(p.grace, abandonGrace), true)
	}
	return p.closeWith(p.grace, false)
}

// hurried reports whether close must be quick: a request was abandoned,
// or Options.Stop is closed.
func (p *process) hurried() bool {
	if p.abandoned.Load() {
		return true
	}
	select {
	case <-p.stop:
		return true
	default:
		return false
	}
}

// abandonGrace is the longest wait of each step of a hurried close.
const abandonGrace = 150 * time.Millisecond

// stderrDrainWait bounds how long close waits for the server's stderr to
// reach EOF once the process group is gone, to keep its last lines. A
// process outside the group (one the server detached with setsid) may hold
// the pipe open for ever: a hurried close waits hurriedDrainWait only.
const (
	stderrDrainWait  = time.Second
	hurriedDrainWait = 100 * time.Millisecond
)

// closeWith is close with the given grace period. A hurried close bounds
// every wait by grace and does not wait twice after SIGTERM: the members
// of the group left after the leader exits get SIGKILL at once when they
// already had their SIGTERM. Its worst case is then two grace periods (a
// server deaf to the end of its input and to SIGTERM) plus
// hurriedDrainWait.
func (p *process) closeWith(grace time.Duration, hurry bool) error {
	p.closeOnce.Do(func() {
		if p.pipesBroken() {
			// A server that broke its pipes is exiting by itself: let it be
			// reaped first, so its own exit status is kept (selfExit).
			wait := max(grace, exitWaitCap)
			if hurry {
				wait = grace
			}
			p.waitExit(wait)
		}
		st := p.exitStatus()
		p.preClose.Store(&st)
		_ = p.stdin.Close()
		pid := p.pid()
		termed := false
		if !p.waitExit(grace) {
			signalGroup(pid, sigTerm)
			termed = true
			if !p.waitExit(grace) {
				signalGroup(pid, sigKill)
				if !p.waitExit(5 * time.Second) {
					p.closeErr = fmt.Errorf("server %q (pid %d) did not exit after SIGKILL", p.name, pid)
				}
			}
		}
		// Grandchildren may outlive the leader: terminate the rest of the group.
		if groupAlive(pid) {
			if !hurry || !termed {
				signalGroup(pid, sigTerm)
				deadline := time.Now().Add(grace)
				for groupAlive(pid) && time.Now().Before(deadline) {
					time.Sleep(20 * time.Millisecond)
				}
			}
			if groupAlive(pid) {
				signalGroup(pid, sigKill)
			}
		}
		unwatchGroup(pid)
		drain := stderrDrainWait
		if hurry {
			drain = hurriedDrainWait
		}
		select {
		case <-p.stderrDone:
		case <-time.After(drain):
		}
		closeAll(p.stdout, p.stderr)
	})
	return p.closeErr
}

// kill stops the server at once (SIGKILL to the group) and releases its
// pipes. It is used when a connect times out.
func (p *process) kill() {
	signalGroup(p.pid(), sigKill)
	_ = p.closeWith(10*time.Millisecond, p.hurried())
}

// A stdioTransport is a go-sdk Transport over a process's pipes. Unlike
// go-sdk's CommandTransport it tolerates stdout noise: a line that is not a
// JSON-RPC message is reported through warn and skipped.
type stdioTransport struct {
	proc *process
	max  int
	warn func(msg string)
}

func (t *stdioTransport) Connect(context.Context) (gomcp.Connection, error) {
	c := &stdioConn{
		proc:     t.proc,
		warn:     t.warn,
		incoming: make(chan readResult, 16),
		done:     make(chan struct{}),
	}
	go c.readLoop(t.max)
	return c, nil
}

type readResult struct {
	msg jsonrpc.Message
	err error
}

// stdioConn implements gomcp.Connection with newline-delimited JSON
// (MCP 2025-11-25, "Transports / stdio").
type stdioConn struct {
	proc     *process
	warn     func(msg string)
	incoming chan readResult
	done     chan struct{}

	writeMu   sync.Mutex
	closeOnce sync.Once
	skipped   int

	// sentMu guards what the client has sent, to tell the answer to
	// initialize from JSON a server printed on stdout before it (a
	// log line that happens to be a JSON-RPC response).
	sentMu   sync.Mutex
	sent     bool       // a request was written
	initID   jsonrpc.ID // the initialize request's id, once written
	initDone bool       // initialize was answered
}

// stray tells whether resp cannot be an answer the client waits for: it
// came before any request, or before initialize was answered with another
// id than initialize's, or it carries initialize's id without an error
// and without the protocolVersion every initialize result has (MCP
// 2025-11-25, "Lifecycle / Initialization"). Such a response is JSON a
// server wrote on stdout before its real answer; delivered, go-sdk took
// it for the answer and failed with "unsupported protocol version".
func (c *stdioConn) stray(resp *jsonrpc.Response) (bool, string) {
	c.sentMu.Lock()
	defer c.sentMu.Unlock()
	if !c.sent {
		return true, "skipped a JSON-RPC response on stdout before any request was sent"
	}
	if c.initDone || !c.initID.IsValid() {
		return false, ""
	}
	if resp.ID != c.initID {
		// initialize is the first request and nothing else is asked
		// before its answer
		return true, "skipped a JSON-RPC response on stdout to no request (the initialize answer is awaited)"
	}
	if resp.Error == nil {
		var r struct {
			ProtocolVersion *string `json:"protocolVersion"`
		}
		if json.Unmarshal(resp.Result, &r) != nil || r.ProtocolVersion == nil {
			return true, "skipped a JSON-RPC response with initialize's id but no protocolVersion in its result"
		}
	}
	c.initDone = true
	return false, ""
}

// maxNoiseWarnings bounds the warnings about skipped stdout lines per
// session.
const maxNoiseWarnings = 20

// idPrefix finds a JSON-RPC id near the start of a damaged message.
var idPrefix = regexp.MustCompile(`"id"\s*:\s*(-?[0-9]+|"(?:[^"\\]|\\.)*")`)

func (c *stdioConn) readLoop(max int) {
	r := bufio.NewReaderSize(c.proc.stdout, 64<<10)
	var line []byte
	for {
		if cap(line) > 1<<20 {
			line = nil // do not hold a huge buffer for the session's life
		}
		line = line[:0]
		tooLong := false
		var err error
		for {
			var chunk []byte
			chunk, err = r.ReadSlice('\n')
			if !tooLong {
				if len(line)+len(chunk) > max {
					tooLong = true
					keep := 256 - len(line)
					if keep > 0 {
						line = append(line, chunk[:min(keep, len(chunk))]...)
					}
				} else {
					line = append(line, chunk...)
				}
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if tooLong {
			c.fail(line, fmt.Sprintf("skipped a message longer than the %d-byte limit", max))
		} else if len(bytes.TrimSpace(line)) > 0 {
			c.handleLine(bytes.TrimSpace(line))
		}
		if err != nil {
			c.proc.stdoutEOF.Store(true)
			status := ""
			if c.proc.waitExit(500 * time.Millisecond) {
				status = " (" + c.proc.exitStatus() + ")"
			}
			c.deliver(readResult{err: fmt.Errorf("server closed its stdout%s: %w", status, io.EOF)})
			return
		}
	}
}

func (c *stdioConn) handleLine(line []byte) {
	if line[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(line, &batch); err == nil {
			for _, m := range batch {
				c.handleLine(m)
			}
			return
		}
	}
	msg, err := jsonrpc.DecodeMessage(line)
	if err != nil {
		c.fail(line, fmt.Sprintf("skipped a stdout line that is not a JSON-RPC message (%v)", err))
		return
	}
	if resp, ok := msg.(*jsonrpc.Response); ok {
		if stray, why := c.stray(resp); stray {
			c.noise(line, why) // not failing initialize: its answer may follow
			return
		}
	}
	c.deliver(readResult{msg: msg})
}

// fail reports a skipped line. When the line is a damaged response whose id
// can be read, the matching request fails at once instead of timing out.
func (c *stdioConn) fail(line []byte, why string) {
	c.noise(line, why)
	if !bytes.HasPrefix(line, []byte("{")) {
		return
	}
	m := idPrefix.FindSubmatch(line[:min(len(line), 256)])
	if m == nil {
		return
	}
	var idv any
	if n, err := strconv.ParseInt(string(m[1]), 10, 64); err == nil {
		idv = float64(n)
	} else if s, err := strconv.Unquote(string(m[1])); err == nil {
		idv = s
	} else {
		return
	}
	id, err := jsonrpc.MakeID(idv)
	if err != nil {
		return
	}
	c.deliver(readResult{msg: &jsonrpc.Response{ID: id, Error: &jsonrpc.Error{
		Code:    jsonrpc.CodeInternalError,
		Message: "mcpgen: unreadable response from server: " + why,
	}}})
}

// noise counts a skipped stdout line, keeps the first for errors and
// warns about it (up to maxNoiseWarnings per session).
func (c *stdioConn) noise(line []byte, why string) {
	c.skipped++
	if c.proc.noiseLines.Add(1) == 1 {
		q := preview(line)
		c.proc.firstNoise.Store(&q)
	}
	switch {
	case c.skipped <= maxNoiseWarnings:
		c.warn(fmt.Sprintf("%s: %s", why, preview(line)))
	case c.skipped == maxNoiseWarnings+1:
		c.warn(fmt.Sprintf("more than %d unreadable stdout lines; skipping further ones without warning", maxNoiseWarnings))
	}
}

func preview(line []byte) string {
	const n = 120
	if len(line) > n {
		return strconv.Quote(string(line[:n])) + "…"
	}
	return strconv.Quote(string(line))
}

func (c *stdioConn) deliver(r readResult) {
	select {
	case c.incoming <- r:
	case <-c.done:
	}
}

// Read implements gomcp.Connection.
func (c *stdioConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case r := <-c.incoming:
		return r.msg, r.err
	case <-c.done:
		return nil, io.EOF
	}
}

// afterFunc is context.AfterFunc; tests replace it to run the deadline
// callback late, as the scheduler may.
var afterFunc = context.AfterFunc

// Write implements gomcp.Connection: one message, one line. Nothing is
// written once ctx has ended (as go-sdk's own stdio connection does).
//
// A server that stops reading its stdin must not block the caller past its
// context: when ctx ends during the write, a callback sets the pipe's write
// deadline to now and the write fails at once. The callback runs in a
// goroutine of its own, possibly after the write has ended; Write waits for
// it before returning, so that the deadline of a context that ended cannot
// land on a later write (which would fail that write with a timeout of its
// own and, through go-sdk, end the whole connection).
func (c *stdioConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("write to server stdin: %w", err)
	}
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		return fmt.Errorf("encode message: %w", err)
	}
	data = append(data, '\n')
	select {
	case <-c.done:
		return gomcp.ErrConnectionClosed
	default:
	}
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	_ = c.proc.stdin.SetWriteDeadline(time.Time{})
	fired := make(chan struct{})
	stop := afterFunc(ctx, func() {
		defer close(fired)
		_ = c.proc.stdin.SetWriteDeadline(time.Now())
	})
	if req, ok := msg.(*jsonrpc.Request); ok && req.IsCall() {
		c.sentMu.Lock()
		c.sent = true
		if req.Method == "initialize" {
			c.initID = req.ID
		}
		c.sentMu.Unlock()
	}
	n, err := c.proc.stdin.Write(data)
	if !stop() {
		<-fired // the context ended: its deadline is set now, not later
	}
	if err != nil {
		if n > 0 {
			// Half a message is on the wire: the stream cannot be resynchronized.
			go c.Close()
		}
		if ctx.Err() != nil {
			return fmt.Errorf("write to server stdin: %w", ctx.Err())
		}
		c.proc.stdinBroken.Store(true)
		return fmt.Errorf("write to server stdin: %w", err)
	}
	return nil
}

// Close implements gomcp.Connection: it shuts the server process down.
func (c *stdioConn) Close() error {
	var err error
	c.closeOnce.Do(func() {
		close(c.done)
		err = c.proc.close()
	})
	return err
}

// SessionID implements gomcp.Connection; stdio has no session id.
func (c *stdioConn) SessionID() string { return "" }
