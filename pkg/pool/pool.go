package pool

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"reflect"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// Defaults applied by New when the corresponding Options field is zero.
const (
	DefaultMaxSessions   = 4                      // sessions per server
	DefaultMaxInflight   = 1                      // leases per session: exclusive
	DefaultIdleTimeout   = 5 * time.Minute        // idle session lifetime
	DefaultStartRetries  = 2                      // extra starts per Acquire
	DefaultBackoffBase   = 100 * time.Millisecond // first restart wait
	DefaultBackoffMax    = 5 * time.Second        // longest restart wait
	DefaultFailureBudget = 5                      // consecutive failures before "failed"
)

// ErrClosed is returned by Acquire and Do once Close has been called.
var ErrClosed = errors.New("session pool closed")

// ErrServerFailed is wrapped by the *FailedError Acquire returns for a server
// that used up its failure budget.
var ErrServerFailed = errors.New("server marked failed")

// A FailedError says that a server was marked failed after Failures
// consecutive failures. It wraps ErrServerFailed, mcp.ErrUnavailable and
// Last, the failure that used up the budget.
type FailedError struct {
	Server   string
	Failures int
	Last     error
	// RetryAt is when the server will be started again (Options.FailedRetry);
	// zero when it stays failed until Reset.
	RetryAt time.Time
}

// Error names the server, the count of failures and the last one.
func (e *FailedError) Error() string {
	return fmt.Sprintf("server %q marked failed after %d consecutive failures; last: %v", e.Server, e.Failures, e.Last)
}

// Unwrap returns ErrServerFailed, mcp.ErrUnavailable and the last failure.
func (e *FailedError) Unwrap() []error {
	return []error{ErrServerFailed, mcp.ErrUnavailable, e.Last}
}

// Options tune a Pool. The zero value gives the defaults above.
type Options struct {
	// Connect is passed to mcp.Connect for every session (client name,
	// timeouts, stderr handling ...). Nil means mcp's defaults.
	Connect *mcp.Options
	// CallTimeout, when > 0, bounds each request on the pool's sessions; it
	// overrides Connect.CallTimeout.
	CallTimeout time.Duration

	// MaxSessions caps the sessions open at once per server
	// (DefaultMaxSessions when 0).
	MaxSessions int
	// MaxInflight caps the leases one session carries at once
	// (DefaultMaxInflight when 0, which makes leases exclusive).
	MaxInflight int
	// IdleTimeout closes a session after that long without a lease
	// (DefaultIdleTimeout when 0; negative: never).
	IdleTimeout time.Duration

	// StartRetries is how many more times one Acquire tries to start a
	// session after a failed start (DefaultStartRetries when 0; negative:
	// none). A start that failed by its connect timeout (mcp.ErrTimeout)
	// is not tried again: one Acquire waits at most one connect timeout.
	StartRetries int
	// BackoffBase and BackoffMax shape the wait before a start that follows
	// k consecutive failures: min(BackoffBase·2^(k-1), BackoffMax)
	// (DefaultBackoffBase, DefaultBackoffMax when 0; a negative BackoffBase
	// means no wait).
	BackoffBase, BackoffMax time.Duration
	// FailureBudget is the number of consecutive failures after which a
	// server is marked failed (DefaultFailureBudget when 0; negative:
	// never).
	FailureBudget int
	// FailedRetry, when > 0, lets a server marked failed be tried again:
	// after min(FailedRetry·2^(k-1), 8·FailedRetry) since its k-th
	// consecutive mark, the next Acquire starts a session (without further
	// backoff); one more failure marks it again. 0: a failed server stays
	// failed until Reset (or its spec changes).
	FailedRetry time.Duration
	// TimeoutNotServerFailure makes a call that timed out (an error
	// wrapping mcp.ErrTimeout) close its session without counting against
	// the server's FailureBudget (it is counted in ServerStats.Timeouts):
	// callers that budget timeouts per tool set it, so one hanging tool
	// does not fail the server's quick tools. Start failures and crashes
	// still count.
	TimeoutNotServerFailure bool

	// Logger receives session events (started, closed with the reason,
	// server failed) at Info and Warn level. Nil discards them.
	Logger *slog.Logger
}

