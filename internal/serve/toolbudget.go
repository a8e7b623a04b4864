package serve

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
)

// Defaults of the per-tool timeout budget and of the failed-server retry.
const (
	// DefaultToolTimeoutBudget is the number of consecutive call timeouts
	// after which a tool is refused for a while (generate's tool failure
	// budget, execute.DefaultToolFailureBudget, is the same).
	DefaultToolTimeoutBudget = 3
	// DefaultToolRetry is the first wait before a tool refused for its
	// timeouts is called again; it doubles on each refusal in a row, up to
	// 8 times.
	DefaultToolRetry = 30 * time.Second
	// DefaultFailedRetry is the first wait before a server marked failed
	// (crashes, failed starts) is started again (pool.Options.FailedRetry).
	DefaultFailedRetry = 30 * time.Second
)

// toolBudget counts consecutive call timeouts per server/tool: a timeout
// closes the call's session but is not a server failure (so one hanging
// tool does not take down the server's other tools); after budget timeouts
// in a row the tool is refused until a backoff period has passed, then
// tried again (one more timeout refuses it again, for longer).
type toolBudget struct {
	budget int
	retry  time.Duration

	mu    sync.Mutex
	tools map[string]*toolHealth // "server/tool"
}

type toolHealth struct {
	timeouts int // consecutive
	marks    int // consecutive refusals
	until    time.Time
}

// refused returns a 504 Problem for a tool within its refusal period.
func (b *toolBudget) refused(server, name string) *Problem {
	if b.budget <= 0 {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	h := b.tools[server+"/"+name]
	if h == nil || h.timeouts < b.budget {
		return nil
	}
	wait := time.Until(h.until)
	if wait <= 0 {
		return nil // one more try
	}
	p := problem(http.StatusGatewayTimeout, TypeTimeout,
		"tool %q of server %q timed out %d times in a row; not called for another %s (the server's other tools still run)",
		name, server, h.timeouts, wait.Round(time.Second))
	p.Server, p.Tool = server, name
	p.retryAfter = wait
	return p
}

// note records the outcome of a call of server/name made with ctx.
func (b *toolBudget) note(ctx context.Context, server, name string, err error) {
	if b.budget <= 0 {
		return
	}
	key := server + "/" + name
	timeout := pool.IsServerFailure(ctx, err) && errors.Is(err, mcp.ErrTimeout)
	b.mu.Lock()
	defer b.mu.Unlock()
	h := b.tools[key]
	if !timeout {
		if h != nil && err == nil { // an answer ends the run of timeouts
			delete(b.tools, key)
		}
		return
	}
	if h == nil {
		h = &toolHealth{}
		b.tools[key] = h
	}
	h.timeouts++
	if h.timeouts >= b.budget {
		h.marks++
		h.until = time.Now().Add(pool.Backoff(h.marks, b.retry, 8*b.retry))
	}
}

// retryAfterSeconds is d in whole seconds, rounded up, for the
// Retry-After header (RFC 9110 section 10.2.3).
func retryAfterSeconds(d time.Duration) string {
	return strconv.Itoa(int((d + time.Second - 1) / time.Second))
}
