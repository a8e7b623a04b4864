package mcp

import (
	"errors"
	"fmt"
	"strings"
)

// ErrUnavailable marks every error that means a server could not be used:
// its command failed to start, it exited or crashed during the handshake, it
// was unreachable over HTTP, or it timed out. Callers test for it with
// errors.Is; the CLI maps it to exit code 4.
var ErrUnavailable = errors.New("server unavailable")

// ErrTimeout marks an error caused by a connect or call timeout. Errors that
// wrap ErrTimeout also wrap ErrUnavailable.
var ErrTimeout = errors.New("timed out")

// An Error is a failure talking to one server. Err wraps ErrUnavailable (and
// ErrTimeout) when the server could not be used; a JSON-RPC error answer
// from the server (unknown tool, invalid params) is wrapped as it is, without
// ErrUnavailable, and can be read with errors.As into *jsonrpc.Error.
type Error struct {
	// Server is the registry name of the server.
	Server string
	// Op is what failed: "start", "connect", "initialize", "tools/list" or
	// "tools/call NAME".
	Op string
	// Err is the cause.
	Err error
	// Stderr is the tail of a stdio server's stderr when the error happened
	// (at most stderrInMessage bytes, whole lines), "" when empty or remote.
	Stderr string
}

// stderrInMessage bounds the stderr tail quoted in Error messages.
const stderrInMessage = 2048

// Error renders "server NAME: OP: cause", then the stderr tail indented.
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "server %q: %s: %v", e.Server, e.Op, e.Err)
	if e.Stderr != "" {
		b.WriteString("\n  server stderr (tail):")
		for _, line := range strings.Split(strings.TrimRight(e.Stderr, "\n"), "\n") {
			b.WriteString("\n    ")
			b.WriteString(line)
		}
	}
	return b.String()
}

// Unwrap returns the cause, so errors.Is(err, ErrUnavailable) works.
func (e *Error) Unwrap() error { return e.Err }

// tailLines returns at most n bytes of s, starting at a line boundary.
func tailLines(s string, n int) string {
	s = strings.TrimRight(s, "\n")
	if len(s) <= n {
		return s
	}
	s = s[len(s)-n:]
	if i := strings.IndexByte(s, '\n'); i >= 0 && i < len(s)-1 {
		s = s[i+1:]
	}
	return "…" + s
}
