// Package mcp opens client sessions to MCP servers over stdio, Streamable
// HTTP and SSE using github.com/modelcontextprotocol/go-sdk, and exposes the
// calls mcpgen needs: initialize, tools/list (all pages) and tools/call.
//
// # Use
//
//	s, err := mcp.Connect(ctx, spec, nil) // errors wrap ErrUnavailable (exit 4)
//	if err != nil { ... }
//	defer s.Close()                      // stops the server's whole process group
//	tools, err := s.ListTools(ctx)       // every page; raw JSON kept per tool
//	res, err := s.CallTool(ctx, "read_text_file", map[string]any{"path": p})
//	if res.IsError { ... }               // a tool failure is not a Go error
//
// Probe and ProbeAll (connect, list, close) serve `server test` and `server
// list --check`.
// Results come back in input order and one server's failure never stops the
// others.
//
// # What it does beyond go-sdk
//
//   - The protocol version is pinned (DefaultProtocolVersion unless set),
//     which skips go-sdk's server/discover probe that hangs against servers
//     ignoring unknown methods. Servers answering an older version
//     (2024-11-05, 2025-03-26, 2025-06-18) are accepted.
//   - stdio runs the command as an argument list (no shell) with the current
//     environment plus ServerSpec.Env, in its own process group, with stderr
//     kept in a bounded ring buffer quoted by errors. Close follows MCP
//     2025-11-25 "Lifecycle / Shutdown" (close stdin, SIGTERM, SIGKILL) for
//     the whole group, so grandchildren (npx → node) go too; once
//     Options.Stop is closed (an interrupted command), each wait is 150 ms
//     at most, so the command stops within a second. If mcpgen
//     dies without closing (SIGKILL), the server gets a parent-death
//     SIGKILL (Linux) and a watchdog process kills what is left of each
//     group (see watchdog_unix.go).
//   - stdio tolerates stdout noise: a line that is not JSON-RPC (a banner, a
//     stray log) is skipped with a warning instead of ending the session; a
//     damaged or oversized answer whose id is readable fails its request at
//     once instead of waiting for the timeout.
//   - Raw results: tools/list and tools/call results are captured as the
//     server sent them (go-sdk turns absent annotations into false).
//   - Hard timeouts: the connect timeout is enforced with a timer even if
//     go-sdk overruns its context (the process is killed); each request has
//     its own call timeout; writes to a server that stopped reading its
//     stdin end with the request's context.
//   - tools/list pagination is capped (Options.MaxPages, ErrPagination); a
//     repeated cursor ends the listing with a warning, and a tool listed
//     again on a later page is kept once.
//   - HTTP headers are added by an http.RoundTripper (go-sdk has no headers
//     field), with no whole-request timeout that would cut SSE streams.
//     They go only to the entry's own host and port: a redirect elsewhere
//     (or from https to http) is followed without them.
package mcp
