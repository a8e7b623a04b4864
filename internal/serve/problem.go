package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/mcpgen/mcpgen/internal/redact"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/registry"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// ProblemContentType is the media type of error responses (RFC 9457,
// section 3).
const ProblemContentType = "application/problem+json"

// Problem type URIs (RFC 9457, section 3.1.1 "type"). They are URNs: they
// identify the kind of problem and are not meant to be dereferenced.
const (
	TypeInvalidRequest   = "urn:mcpgen:problem:invalid-request"       // 400: body or path not acceptable
	TypeInvalidArguments = "urn:mcpgen:problem:invalid-arguments"     // 400: toolArgs fail the inputSchema
	TypeUnauthorized     = "urn:mcpgen:problem:unauthorized"          // 401
	TypeForbidden        = "urn:mcpgen:problem:forbidden"             // 403: cross-origin request, non-loopback Host without a token
	TypeNotFound         = "urn:mcpgen:problem:not-found"             // 404: unknown server, tool or route
	TypeMethod           = "urn:mcpgen:problem:method-not-allowed"    // 405
	TypeConfirm          = "urn:mcpgen:problem:confirmation-required" // 409: destructive tool
	TypeConflict         = "urn:mcpgen:problem:conflict"              // 409: server already exists
	TypeTooLarge         = "urn:mcpgen:problem:body-too-large"        // 413
	TypeNoRecords        = "urn:mcpgen:problem:no-records"            // 422: generate made no record (every tool skipped or failing)
	TypeServerFailed     = "urn:mcpgen:problem:server-unavailable"    // 502: start failed, crashed
	TypeServerError      = "urn:mcpgen:problem:server-error"          // 502: JSON-RPC error answer
	TypeTimeout          = "urn:mcpgen:problem:timeout"               // 504
	TypeShuttingDown     = "urn:mcpgen:problem:shutting-down"         // 503
	TypeInternal         = "urn:mcpgen:problem:internal"              // 500: registry unreadable ...
)

// A Problem is an RFC 9457 problem details object. Type, Title, Status,
// Detail and Instance are the standard members (section 3.1); the others
// are extension members (section 3.2).
type Problem struct {
	Type     string `json:"type"`
	Title    string `json:"title"`
	Status   int    `json:"status"`
	Detail   string `json:"detail,omitempty"`
	Instance string `json:"instance,omitempty"`

	// Server and Tool name what the problem is about.
	Server string `json:"server,omitempty"`
	Tool   string `json:"tool,omitempty"`
	// Errors lists each invalid value (400 invalid-arguments).
	Errors []InvalidValue `json:"errors,omitempty"`
	// Stderr is the tail of a stdio server's stderr (502, 504).
	Stderr string `json:"stderr,omitempty"`
	// Skipped lists the servers and tools generate left out or could
	// not make a record of, each with the reason (422 no-records).
	Skipped []dataset.Skipped `json:"skipped,omitempty"`

	// retryAfter, when > 0, is sent as the Retry-After header.
	retryAfter time.Duration
}

// An InvalidValue is one reason toolArgs (or the request body) was
// rejected.
type InvalidValue struct {
	// Pointer is the JSON pointer (RFC 6901) of the value inside toolArgs
	// ("" for toolArgs itself; "/path" for its path member, also when the
	// member is missing); for a problem with the request body itself
	// (invalid-request: a member given twice), inside the body.
	Pointer string `json:"pointer"`
	// Detail says what is wrong.
	Detail string `json:"detail"`
	// SchemaPointer is the failing keyword's JSON pointer in the inputSchema.
	SchemaPointer string `json:"schemaPointer,omitempty"`
}

// Error returns "STATUS TITLE: DETAIL", so a Problem can travel as an error
// from the code that detects it to the handler that writes it.
func (p *Problem) Error() string { return fmt.Sprintf("%d %s: %s", p.Status, p.Title, p.Detail) }

// problem builds a Problem with the standard title of status.
func problem(status int, typ, format string, args ...any) *Problem {
	return &Problem{Type: typ, Title: http.StatusText(status), Status: status, Detail: fmt.Sprintf(format, args...)}
}