func (o Options) withDefaults() Options {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&o.MaxSessions, DefaultMaxSessions)
	def(&o.MaxInflight, DefaultMaxInflight)
	def(&o.StartRetries, DefaultStartRetries)
	def(&o.FailureBudget, DefaultFailureBudget)
	if o.StartRetries < 0 {
		o.StartRetries = 0
	}
	if o.MaxSessions < 1 {
		o.MaxSessions = 1
	}
	if o.MaxInflight < 1 {
		o.MaxInflight = 1
	}
	if o.IdleTimeout == 0 {
		o.IdleTimeout = DefaultIdleTimeout
	}
	if o.BackoffBase == 0 {
		o.BackoffBase = DefaultBackoffBase
	}
	if o.BackoffMax == 0 {
		o.BackoffMax = DefaultBackoffMax
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	c := mcp.Options{}
	if o.Connect != nil {
		c = *o.Connect
	}
	if o.CallTimeout > 0 {
		c.CallTimeout = o.CallTimeout
	}
	o.Connect = &c
	return o
}

// Backoff returns the wait before starting a session after failures
// consecutive failures: 0 for none, else min(base·2^(failures-1), max).
// A negative base means no wait.
func Backoff(failures int, base, max time.Duration) time.Duration {
	if failures <= 0 || base <= 0 {
		return 0
	}
	d := base
	for i := 1; i < failures; i++ {
		d *= 2
		if d >= max || d <= 0 {
			return max
		}
	}
	return min(d, max)
}

// IsServerFailure reports whether err, returned by a call on a session,
// means the server itself failed (it crashed, broke the connection or timed
// out: errors wrapping mcp.ErrUnavailable) rather than the call (a JSON-RPC
// error answer) or the caller (context.Canceled). ctx is the caller's
// context: when it has ended, nothing is blamed on the server.
func IsServerFailure(ctx context.Context, err error) bool {
	if err == nil || ctx.Err() != nil {
		return false
	}
	return errors.Is(err, mcp.ErrUnavailable) && !errors.Is(err, context.Canceled)
}

// A Pool keeps sessions to MCP servers, keyed by server name. Create it with
// New and end it with Close.
type Pool struct {
	opts Options

	ctx    context.Context // ended by Close: aborts starts and backoffs
	cancel context.CancelFunc

	mu      sync.Mutex
	servers map[string]*server
	closed  bool
	wg      sync.WaitGroup // starts in progress and background closes
	janitor chan struct{}  // closed when the janitor has returned
}

// server is the state of one server name. Guarded by Pool.mu.
type server struct {
	name     string
	spec     mcp.ServerSpec
	gen      int // bumped when the spec changes or on Reset
	sessions []*slot
	starting int
	changed  chan struct{} // closed and replaced on every change (wakes waiters)

	failures int   // consecutive
	lastErr  error // last failure
	failed   *FailedError
	marks    int       // consecutive times marked failed (FailedRetry)
	retryAt  time.Time // when a failed server may be tried again
	retrying bool      // the next start follows a FailedRetry wait: no backoff
	timeouts int

	starts, startFailures, crashes, calls int
}

// slot is one open session. Guarded by Pool.mu, except memo (own lock).
type slot struct {
	sess      *mcp.Session
	gen       int
	inflight  int
	dead      bool // removed from server.sessions; close when inflight is 0
	idleSince time.Time

	memoMu sync.Mutex
	memo   map[any]any
}

// New returns an empty pool. When IdleTimeout is positive, it starts a
// janitor goroutine that Close stops.
func New(opts Options) *Pool {
	p := &Pool{opts: opts.withDefaults(), servers: map[string]*server{}, janitor: make(chan struct{})}
	p.ctx, p.cancel = context.WithCancel(context.Background())
	if p.opts.IdleTimeout > 0 {
		go p.runJanitor()
	} else {
		close(p.janitor)
	}
	return p
}

// A Lease is a session lent by Acquire. Give it back with Release exactly
// once; later calls to Release do nothing.
type Lease struct {
	p      *Pool
	srv    *server
	s      *slot
	ctx    context.Context
	once   sync.Once
	Reused bool // the session had served an earlier lease
}

