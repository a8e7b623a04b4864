package exampleserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Name and Version are the serverInfo the example server reports.
const (
	Name    = "mcpgen-example"
	Version = "1.0.0"
)

// Faults make the server misbehave on purpose. The zero value is a
// well-behaved server.
type Faults struct {
	// CrashAfter > 0: the process exits with status 3 when tools/call number
	// CrashAfter+1 arrives (so CrashAfter calls succeed).
	CrashAfter int
	// HangTool names a tool whose calls never answer (cancellation is
	// ignored too).
	HangTool string
	// HangCall > 0: tools/call number HangCall of this process never
	// answers (cancellation is ignored too); the calls before and after it
	// do. A client that sends the call again on a new process gets an
	// answer there (its count starts again).
	HangCall int
	// Banner is printed as one line on stdout before the handshake.
	Banner string
	// InvalidJSONAfter > 0: after that many tools/call answers, one line of
	// invalid JSON is written to stdout (the answers themselves stay intact).
	InvalidJSONAfter int
	// CorruptAfter > 0: the answer to tools/call number CorruptAfter+1 is cut
	// in half, so it is invalid JSON that still starts with its id.
	CorruptAfter int
	// HugeResultTool names a tool whose result is a text of HugeResultBytes
	// bytes (default 20 MB) instead of its normal output.
	HugeResultTool  string
	HugeResultBytes int
	// TextDiffersTool names a tool whose successful results keep their
	// structuredContent but carry a text content that says none of it
	// ("Request handled."), as servers do whose text is a status line.
	TextDiffersTool string
	// StderrFloodBytes > 0: that many bytes of log lines go to stderr at
	// start and on every call.
	StderrFloodBytes int
	// SlowStart delays reading the first message.
	SlowStart time.Duration
	// ExitDuringInit: the process exits with status 1 when initialize arrives.
	ExitDuringInit bool
	// PageSize > 0 splits tools/list into pages of that many tools.
	PageSize int
	// RepeatCursor makes every tools/list page answer the same nextCursor,
	// a paging loop a client must detect (needs PageSize).
	RepeatCursor bool
	// IgnoreCursor makes tools/list answer the first page whatever cursor it
	// is given, so a client following nextCursor sees the same tools again
	// under the same cursor (needs PageSize).
	IgnoreCursor bool
	// DuplicateTool names a tool that the last tools/list page lists a
	// second time with another description and an empty inputSchema, a
	// server fault (tool names must be unique) a client must report.
	DuplicateTool string
	// ProtocolVersions, if set, are the only MCP versions the server accepts
	// (for example "2024-11-05"); a client asking for another one gets the
	// server's latest of these.
	ProtocolVersions []string
}

// A Config says where the server talks and how it misbehaves.
type Config struct {
	Faults
	// In, Out and Err are the server's stdin, stdout and stderr.
	In       io.Reader
	Out, Err io.Writer
	// Exit ends the process for crash faults; nil means os.Exit.
	Exit func(code int)
}

// Run serves MCP over newline-delimited JSON on cfg.In/cfg.Out until the
// input ends or ctx is done (MCP 2025-11-25, "Transports / stdio").
func Run(ctx context.Context, cfg Config) error {
	if cfg.Exit == nil {
		cfg.Exit = os.Exit
	}
	if cfg.Err == nil {
		cfg.Err = io.Discard
	}
	// Pipes are read and written through the runtime's poller (see
	// pollablePipe).
	if f, ok := cfg.In.(*os.File); ok {
		if p := pollablePipe(f); p != nil {
			defer p.Close()
			cfg.In = p
		}
	}
	if f, ok := cfg.Out.(*os.File); ok {
		if p := pollablePipe(f); p != nil {
			defer p.Close()
			cfg.Out = p
		}
	}
	out := &lineWriter{w: cfg.Out}
	if cfg.Banner != "" {
		fmt.Fprintln(out, cfg.Banner)
	}
	flood(cfg.Err, cfg.StderrFloodBytes, "start")
	if cfg.SlowStart > 0 {
		t := time.NewTimer(cfg.SlowStart)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		}
	}
	srv, err := newServer(ctx, cfg, out)
	if err != nil {
		return err
	}
	fmt.Fprintf(cfg.Err, "%s %s: serving %d tools on stdio\n", Name, Version, len(toolDefs))
	err = srv.Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(cfg.In), Writer: nopCloser{out}})
	if err != nil && (ctx.Err() != nil || errors.Is(err, io.EOF) || strings.Contains(err.Error(), "EOF")) {
		return nil
	}
	return err
}

