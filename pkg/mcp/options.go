package mcp

import (
	"io"
	"net/http"
	"time"
)

// Defaults applied by Connect when the corresponding Options field is zero.
const (
	// DefaultStderrTailBytes is how much of a stdio server's stderr is kept
	// (the most recent bytes) for StderrTail and error messages.
	DefaultStderrTailBytes = 64 << 10
	// DefaultMaxMessageBytes caps one newline-delimited JSON-RPC message read
	// from a stdio server (go-sdk's own cap is 16 MiB).
	DefaultMaxMessageBytes = 64 << 20
	// DefaultMaxPages caps the pages ListTools follows.
	DefaultMaxPages = 1000
	// DefaultTerminateGrace is how long Close waits after closing a stdio
	// server's stdin before it sends SIGTERM, and again before SIGKILL
	// (MCP 2025-11-25, "Lifecycle / Shutdown / stdio").
	DefaultTerminateGrace = 2 * time.Second
	// DefaultParallel is the number of servers ProbeAll
	// start at once when the caller gives 0.
	DefaultParallel = 8
)

// Options tune Connect. A nil *Options means all defaults. Non-zero fields
// override the matching ServerSpec fields (the CLI's global flags arrive
// here).
type Options struct {
	// ClientName and ClientVersion are sent as clientInfo in initialize;
	// defaults "mcpgen" and "devel".
	ClientName    string
	ClientVersion string

	// ProtocolVersion, when set, overrides ServerSpec.ProtocolVersion.
	ProtocolVersion string
	// ConnectTimeout and CallTimeout, when > 0, override the spec's.
	ConnectTimeout time.Duration
	CallTimeout    time.Duration

	// Warn receives non-fatal problems (for example a non-JSON line on a
	// stdio server's stdout, which is skipped). server is the registry name.
	// Nil discards them. It may be called from several goroutines.
	Warn func(server, msg string)

	// Stderr, when set, receives a live copy of a stdio server's stderr in
	// addition to the bounded tail buffer.
	Stderr io.Writer
	// StderrTailBytes is the size of the stderr tail buffer
	// (DefaultStderrTailBytes when 0).
	StderrTailBytes int
	// MaxMessageBytes caps one JSON-RPC message from a stdio server
	// (DefaultMaxMessageBytes when 0). A longer line is skipped; when the
	// request id can be read from its start, that request fails at once.
	MaxMessageBytes int
	// MaxPages caps tools/list pages (DefaultMaxPages when 0).
	MaxPages int
	// TerminateGrace is the shutdown grace period of stdio servers
	// (DefaultTerminateGrace when 0). A server still working on a request
	// given up on (its context ended, its call timeout passed, or Close
	// came while it was in flight) gets at most 150 ms per step: it seldom
	// exits at the end of its input, and an interrupted command must stop
	// at once.
	TerminateGrace time.Duration
	// Stop, when closed, says the program is stopping (SIGINT, SIGTERM,
	// a server shutting down): from then on Close gives every stdio server
	// the short grace of an abandoned request, busy or idle, so the whole
	// stop fits in a second. Nil: Close always uses TerminateGrace.
	Stop <-chan struct{}

	// HTTPClient is the base client for http and sse servers. Its Transport
	// is wrapped to add the server's headers. It must not set a whole-request
	// Timeout (that would cut long-lived SSE streams); nil means a client
	// with dial and response-header timeouts only.
	HTTPClient *http.Client
}

// settings are Options merged with a ServerSpec and defaults.
type settings struct {
	clientName, clientVersion string
	protocolVersion           string
	connectTimeout            time.Duration
	callTimeout               time.Duration
	warn                      func(server, msg string)
	stderr                    io.Writer
	stderrTail                int
	maxMessage                int
	maxPages                  int
	grace                     time.Duration
	stop                      <-chan struct{}
	httpClient                *http.Client
}

func resolve(spec ServerSpec, o *Options) settings {
	if o == nil {
		o = &Options{}
	}
	s := settings{
		clientName:      firstNonEmpty(o.ClientName, "mcpgen"),
		clientVersion:   firstNonEmpty(o.ClientVersion, "devel"),
		protocolVersion: firstNonEmpty(o.ProtocolVersion, spec.ProtocolVersion, DefaultProtocolVersion),
		connectTimeout:  firstPositive(o.ConnectTimeout, spec.ConnectTimeout, DefaultConnectTimeout),
		callTimeout:     firstPositive(o.CallTimeout, spec.CallTimeout, DefaultCallTimeout),
		warn:            o.Warn,
		stderr:          o.Stderr,
		stderrTail:      o.StderrTailBytes,
		maxMessage:      o.MaxMessageBytes,
		maxPages:        o.MaxPages,
		grace:           firstPositive(o.TerminateGrace, DefaultTerminateGrace),
		stop:            o.Stop,
		httpClient:      o.HTTPClient,
	}
	if s.warn == nil {
		s.warn = func(string, string) {}
	}
	if s.stderrTail <= 0 {
		s.stderrTail = DefaultStderrTailBytes
	}
	if s.maxMessage <= 0 {
		s.maxMessage = DefaultMaxMessageBytes
	}
	if s.maxPages <= 0 {
		s.maxPages = DefaultMaxPages
	}
	return s
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

func firstPositive(ds ...time.Duration) time.Duration {
	for _, d := range ds {
		if d > 0 {
			return d
		}
	}
	return 0
}

// transportOf returns the effective transport of spec.
func transportOf(spec ServerSpec) string {
	if spec.SDKTransport != nil {
		return transportSDK
	}
	if spec.Transport != "" {
		return spec.Transport
	}
	if spec.Command != "" {
		return TransportStdio
	}
	return TransportHTTP
}
