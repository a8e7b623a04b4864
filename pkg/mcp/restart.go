package mcp

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrRestartBudget is wrapped by Restarter errors once a server failed more
// often than its restart budget allows; the server should be dropped from
// the run.
var ErrRestartBudget = errors.New("restart budget exhausted")

// A RestartPolicy bounds how a Restarter reconnects.
type RestartPolicy struct {
	// MaxRestarts is how many times a session may be reopened after the
	// first one died or failed to open (0 means never restart).
	MaxRestarts int
	// Backoff is the wait before the first restart; it doubles each time up
	// to MaxBackoff. Zero means 200ms; MaxBackoff zero means 5s.
	Backoff, MaxBackoff time.Duration
}

// A Restarter keeps one session to a server usable across server crashes:
// Session reopens it (with backoff, within the policy's budget) once the old
// one is no longer Alive. It never retries calls itself: whether a call may
// be repeated is the caller's decision. It is safe for concurrent use.
type Restarter struct {
	spec   ServerSpec
	opts   *Options
	policy RestartPolicy

	mu       sync.Mutex
	s        *Session
	opened   int // sessions opened or attempted
	lastErr  error
	closed   bool
	dropped  error
	backoffN time.Duration
}

// NewRestarter returns a Restarter for spec; it connects on first use.
func NewRestarter(spec ServerSpec, opts *Options, policy RestartPolicy) *Restarter {
	if policy.Backoff <= 0 {
		policy.Backoff = 200 * time.Millisecond
	}
	if policy.MaxBackoff <= 0 {
		policy.MaxBackoff = 5 * time.Second
	}
	return &Restarter{spec: spec, opts: opts, policy: policy}
}

// Session returns a live session, opening or reopening one when needed. Once
// the budget is spent it returns an error wrapping ErrRestartBudget (and
// ErrUnavailable) that names the last failure, and keeps returning it.
func (r *Restarter) Session(ctx context.Context) (*Session, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, &Error{Server: r.spec.Name, Op: "connect", Err: fmt.Errorf("%w: restarter closed", ErrUnavailable)}
	}
	if r.s != nil && r.s.Alive() {
		return r.s, nil
	}
	if r.dropped != nil {
		return nil, r.dropped
	}
	if r.s != nil {
		_ = r.s.Close()
		r.s = nil
	}
	for {
		if r.opened > r.policy.MaxRestarts {
			r.dropped = &Error{Server: r.spec.Name, Op: "restart", Err: fmt.Errorf("%w: %w: %d sessions failed; last: %v", ErrUnavailable, ErrRestartBudget, r.opened, r.lastErr)}
			return nil, r.dropped
		}
		if r.opened > 0 {
			if r.backoffN == 0 {
				r.backoffN = r.policy.Backoff
			}
			t := time.NewTimer(r.backoffN)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
				return nil, ctx.Err()
			}
			r.backoffN = min(2*r.backoffN, r.policy.MaxBackoff)
		}
		r.opened++
		s, err := Connect(ctx, r.spec, r.opts)
		if err == nil {
			r.s = s
			return s, nil
		}
		if ctx.Err() != nil {
			return nil, err
		}
		r.lastErr = err
	}
}

// Restarts returns how many times a session was reopened (or a reopening was
// attempted) after the first.
func (r *Restarter) Restarts() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return max(0, r.opened-1)
}

// Close closes the current session, if any; later Session calls fail.
func (r *Restarter) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed = true
	if r.s == nil {
		return nil
	}
	err := r.s.Close()
	r.s = nil
	return err
}