// writeProblem sends p as application/problem+json, with Instance set to
// the request path.
func writeProblem(w http.ResponseWriter, r *http.Request, p *Problem) {
	if p.Instance == "" {
		p.Instance = r.URL.Path
	}
	if p.Status == http.StatusUnauthorized {
		w.Header().Set("WWW-Authenticate", `Bearer realm="mcpgen"`)
	}
	if p.retryAfter > 0 {
		w.Header().Set("Retry-After", retryAfterSeconds(p.retryAfter))
	}
	w.Header().Set("Content-Type", ProblemContentType)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(p.Status)
	_ = json.NewEncoder(w).Encode(p)
}

// problemFor maps an error from the registry, the pool or a session to a
// Problem: 404 unknown server, 400 invalid name, 502 server failed to start
// or crashed (or answered with a JSON-RPC error), 504 timeout, 503 shutting
// down, 500 otherwise.
func problemFor(err error, server string) *Problem {
	var p *Problem
	if errors.As(err, &p) {
		return p
	}
	var out *Problem
	var werr *jsonrpc.Error
	var merr *mcp.Error
	switch {
	case errors.Is(err, registry.ErrNotFound):
		out = problem(http.StatusNotFound, TypeNotFound, "unknown server %q", server)
	case errors.Is(err, registry.ErrUntrusted):
		out = problem(http.StatusForbidden, TypeForbidden, "%v", err)
		var ue *registry.UntrustedError
		if errors.As(err, &ue) {
			out.Detail += ": run mcpgen server trust " + ue.Source
		}
	case errors.Is(err, registry.ErrInvalidName):
		out = problem(http.StatusBadRequest, TypeInvalidRequest, "%v", err)
	case errors.Is(err, pool.ErrClosed):
		out = problem(http.StatusServiceUnavailable, TypeShuttingDown, "the server is shutting down")
	case errors.Is(err, pool.ErrServerFailed):
		// Not sent at all, whatever used up the failure budget (it may
		// have been timeouts): not a timeout of this request.
		out = problem(http.StatusBadGateway, TypeServerFailed, "%v", err)
	case errors.Is(err, mcp.ErrTimeout), errors.Is(err, context.DeadlineExceeded):
		out = problem(http.StatusGatewayTimeout, TypeTimeout, "%v", err)
	case errors.Is(err, mcp.ErrUnavailable), errors.Is(err, registry.ErrBadEntry):
		out = problem(http.StatusBadGateway, TypeServerFailed, "%v", err)
	case errors.As(err, &werr) && werr.Code == jsonrpc.CodeInvalidParams:
		out = problem(http.StatusBadRequest, TypeInvalidArguments, "the server rejected the arguments: %s", werr.Message)
	case errors.As(err, &werr):
		out = problem(http.StatusBadGateway, TypeServerError, "the server answered with JSON-RPC error %d: %s", werr.Code, werr.Message)
	case errors.Is(err, context.Canceled):
		out = problem(http.StatusServiceUnavailable, TypeShuttingDown, "request cancelled: %v", err)
	default:
		out = problem(http.StatusInternalServerError, TypeInternal, "%v", err)
	}
	if errors.As(err, &merr) {
		// The message without the stderr tail, which goes to its own member.
		out.Detail = fmt.Sprintf("server %q: %s: %v", merr.Server, merr.Op, merr.Err)
		out.Stderr = merr.Stderr
	}
	var fe *pool.FailedError
	if errors.As(err, &fe) {
		again := fmt.Sprintf("POST /api/mcp/servers/%s/test to try again", fe.Server)
		if wait := time.Until(fe.RetryAt); !fe.RetryAt.IsZero() {
			wait = max(wait, time.Second)
			again = fmt.Sprintf("started again in %s, or %s now", wait.Round(time.Second), again)
			out.retryAfter = wait
		}
		out.Detail = fmt.Sprintf("server %q marked failed after %d consecutive failures (%s); last: %s", fe.Server, fe.Failures, again, out.Detail)
	}
	// Server-sent text (an error message, a stderr tail) may carry
	// secrets: a server that prints its environment or its arguments.
	out.Detail, out.Stderr = redact.Text(out.Detail), redact.Text(out.Stderr)
	out.Server = server
	return out
}