// NewServer returns the well-behaved example server as a go-sdk server,
// for in-process use (mcp.NewInMemoryTransports).
func NewServer() (*mcp.Server, error) {
	return newServer(context.Background(), Config{Err: io.Discard, Exit: os.Exit}, &lineWriter{w: io.Discard})
}

// ToolNames lists the example server's tools sorted by name, the order
// tools/list returns them in.
func ToolNames() []string {
	names := make([]string, len(toolDefs))
	for i, d := range toolDefs {
		names[i] = d.name
	}
	slices.Sort(names)
	return names
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }

// lineWriter serializes writes to stdout (go-sdk writes one message per
// Write) and can cut the next message in half for CorruptAfter.
type lineWriter struct {
	mu          sync.Mutex
	w           io.Writer
	corruptNext bool
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.corruptNext && len(p) > 2 {
		l.corruptNext = false
		half := append(append([]byte(nil), p[:len(p)/2]...), '\n')
		if _, err := l.w.Write(half); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	return l.w.Write(p)
}

func flood(w io.Writer, n int, when string) {
	if n <= 0 {
		return
	}
	line := fmt.Sprintf("%s: noisy log line (%s) %s\n", Name, when, strings.Repeat("~", 60))
	for written := 0; written < n; written += len(line) {
		if _, err := io.WriteString(w, line); err != nil {
			return
		}
	}
}

type compiledTool struct {
	def    toolDef
	input  *schema.Schema
	handle func(args map[string]any) (*mcp.CallToolResult, error)
}

func newServer(life context.Context, cfg Config, out *lineWriter) (*mcp.Server, error) {
	// The SDK panics on a version it does not implement: say which it has.
	for _, v := range cfg.ProtocolVersions {
		if !slices.Contains(mcp.SupportedProtocolVersions(), v) {
			return nil, fmt.Errorf("unsupported protocol version %q (supported: %s)", v, strings.Join(mcp.SupportedProtocolVersions(), ", "))
		}
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: Name, Title: "Acme office assistant (mcpgen example server)", Version: Version}, &mcp.ServerOptions{
		Instructions:              "Tools of a small office: weather forecasts for office cities, meeting rooms, the shared calendar, notes and e-mail. Dates are YYYY-MM-DD; times are RFC 3339.",
		PageSize:                  cfg.PageSize,
		SupportedProtocolVersions: cfg.ProtocolVersions,
		Logger:                    slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	handlers := map[string]func(map[string]any) (*mcp.CallToolResult, error){
		"get_forecast":   getForecast,
		"list_rooms":     listRooms,
		"search_events":  searchEvents,
		"get_room":       getRoom,
		"get_event":      getEvent,
		"find_free_slot": findFreeSlot,
		"book_meeting":   bookMeeting,
		"cancel_meeting": cancelMeeting,
		"save_note":      saveNote,
		"send_email":     sendEmail,
	}
	var calls atomic.Int64
	for _, d := range toolDefs {
		in, err := schema.Compile([]byte(d.input), schema.CompileOptions{AssertFormat: true})
		if err != nil {
			return nil, fmt.Errorf("example server: tool %s: %w", d.name, err)
		}
		t := &mcp.Tool{Name: d.name, Title: d.title, Description: d.description, InputSchema: json.RawMessage(d.input)}
		if d.output != "" {
			t.OutputSchema = json.RawMessage(d.output)
		}
		if !d.noAnnotations {
			t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: d.readOnly, DestructiveHint: d.destructive, IdempotentHint: d.idempotent, OpenWorldHint: d.openWorld}
		}
		ct := &compiledTool{def: d, input: in, handle: handlers[d.name]}
		srv.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := calls.Add(1)
			flood(cfg.Err, cfg.StderrFloodBytes, "call "+ct.def.name)
			if cfg.CrashAfter > 0 && n > int64(cfg.CrashAfter) {
				fmt.Fprintf(cfg.Err, "%s: crashing on purpose at call %d (--crash-after %d)\n", Name, n, cfg.CrashAfter)
				cfg.Exit(3)
			}
			if cfg.HangTool == ct.def.name || cfg.HangCall > 0 && n == int64(cfg.HangCall) {
				if cfg.HangTool == ct.def.name {
					fmt.Fprintf(cfg.Err, "%s: hanging on purpose in %s (--hang-tool)\n", Name, ct.def.name)
				} else {
					fmt.Fprintf(cfg.Err, "%s: hanging on purpose in %s, call %d (--hang-call)\n", Name, ct.def.name, n)
				}
				<-life.Done()
				return nil, life.Err()
			}
			if cfg.CorruptAfter > 0 && n == int64(cfg.CorruptAfter)+1 {
				out.mu.Lock()
				out.corruptNext = true
				out.mu.Unlock()
			}
			res := ct.call(req.Params.Arguments)
			if cfg.HugeResultTool == ct.def.name && !res.IsError {
				size := cfg.HugeResultBytes
				if size <= 0 {
					size = 20_000_000
				}
				res = &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: hugeText(size)}}}
			}
			if cfg.TextDiffersTool == ct.def.name && !res.IsError {
				res = &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Request handled."}}, StructuredContent: res.StructuredContent}
			}
			if cfg.InvalidJSONAfter > 0 && n == int64(cfg.InvalidJSONAfter) {
				fmt.Fprintln(out, `{"jsonrpc": "2.0", "method": "notifications/message", "params": {oops this is not JSON`)
			}
			return res, nil
		})
	}
	var (
		firstMu     sync.Mutex
		firstCursor string
	)
	srv.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "initialize" && cfg.ExitDuringInit {
				fmt.Fprintf(cfg.Err, "%s: exiting during initialize on purpose (--exit-during-init)\n", Name)
				cfg.Exit(1)
			}
			if lr, ok := req.(*mcp.ListToolsRequest); ok && cfg.IgnoreCursor && lr.Params != nil {
				lr.Params.Cursor = ""
			}
			res, err := next(ctx, method, req)
			if lr, ok := res.(*mcp.ListToolsResult); ok && err == nil && cfg.DuplicateTool != "" && lr.NextCursor == "" {
				lr.Tools = append(lr.Tools, &mcp.Tool{Name: cfg.DuplicateTool, Description: "A second, different definition of " + cfg.DuplicateTool + ".",
					InputSchema: map[string]any{"type": "object"}})
			}
			if method == "tools/list" && cfg.RepeatCursor && err == nil {
				// Answer the first page's cursor again on every later page.
				if lr, ok := res.(*mcp.ListToolsResult); ok && lr.NextCursor != "" {
					firstMu.Lock()
					if firstCursor == "" {
						firstCursor = lr.NextCursor
					}
					lr.NextCursor = firstCursor
					firstMu.Unlock()
				}
			}
			return res, err
		}
	})
	return srv, nil
}