// Session returns the leased session. It must not be used after Release,
// and must not be closed by the caller.
func (l *Lease) Session() *mcp.Session { return l.s.sess }

// Memo returns the value stored under key for this session, calling fill to
// compute it the first time. Values live as long as the session, so a
// restarted server is asked again (for example for its tools/list). A fill
// error is returned and nothing is stored. Concurrent leases of the same
// session may both call fill.
func (l *Lease) Memo(key any, fill func(*mcp.Session) (any, error)) (any, error) {
	l.s.memoMu.Lock()
	v, ok := l.s.memo[key]
	l.s.memoMu.Unlock()
	if ok {
		return v, nil
	}
	v, err := fill(l.s.sess)
	if err != nil {
		return nil, err
	}
	l.s.memoMu.Lock()
	if l.s.memo == nil {
		l.s.memo = map[any]any{}
	}
	l.s.memo[key] = v
	l.s.memoMu.Unlock()
	return v, nil
}

// Forget drops the value stored under key for this session, so the next
// Memo computes it again.
func (l *Lease) Forget(key any) {
	l.s.memoMu.Lock()
	delete(l.s.memo, key)
	l.s.memoMu.Unlock()
}

// Release gives the session back. err is the outcome of what was done with
// it: when IsServerFailure(ctx, err) holds (ctx being the one given to
// Acquire), the session is closed and the failure counted; otherwise the
// server's consecutive-failure count is reset.
func (l *Lease) Release(err error) {
	l.once.Do(func() { l.p.release(l, err) })
}

// Discard gives the session back and closes it without counting a failure
// of the server, for a caller whose call on it timed out (the session may
// be stuck in it) and that sends the call again on another session. It is
// counted in ServerStats.Timeouts. After Release or Discard, Discard does
// nothing.
func (l *Lease) Discard() {
	l.once.Do(func() { l.p.discard(l) })
}

// Do acquires a session for spec, runs fn with it and releases it with fn's
// error, which it returns. See Acquire for the errors of getting a session
// and Lease.Release for how fn's error is read.
func (p *Pool) Do(ctx context.Context, spec mcp.ServerSpec, fn func(*mcp.Session) error) (err error) {
	l, err := p.Acquire(ctx, spec)
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			l.Release(nil)
			panic(r)
		}
		l.Release(err)
	}()
	return fn(l.Session())
}

// Acquire lends a session to the server of spec (keyed by spec.Name),
// starting one when none has room and the server is below MaxSessions, and
// waiting otherwise. It returns ctx.Err() when ctx ends while waiting,
// ErrClosed after Close, a *FailedError for a server past its failure
// budget, or the last start error (an *mcp.Error wrapping
// mcp.ErrUnavailable) when 1+StartRetries starts failed or one start ran
// out its connect timeout.
func (p *Pool) Acquire(ctx context.Context, spec mcp.ServerSpec) (*Lease, error) {
	attempts := 0
	var startErr error
	for {
		p.mu.Lock()
		if p.closed {
			p.mu.Unlock()
			return nil, ErrClosed
		}
		srv := p.serverFor(spec)
		if srv.failed != nil && p.opts.FailedRetry > 0 && !time.Now().Before(srv.retryAt) {
			p.opts.Logger.Info("retrying failed server", "server", srv.name, "marks", srv.marks)
			srv.failed, srv.retrying = nil, true
		}
		if srv.failed != nil {
			err := srv.failed
			p.mu.Unlock()
			return nil, err
		}
		if s := p.pick(srv); s != nil {
			s.inflight++
			p.mu.Unlock()
			return &Lease{p: p, srv: srv, s: s, ctx: ctx, Reused: true}, nil
		}
		if len(srv.sessions)+srv.starting < p.opts.MaxSessions {
			if attempts > p.opts.StartRetries {
				p.mu.Unlock()
				return nil, startErr
			}
			attempts++
			srv.starting++
			p.wg.Add(1)
			gen, failures := srv.gen, srv.failures
			if srv.retrying {
				failures, srv.retrying = 0, false
			}
			p.mu.Unlock()
			l, retry, err := p.start(ctx, srv, spec, gen, failures)
			if !retry {
				return l, err
			}
			startErr = err
			continue
		}
		ch := srv.changed
		p.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-p.ctx.Done():
			return nil, ErrClosed
		}
	}
}

