package mcp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mcpgen/mcpgen/internal/redact"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// ErrUnavailable marks every error that means a server could not be used:
// its command failed to start, it exited or crashed during the handshake, it
// was unreachable over HTTP, or it timed out. Callers test for it with
// errors.Is; the CLI maps it to exit code 4.
var ErrUnavailable = errors.New("server unavailable")

// ErrExited marks an error caused by a stdio server process that ended on
// its own (crashed or exited) during the handshake or a request. Errors that
// wrap ErrExited also wrap ErrUnavailable.
var ErrExited = errors.New("server process exited")

// ErrTimeout marks an error caused by a connect or call timeout. Errors that
// wrap ErrTimeout also wrap ErrUnavailable.
var ErrTimeout = errors.New("timed out")

// ErrStdoutNoise marks a connect timeout of a stdio server that wrote
// lines on its stdout that are not JSON-RPC messages (most often a program
// that is not an MCP stdio server, or one that logs to stdout): its message
// says so, and a longer timeout would not help.
var ErrStdoutNoise = errors.New("stdout lines that are not JSON-RPC messages")

// noiseError is a connect error that wraps ErrStdoutNoise without adding
// its words (the message already quotes the lines).
type noiseError struct{ err error }

func (n noiseError) Error() string        { return n.err.Error() }
func (n noiseError) Unwrap() error        { return n.err }
func (n noiseError) Is(target error) bool { return target == ErrStdoutNoise }

// An Error is a failure talking to one server. Err wraps ErrUnavailable (and
// ErrTimeout) when the server could not be used; a JSON-RPC error answer
// from the server (unknown tool, invalid params) is wrapped as it is, without
// ErrUnavailable, and can be read with errors.As into *jsonrpc.Error.
type Error struct {
	// Server is the registry name of the server.
	Server string
	// URL is a remote (http, sse) server's URL with its secrets hidden
	// (redact.URL), shown in the message so the user sees which address
	// failed; "" for a stdio server.
	URL string
	// Op is what failed: "start", "connect", "initialize", "tools/list" or
	// "tools/call NAME".
	Op string
	// Err is the cause.
	Err error
	// Stderr is the tail of a stdio server's stderr when the error happened
	// (at most stderrInMessage bytes, whole lines), "" when empty or remote;
	// its secrets are redacted (internal/redact.Text: the entry's env
	// values, secret-named values, token formats, URL credentials).
	Stderr string
}

// stderrInMessage bounds the stderr tail quoted in Error messages.
const stderrInMessage = 2048

// Error renders "server NAME: OP: cause", then the stderr tail indented.
// Secrets are shown as "***" (internal/redact.Text): in URLs (a userinfo
// password, query parameter values, as in `mcpgen server list`), after
// secret-looking names and flags (API_KEY=..., --token ...), and tokens of
// well-known formats.
func (e *Error) Error() string {
	var b strings.Builder
	cause := fmt.Sprint(e.Err)
	if e.URL != "" && !strings.Contains(redact.URLsIn(cause), e.URL) {
		fmt.Fprintf(&b, "server %q (%s): %s: %s", e.Server, e.URL, e.Op, cause)
	} else {
		fmt.Fprintf(&b, "server %q: %s: %s", e.Server, e.Op, cause)
	}
	if e.Stderr != "" {
		b.WriteString("\n  server stderr (tail):")
		for _, line := range strings.Split(strings.TrimRight(e.Stderr, "\n"), "\n") {
			b.WriteString("\n    ")
			b.WriteString(line)
		}
	}
	return redact.Text(b.String())
}

// Unwrap returns the cause, so errors.Is(err, ErrUnavailable) works.
func (e *Error) Unwrap() error { return e.Err }

// redactedError is an error whose message has the secrets of every URL in
// it hidden (internal/redact.URLsIn); Unwrap gives the cause unchanged, so
// errors.Is and errors.As still see it.
type redactedError struct{ err error }

func (r redactedError) Error() string { return redact.URLsIn(r.err.Error()) }
func (r redactedError) Unwrap() error { return r.err }

// redactURLs returns err with URL secrets hidden in its message (a
// userinfo password, query values: Go's net/http quotes the request URL in
// its errors); err itself when its message holds no URL.
func redactURLs(err error) error {
	if err == nil || !strings.Contains(err.Error(), "://") {
		return err
	}
	return redactedError{err}
}

// ended returns why ctx ended: ctx.Err(), followed by its cause when that
// says more ("context canceled (interrupt signal received)" for a context
// of signal.NotifyContext). It wraps ctx.Err().
func ended(ctx context.Context) error {
	err := ctx.Err()
	if cause := context.Cause(ctx); cause != nil && cause != err {
		return fmt.Errorf("%w (%v)", err, cause)
	}
	return err
}

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

// Error kinds returned by ErrorKind.
const (
	KindTimeout     = "timeout"     // a connect or call timeout fired (ErrTimeout)
	KindExited      = "exited"      // the server process ended on its own (ErrExited)
	KindProtocol    = "protocol"    // the server answered with a JSON-RPC error
	KindPagination  = "pagination"  // a tools/list paging fault (ErrPagination)
	KindUnavailable = "unavailable" // any other ErrUnavailable (start failure, unreachable, closed)
	KindCanceled    = "canceled"    // the caller's context ended
	KindOther       = "error"
)

// ErrorKind names the kind of a pkg/mcp error for per-tool and per-server
// reports: one of the Kind* constants, "" for nil. The most specific kind
// wins (a crash is KindExited, not KindUnavailable).
func ErrorKind(err error) string {
	var werr *jsonrpc.Error
	switch {
	case err == nil:
		return ""
	case errors.Is(err, context.Canceled):
		return KindCanceled
	case errors.Is(err, ErrTimeout):
		return KindTimeout
	case errors.Is(err, ErrExited):
		return KindExited
	case errors.Is(err, ErrPagination):
		return KindPagination
	case errors.As(err, &werr):
		return KindProtocol
	case errors.Is(err, ErrUnavailable):
		return KindUnavailable
	}
	return KindOther
}