func hugeText(n int) string {
	const line = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde\n"
	var b strings.Builder
	b.Grow(n)
	for b.Len()+len(line) <= n {
		b.WriteString(line)
	}
	b.WriteString(strings.Repeat("x", n-b.Len()))
	return b.String()
}

// call validates the arguments against the tool's inputSchema and runs the
// tool. Invalid arguments are a tool execution error (isError), as MCP
// 2025-11-25 "Tools / Error Handling" recommends for input validation.
func (ct *compiledTool) call(raw json.RawMessage) *mcp.CallToolResult {
	if len(raw) == 0 {
		raw = json.RawMessage("{}")
	}
	v, err := schema.DecodeJSON(raw)
	if err != nil {
		return toolError("arguments are not JSON: %v", err)
	}
	if vs := ct.input.Validate(v); len(vs) > 0 {
		msgs := make([]string, len(vs))
		for i, x := range vs {
			msgs[i] = x.String()
		}
		return toolError("invalid arguments for %s: %s", ct.def.name, strings.Join(msgs, "; "))
	}
	var args map[string]any
	if err := json.Unmarshal(raw, &args); err != nil {
		return toolError("arguments must be an object: %v", err)
	}
	res, err := ct.handle(args)
	if err != nil {
		return toolError("%v", err)
	}
	return res
}

func toolError(format string, a ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, a...)}}}
}