// start waits out the backoff, connects and registers the new session
// leased to the caller. It is called with srv.starting and p.wg raised and
// lowers them. retry reports a failed start that Acquire may try again.
func (p *Pool) start(ctx context.Context, srv *server, spec mcp.ServerSpec, gen, failures int) (l *Lease, retry bool, err error) {
	defer p.wg.Done()
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(p.ctx, cancel)
	defer stop()

	var sess *mcp.Session
	err = sleep(cctx, Backoff(failures, p.opts.BackoffBase, p.opts.BackoffMax))
	if err == nil {
		sess, err = mcp.Connect(cctx, spec, p.opts.Connect)
	}

	p.mu.Lock()
	defer p.mu.Unlock()
	srv.starting--
	defer p.broadcast(srv)
	switch {
	case err != nil && (ctx.Err() != nil || p.closed):
		if p.closed {
			return nil, false, ErrClosed
		}
		return nil, false, ctx.Err()
	case err != nil:
		srv.startFailures++
		p.fail(srv, gen, err)
		p.opts.Logger.Warn("server start failed", "server", spec.Name, "error", err.Error())
		if srv.failed != nil {
			return nil, false, srv.failed
		}
		// A start that ran out its connect timeout (a hung server) is not
		// tried again within this Acquire: each retry would wait the whole
		// timeout again, so one request would wait it 1+StartRetries times.
		return nil, !errors.Is(err, mcp.ErrTimeout), err
	case p.closed:
		p.closeNow(sess, spec.Name, "pool closed")
		return nil, false, ErrClosed
	}
	srv.starts++
	s := &slot{sess: sess, gen: gen, inflight: 1}
	if gen == srv.gen {
		srv.sessions = append(srv.sessions, s)
	} else { // the spec changed meanwhile: lend it once, close it on release
		s.dead = true
	}
	p.opts.Logger.Info("session started", "server", spec.Name, "pid", sess.Pid(), "connect_ms", sess.Info().ConnectTime.Milliseconds())
	return &Lease{p: p, srv: srv, s: s, ctx: ctx}, false, nil
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// serverFor returns the state of spec.Name, retiring it when the spec
// changed. Called with p.mu held.
func (p *Pool) serverFor(spec mcp.ServerSpec) *server {
	srv := p.servers[spec.Name]
	if srv == nil {
		srv = &server{name: spec.Name, spec: spec, changed: make(chan struct{})}
		p.servers[spec.Name] = srv
		return srv
	}
	if !reflect.DeepEqual(srv.spec, spec) {
		p.retire(srv, "server entry changed")
		srv.spec = spec
	}
	return srv
}

// retire closes srv's idle sessions, marks busy ones to be closed on
// release, and clears the failure state. Called with p.mu held.
func (p *Pool) retire(srv *server, why string) {
	srv.gen++
	for _, s := range srv.sessions {
		s.dead = true
		if s.inflight == 0 {
			p.closeAsync(s.sess, srv.name, why)
		}
	}
	srv.sessions = nil
	srv.failures, srv.lastErr, srv.failed = 0, nil, nil
	srv.marks, srv.retrying = 0, false
	p.broadcast(srv)
}

// pick returns the least loaded live session of srv with room for one more
// lease, oldest first on a tie; sessions whose process has died are dropped
// and counted as failures. Called with p.mu held.
func (p *Pool) pick(srv *server) *slot {
	var best *slot
	for i := 0; i < len(srv.sessions); i++ {
		s := srv.sessions[i]
		if s.inflight == 0 && !alive(s.sess) {
			p.drop(srv, s)
			srv.crashes++
			p.fail(srv, srv.gen, fmt.Errorf("server %q: %w: process %d exited while idle", srv.name, mcp.ErrUnavailable, s.sess.Pid()))
			p.closeAsync(s.sess, srv.name, "exited while idle")
			i--
			continue
		}
		if s.inflight < p.opts.MaxInflight && (best == nil || s.inflight < best.inflight) {
			best = s
		}
	}
	return best
}

// drop removes s from srv.sessions and marks it dead. Called with p.mu held.
func (p *Pool) drop(srv *server, s *slot) {
	s.dead = true
	if i := slices.Index(srv.sessions, s); i >= 0 {
		srv.sessions = slices.Delete(srv.sessions, i, i+1)
	}
}

// fail counts one failure of srv's generation gen and marks the server
// failed when the budget is used up. Called with p.mu held.
func (p *Pool) fail(srv *server, gen int, err error) {
	if gen != srv.gen { // a failure of a retired spec says nothing now
		return
	}
	srv.failures++
	srv.lastErr = err
	if b := p.opts.FailureBudget; b > 0 && srv.failures >= b && srv.failed == nil {
		srv.failed = &FailedError{Server: srv.name, Failures: srv.failures, Last: err}
		if r := p.opts.FailedRetry; r > 0 {
			srv.marks++
			srv.retryAt = time.Now().Add(Backoff(srv.marks, r, 8*r))
			srv.failed.RetryAt = srv.retryAt
		}
		p.opts.Logger.Warn("server marked failed", "server", srv.name, "failures", srv.failures, "error", err.Error())
	}
}

func (p *Pool) release(l *Lease, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	srv, s := l.srv, l.s
	s.inflight--
	srv.calls++
	switch {
	case IsServerFailure(l.ctx, err) && p.opts.TimeoutNotServerFailure && errors.Is(err, mcp.ErrTimeout):
		// The session may be stuck in the call: close it, blame the tool.
		if !s.dead {
			p.drop(srv, s)
			srv.timeouts++
		}
	case IsServerFailure(l.ctx, err):
		if !s.dead {
			p.drop(srv, s)
			srv.crashes++
			p.fail(srv, s.gen, err)
		}
	case err == nil || l.ctx.Err() == nil:
		if s.gen == srv.gen {
			srv.failures, srv.lastErr, srv.marks = 0, nil, 0
		}
	}
	if s.dead && s.inflight == 0 && !p.closed {
		p.closeAsync(s.sess, srv.name, "released after failure or change")
	}
	if s.inflight == 0 {
		s.idleSince = time.Now()
	}
	p.broadcast(srv)
}

func (p *Pool) discard(l *Lease) {
	p.mu.Lock()
	defer p.mu.Unlock()
	srv, s := l.srv, l.s
	s.inflight--
	srv.calls++
	if !s.dead {
		p.drop(srv, s)
		srv.timeouts++
	}
	if s.inflight == 0 && !p.closed {
		p.closeAsync(s.sess, srv.name, "discarded after a timeout")
	}
	p.broadcast(srv)
}

// broadcast wakes the waiters of srv. Called with p.mu held.
func (p *Pool) broadcast(srv *server) {
	close(srv.changed)
	srv.changed = make(chan struct{})
}

// closeAsync closes sess in the background; Close waits for it. Called with
// p.mu held.
func (p *Pool) closeAsync(sess *mcp.Session, server, why string) {
	if p.closed {
		return // Close closes everything itself
	}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		p.closeNow(sess, server, why)
	}()
}

