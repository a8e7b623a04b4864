package mcp

import (
	"github.com/mcpgen/mcpgen/internal/redact"
	"time"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Transports a ServerSpec can name.
const (
	TransportStdio = "stdio"
	TransportHTTP  = "http" // Streamable HTTP (MCP 2025-03-26 and later)
	TransportSSE   = "sse"  // HTTP+SSE (MCP 2024-11-05)
)

// transportSDK is the transport of a spec with SDKTransport set.
const transportSDK = "go-sdk"

// DefaultProtocolVersion is the MCP revision requested when neither the
// server entry nor the caller sets one. Pinning it skips go-sdk's
// server/discover probe, which hangs on servers that ignore unknown methods.
const DefaultProtocolVersion = "2025-11-25"

// Default timeouts.
const (
	DefaultConnectTimeout = 30 * time.Second
	DefaultCallTimeout    = 60 * time.Second
)

// A ServerSpec says how to reach one MCP server. Every ${VAR} in it has
// already been expanded (pkg/registry does that when a server is started).
type ServerSpec struct {
	// Name is the registry name, used in messages.
	Name string
	// Transport is TransportStdio, TransportHTTP or TransportSSE; "" means
	// stdio when Command is set, else http.
	Transport string

	// stdio: Command runs as an argument list, never through a shell.
	Command string
	Args    []string
	// Env is added to the current environment.
	Env map[string]string
	// Dir is the working directory; "" means the current one.
	Dir string

	// http and sse.
	URL     string
	Headers map[string]string

	// ProtocolVersion is the MCP revision to request; "" means
	// DefaultProtocolVersion.
	ProtocolVersion string
	// ConnectTimeout bounds start-up and initialize; 0 means
	// DefaultConnectTimeout.
	ConnectTimeout time.Duration
	// CallTimeout bounds each request (tools/list page, tools/call); 0 means
	// DefaultCallTimeout.
	CallTimeout time.Duration

	// SDKTransport, when set, is the go-sdk transport Connect uses instead
	// of Transport, Command and URL: for example one end of
	// go-sdk's mcp.NewInMemoryTransports, so a program or a test plugs an
	// in-process server in. An in-memory transport serves one session:
	// Connect it once.
	SDKTransport gomcp.Transport
}

// shownURL is the URL an Error of this server shows: a remote server's
// with its secrets hidden, "" for a stdio or in-process one.
func (s ServerSpec) shownURL() string {
	remote := s.Transport == TransportHTTP || s.Transport == TransportSSE || s.Transport == "" && s.Command == ""
	if s.URL == "" || s.SDKTransport != nil || !remote {
		return ""
	}
	return redact.URL(s.URL)
}

// secretValues returns the values of the spec's env and headers, which
// redact.Text hides wherever the server repeats them (its stderr).
func (s ServerSpec) secretValues() []string {
	out := make([]string, 0, len(s.Env)+len(s.Headers))
	for _, v := range s.Env {
		out = append(out, v)
	}
	for _, v := range s.Headers {
		out = append(out, v)
	}
	return out
}
