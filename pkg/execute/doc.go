// Package execute runs synthesized tool calls on their real MCP servers for
// a generate run with execution (`mcpgen generate --execute`) and turns each
// tools/call result into the text of a record's tool message. [Starter]
// implements generate.Starter: generate.Run asks it for an [Executor] (and,
// with probing, learned value pools) and never hands it its other options.
//
// # Sessions
//
// An [Executor] keeps one [pool.Pool] per server, capped at one session per
// generate worker (Options.Workers), with exclusive leases: each worker
// talks to a persistent session of every server it calls, instead of
// starting a process per call. A server that crashes is restarted by the
// pool with bounded retries and exponential backoff; a call that hangs is
// cancelled after the call timeout; a server past its failure budget
// ([pool.Options.FailureBudget] consecutive failures) is dropped with its
// reason, and so is a tool that fails ToolFailureBudget times in a row
// (protocol errors) or has ToolTimeoutBudget calls time out (default 1:
// each costs a whole call timeout).
// [Executor.Close] closes every session: no server process outlives it.
//
// # Results
//
// A result becomes the tool message ([Render]): the JSON of
// structuredContent when the server sent one and every content item is text
// (MCP 2025-11-25, "Server Features / Tools / Structured Content"), else the
// content items joined by newlines, with images, audio and resources as
// typed placeholders naming their MIME type. structuredContent is validated
// against the tool's outputSchema; a mismatch is reported per tool (the
// record is still written). Options.MaxOutput truncates long messages with a
// visible marker.
//
// Tool errors (isError) are kept or skipped (Options.OnError). Protocol
// errors and timeouts are returned as errors, so the record is not written;
// they are counted per tool in the [Report].
//
// # Safety
//
// [Safety] decides which tools run, from their annotations (MCP 2025-11-25,
// "ToolAnnotations"): by default only tools with readOnlyHint true. A tool
// that is not run gets call-only records and the report says why.
//
// # Probing
//
// [Probe] calls a server's read-only, argument-free listing tools (and the
// read-only tools that take one path of what those returned) and collects
// the paths, ids and names they return as value pools for parameters of
// matching names (see [Learned]).
package execute
