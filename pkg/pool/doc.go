// Package pool keeps warm MCP client sessions ([mcp.Session]) per server and
// lends them out, so that many tools/call requests share a few long-lived
// server processes instead of starting one per call. It is used by
// `mcpgen serve` (internal/serve) and is meant for `generate --execute` too; it
// knows nothing about HTTP or the registry.
//
// # Use
//
//	p := pool.New(pool.Options{MaxSessions: workers, Connect: &mcp.Options{ClientVersion: v}})
//	defer p.Close() // closes every session: no server process outlives it
//	err := p.Do(ctx, spec, func(s *mcp.Session) error {
//		res, err := s.CallTool(ctx, "read_text_file", map[string]any{"path": p})
//		...
//		return err // the error tells the pool whether the server is healthy
//	})
//
// Sessions are keyed by [mcp.ServerSpec.Name]. When the spec given for a
// name changes (the registry entry was edited), the old sessions are retired:
// idle ones are closed at once, busy ones when released, and the server's
// failure state is cleared.
//
// # Sessions and load
//
// A server starts with no session; the first [Pool.Acquire] starts one. A
// session carries at most [Options.MaxInflight] calls at once (default 1: a
// lease is exclusive, which gives "one session per worker" when
// MaxSessions equals the number of workers). When every session is full, a
// new one is started, up to [Options.MaxSessions] per server; beyond that
// callers wait (bounded by their ctx). The least loaded session is chosen,
// oldest first on a tie, so the choice is deterministic for a given history.
// A session idle for [Options.IdleTimeout] is closed.
//
// # Failures, restarts and the failure budget
//
// A failure is a failed start (an error wrapping [mcp.ErrUnavailable] from
// [mcp.Connect]), a call that fails with [mcp.ErrUnavailable] (the server
// crashed, closed its pipes or timed out: see [IsServerFailure]), or a
// stdio server found dead before a session is lent. The session concerned
// is closed and the next Acquire starts a new one ("restart"). Errors that
// are not server failures — a JSON-RPC error answer, a tool result with
// isError, the caller's ctx ending — leave the session in use.
//
// Restarts back off exponentially: after k consecutive failures, a new
// session is started only after min(BackoffBase·2^(k-1), BackoffMax), with
// no jitter. One Acquire tries to start a session at most 1+StartRetries
// times. A success (a released lease whose error is not a server failure)
// resets the count. When the count of consecutive failures reaches
// [Options.FailureBudget], the server is marked failed: Acquire returns a
// [*FailedError] (wrapping [ErrServerFailed], [mcp.ErrUnavailable] and the
// last failure) without starting anything, until [Pool.Reset] or a changed
// spec clears it.
//
// Calls are never retried by the pool: a tool call may have side effects,
// so whether to call again after a crash is the caller's decision.
//
// # Timeouts
//
// [Options.CallTimeout] bounds each request on the sessions the pool opens
// (it becomes [mcp.Options.CallTimeout]); a call that runs into it fails
// with an error wrapping [mcp.ErrTimeout], which counts as a failure, and
// its session is replaced. Starting is bounded by the connect timeout of
// [mcp.Options] and by the caller's ctx.
//
// # Shutdown
//
// [Pool.Close] closes every session (busy ones too), waits for sessions
// being started and closed in the background, and stops the idle janitor:
// when it returns, no server process started by the pool remains (stdio
// sessions stop the server's whole process group, see [mcp.Session.Close]).
//
// All methods are safe for concurrent use.
package pool