func (p *Pool) closeNow(sess *mcp.Session, server, why string) {
	pid := sess.Pid()
	if err := sess.Close(); err != nil {
		p.opts.Logger.Warn("session close", "server", server, "pid", pid, "error", err.Error())
	}
	p.opts.Logger.Info("session closed", "server", server, "pid", pid, "reason", why)
}

// Reset closes the sessions of the server called name (busy ones when they
// are released) and clears its failure state, so the next Acquire starts
// afresh. It does nothing for an unknown name.
func (p *Pool) Reset(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if srv := p.servers[name]; srv != nil && !p.closed {
		p.retire(srv, "reset")
	}
}

// Failed returns the *FailedError of a server marked failed, nil otherwise.
func (p *Pool) Failed(name string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if srv := p.servers[name]; srv != nil && srv.failed != nil {
		return srv.failed
	}
	return nil
}

// ServerStats describe one server of the pool at one moment.
type ServerStats struct {
	Server string `json:"server"`
	// Sessions open, and how many have at least one lease out.
	Sessions int `json:"sessions"`
	Busy     int `json:"busy"`
	// InFlight is the number of leases out.
	InFlight int `json:"inFlight"`
	// Pids of the open stdio sessions (0 for http and sse), oldest first.
	Pids []int `json:"pids,omitempty"`
	// Starts counts sessions started; StartFailures failed starts; Crashes
	// sessions lost to a server failure (crash, timeout, death while idle);
	// Calls leases released.
	Starts        int `json:"starts"`
	StartFailures int `json:"startFailures"`
	Crashes       int `json:"crashes"`
	Calls         int `json:"calls"`
	// Timeouts counts sessions closed after a call timeout that did not
	// count as a server failure (Options.TimeoutNotServerFailure).
	Timeouts int `json:"timeouts,omitempty"`
	// Failures is the current count of consecutive failures; LastError the
	// last one.
	Failures  int    `json:"failures"`
	LastError string `json:"lastError,omitempty"`
	// Failed is set when the server used up its failure budget; Reason is
	// the failure that did it.
	Failed bool   `json:"failed"`
	Reason string `json:"reason,omitempty"`
	// RetryAt is when a failed server will be tried again (RFC 3339, UTC;
	// with Options.FailedRetry), "" otherwise.
	RetryAt string `json:"retryAt,omitempty"`
}

