package mcp

import (
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// headerTransport is an http.RoundTripper that adds a server entry's headers
// (go-sdk's HTTP transports have no headers field) and the negotiated
// MCP-Protocol-Version header (MCP 2025-11-25, "Transports / Streamable HTTP
// / Protocol Version Header"), which go-sdk only adds itself when its
// connection is not wrapped.
//
// The entry's headers usually carry credentials, so they go only to the
// entry's own host: a request that an HTTP redirect (or an SSE endpoint
// event) sends to another host or port, or from https down to http, goes
// without them, as Go's client drops its own Authorization and Cookie
// headers on such redirects.
type headerTransport struct {
	base     http.RoundTripper
	headers  map[string]string
	origin   *url.URL     // the entry's URL; nil: headers go nowhere
	protocol atomic.Value // string, set after initialize
	// firstPost is the HTTP status of the first POST answered (the
	// initialize request on Streamable HTTP), 0 before one.
	firstPost atomic.Int32
}

func (t *headerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r := req.Clone(req.Context())
	if sameHost(t.origin, r.URL) {
		for k, v := range t.headers {
			r.Header.Set(k, v)
		}
	}
	if pv, _ := t.protocol.Load().(string); pv != "" && r.Header.Get("MCP-Protocol-Version") == "" {
		r.Header.Set("MCP-Protocol-Version", pv)
	}
	resp, err := t.base.RoundTrip(r)
	if err == nil && req.Method == http.MethodPost {
		t.firstPost.CompareAndSwap(0, int32(resp.StatusCode))
	}
	return resp, err
}

// refusedStreamable reports the status with which a Streamable HTTP server
// refused the initialize POST, when it is one after which a client falls
// back to the legacy HTTP+SSE transport: the MCP transports specification
// (2025-11-25, "Backwards Compatibility") says to try an SSE GET after a
// 4xx answer to the initialize POST. 401 and 403 are left out: they are
// about credentials, which the SSE endpoint would refuse too, and their
// own error says more.
func (t *headerTransport) refusedStreamable() (int, bool) {
	code := int(t.firstPost.Load())
	return code, code >= 400 && code < 500 && code != http.StatusUnauthorized && code != http.StatusForbidden
}

// sameHost reports whether dest is on origin's host and port (host names
// compared case-insensitively, a missing port read as the scheme's
// default) and is not an https origin downgraded to http.
func sameHost(origin, dest *url.URL) bool {
	if origin == nil || dest == nil {
		return false
	}
	if strings.EqualFold(origin.Scheme, "https") && !strings.EqualFold(dest.Scheme, "https") {
		return false
	}
	return strings.EqualFold(origin.Hostname(), dest.Hostname()) && effectivePort(origin) == effectivePort(dest)
}

func effectivePort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	switch strings.ToLower(u.Scheme) {
	case "https", "wss":
		return "443"
	default:
		return "80"
	}
}

// defaultHTTPTransport bounds dialing and waiting for response headers but
// not whole requests, so long SSE streams survive.
func defaultHTTPTransport() http.RoundTripper {
	return &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 60 * time.Second,
		MaxIdleConnsPerHost:   4,
		IdleConnTimeout:       90 * time.Second,
	}
}

// httpTransport builds the go-sdk transport for an http or sse entry.
func httpTransport(spec ServerSpec, s settings) (gomcp.Transport, *headerTransport) {
	var base http.RoundTripper
	client := &http.Client{}
	if s.httpClient != nil {
		*client = *s.httpClient
		base = s.httpClient.Transport
	}
	if base == nil {
		base = defaultHTTPTransport()
	}
	origin, _ := url.Parse(spec.URL) // a bad URL fails in the transport; nil sends no headers
	ht := &headerTransport{base: base, headers: spec.Headers, origin: origin}
	client.Transport = ht
	if transportOf(spec) == TransportSSE {
		return &gomcp.SSEClientTransport{Endpoint: spec.URL, HTTPClient: client}, ht
	}
	return &gomcp.StreamableClientTransport{
		Endpoint:   spec.URL,
		HTTPClient: client,
		// The standalone GET stream is started by go-sdk only for unwrapped
		// connections; mcpgen needs no server-initiated messages outside a
		// request, so it is off.
		DisableStandaloneSSE: true,
		MaxRetries:           2,
	}, ht
}