// Stats returns the state of every server the pool has seen, sorted by name.
func (p *Pool) Stats() []ServerStats {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]ServerStats, 0, len(p.servers))
	for _, srv := range p.servers {
		st := ServerStats{Server: srv.name, Sessions: len(srv.sessions), Starts: srv.starts, StartFailures: srv.startFailures,
			Crashes: srv.crashes, Calls: srv.calls, Failures: srv.failures, Failed: srv.failed != nil, Timeouts: srv.timeouts}
		if srv.failed != nil && p.opts.FailedRetry > 0 {
			st.RetryAt = srv.retryAt.UTC().Format(time.RFC3339Nano)
		}
		for _, s := range srv.sessions {
			st.Pids = append(st.Pids, s.sess.Pid())
			st.InFlight += s.inflight
			if s.inflight > 0 {
				st.Busy++
			}
		}
		if srv.lastErr != nil {
			st.LastError = srv.lastErr.Error()
		}
		if srv.failed != nil {
			st.Reason = srv.failed.Last.Error()
		}
		out = append(out, st)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Server < out[j].Server })
	return out
}

// Close closes every session, busy ones included (their calls fail), stops
// the janitor and waits for starts and closes in progress, so that no
// server process started by the pool remains when it returns. Acquire then
// returns ErrClosed. Close is safe to call more than once; it returns nil.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		<-p.janitor
		p.wg.Wait()
		return nil
	}
	p.closed = true
	p.cancel()
	var all []*mcp.Session
	var names []string
	for _, srv := range p.servers {
		for _, s := range srv.sessions {
			s.dead = true
			all = append(all, s.sess)
			names = append(names, srv.name)
		}
		srv.sessions = nil
		p.broadcast(srv)
	}
	p.mu.Unlock()

	var wg sync.WaitGroup
	for i, sess := range all {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.closeNow(sess, names[i], "pool closed")
		}()
	}
	wg.Wait()
	<-p.janitor
	p.wg.Wait()
	return nil
}

// runJanitor closes sessions idle for longer than IdleTimeout until Close.
func (p *Pool) runJanitor() {
	defer close(p.janitor)
	every := min(max(p.opts.IdleTimeout/4, 10*time.Millisecond), time.Minute)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-p.ctx.Done():
			return
		case now := <-t.C:
			p.expireIdle(now)
		}
	}
}

func (p *Pool) expireIdle(now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	for _, srv := range p.servers {
		for i := 0; i < len(srv.sessions); i++ {
			s := srv.sessions[i]
			if s.inflight == 0 && now.Sub(s.idleSince) >= p.opts.IdleTimeout {
				p.drop(srv, s)
				p.closeAsync(s.sess, srv.name, "idle")
				i--
			}
		}
	}
}
