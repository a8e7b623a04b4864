package mcp

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// headerLog records the headers of the requests an HTTP server received.
type headerLog struct {
	mu   sync.Mutex
	reqs []http.Header
}

func (l *headerLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l.mu.Lock()
		l.reqs = append(l.reqs, r.Header.Clone())
		l.mu.Unlock()
		h.ServeHTTP(w, r)
	})
}

func (l *headerLog) all(key string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, h := range l.reqs {
		out = append(out, h.Get(key))
	}
	return out
}

func TestHTTPTransports(t *testing.T) {
	srv, err := exampleserver.NewServer()
	if err != nil {
		t.Fatal(err)
	}
	get := func(*http.Request) *gomcp.Server { return srv }
	for _, tc := range []struct {
		transport string
		handler   http.Handler
	}{
		{TransportHTTP, gomcp.NewStreamableHTTPHandler(get, nil)},
		{TransportSSE, gomcp.NewSSEHandler(get, nil)},
	} {
		t.Run(tc.transport, func(t *testing.T) {
			var log headerLog
			ts := httptest.NewServer(log.wrap(tc.handler))
			defer ts.Close()
			spec := ServerSpec{Name: "remote", Transport: tc.transport, URL: ts.URL, Headers: map[string]string{"Authorization": "Bearer t0ken", "X-Team": "qa"}}
			s := connect(t, spec, nil)
			tools, err := s.ListTools(context.Background())
			if err != nil || len(tools) != len(exampleserver.ToolNames()) {
				t.Fatalf("list: %d tools, %v", len(tools), err)
			}
			res, err := s.CallTool(context.Background(), "get_forecast", map[string]any{"city": "Osaka", "date": "2026-08-01"})
			if err != nil || res.IsError || len(res.StructuredContent) == 0 {
				t.Fatalf("call: %v %s", err, res.Raw)
			}
			if err := s.Close(); err != nil {
				t.Error(err)
			}
			for i, v := range log.all("Authorization") {
				if v != "Bearer t0ken" {
					t.Errorf("request %d: Authorization %q", i, v)
				}
			}
			if tc.transport == TransportHTTP {
				pv := log.all("MCP-Protocol-Version")
				if len(pv) < 3 || pv[len(pv)-1] != DefaultProtocolVersion {
					t.Errorf("MCP-Protocol-Version headers: %q", pv)
				}
			}
		})
	}
}

// A legacy HTTP+SSE server refuses the Streamable HTTP initialize POST with
// 405; an entry saying "http" (or nothing) falls back to SSE with a warning.
func TestHTTPFallsBackToSSE(t *testing.T) {
	srv, err := exampleserver.NewServer()
	if err != nil {
		t.Fatal(err)
	}
	sse := gomcp.NewSSEHandler(func(*http.Request) *gomcp.Server { return srv }, nil)
	for _, refuse := range []int{http.StatusMethodNotAllowed, http.StatusNotFound} {
		ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodPost && r.URL.Query().Get("sessionid") == "" {
				http.Error(w, http.StatusText(refuse), refuse)
				return
			}
			sse.ServeHTTP(w, r)
		}))
		var warnings []string
		spec := ServerSpec{Name: "legacy", Transport: TransportHTTP, URL: ts.URL + "/sse"}
		s := connect(t, spec, &Options{Warn: func(_, msg string) { warnings = append(warnings, msg) }})
		tools, err := s.ListTools(context.Background())
		if err != nil || len(tools) != len(exampleserver.ToolNames()) {
			t.Errorf("%d: list after fallback: %d tools, %v", refuse, len(tools), err)
		}
		if len(warnings) != 1 || !strings.Contains(warnings[0], "legacy HTTP+SSE") || !strings.Contains(warnings[0], fmt.Sprint(refuse)) {
			t.Errorf("%d: warnings %q", refuse, warnings)
		}
		_ = s.Close()
		ts.Close()
	}

	// 401 is about credentials: no fallback, the error says so.
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
	}))
	defer ts.Close()
	_, err = Connect(context.Background(), ServerSpec{Name: "auth", Transport: TransportHTTP, URL: ts.URL}, &Options{ConnectTimeout: 5 * time.Second})
	if err == nil || strings.Contains(err.Error(), "SSE") {
		t.Errorf("401: %v", err)
	}
}

func TestHTTPUnreachable(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	url := ts.URL
	ts.Close() // nothing listens there any more
	// Refused at once: not a timeout.
	_, err := Connect(context.Background(), ServerSpec{Name: "gone", URL: url}, &Options{ConnectTimeout: time.Minute})
	if !errors.Is(err, ErrUnavailable) || errors.Is(err, ErrTimeout) || !strings.Contains(err.Error(), `server "gone"`) {
		t.Errorf("err = %v", err)
	}
}

func TestHTTPErrorsRedactURLSecrets(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	host := ts.Listener.Addr().String()
	ts.Close() // refused: Go's error quotes the URL
	for _, tr := range []string{TransportHTTP, TransportSSE} {
		_, err := Connect(context.Background(), ServerSpec{Name: "r", Transport: tr, URL: "http://user:PASSWORDX@" + host + "/mcp?token=SECRETQ&x=1"}, &Options{ConnectTimeout: time.Minute})
		if err == nil {
			t.Fatalf("%s: no error", tr)
		}
		// The message, and the cause on its own (server list --check and
		// serve's problem details print Op and Err).
		var me *Error
		if !errors.As(err, &me) {
			t.Fatalf("%s: not an *Error: %v", tr, err)
		}
		for _, msg := range []string{err.Error(), me.Err.Error()} {
			if strings.Contains(msg, "SECRETQ") || strings.Contains(msg, "PASSWORDX") || !strings.Contains(msg, host+"/mcp?token=***&x=***") {
				t.Errorf("%s: %s", tr, msg)
			}
		}
		if !errors.Is(err, ErrUnavailable) {
			t.Errorf("%s: redaction lost the chain: %v", tr, err)
		}
	}
}

func TestHTTPBlackHoleTimesOut(t *testing.T) {
	release := make(chan struct{})
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select { // accept, then never answer
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer ts.Close()
	defer close(release)
	for _, tr := range []string{TransportHTTP, TransportSSE} {
		_, err := Connect(context.Background(), ServerSpec{Name: "hole", Transport: tr, URL: ts.URL}, &Options{ConnectTimeout: 300 * time.Millisecond})
		if !errors.Is(err, ErrTimeout) || !errors.Is(err, ErrUnavailable) {
			t.Errorf("%s: err = %v", tr, err)
		}
	}
}

// TestHTTPHeadersNotSentAcrossRedirect points an http entry at a loopback
// server that redirects every request (307, method and body kept) to
// another loopback server, the MCP server proper: the entry's headers
// (credentials) reach the first and not the second; a redirect within the
// first host keeps them.
func TestHTTPHeadersNotSentAcrossRedirect(t *testing.T) {
	srv, err := exampleserver.NewServer()
	if err != nil {
		t.Fatal(err)
	}
	mcpHandler := gomcp.NewStreamableHTTPHandler(func(*http.Request) *gomcp.Server { return srv }, nil)
	var other headerLog
	target := httptest.NewServer(other.wrap(mcpHandler))
	defer target.Close()
	var own headerLog
	front := httptest.NewServer(own.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/old": // same host: headers kept
			http.Redirect(w, r, "/moved", http.StatusTemporaryRedirect)
		case "/moved":
			http.Redirect(w, r, target.URL+"/mcp", http.StatusTemporaryRedirect)
		default:
			http.NotFound(w, r)
		}
	})))
	defer front.Close()
	headers := map[string]string{"Authorization": "Bearer t0ken-secret", "X-Api-Key": "key-secret", "X-Team": "qa"}
	s := connect(t, ServerSpec{Name: "redirected", Transport: TransportHTTP, URL: front.URL + "/old", Headers: headers}, nil)
	if tools, err := s.ListTools(context.Background()); err != nil || len(tools) == 0 {
		t.Fatalf("list through the redirect: %d tools, %v", len(tools), err)
	}
	if got := own.all("Authorization"); len(got) == 0 {
		t.Fatal("the first host got no request")
	}
	for _, k := range []string{"Authorization", "X-Api-Key", "X-Team"} {
		for i, v := range own.all(k) {
			if v != headers[k] {
				t.Errorf("first host, request %d: %s = %q, want %q", i, k, v, headers[k])
			}
		}
		for i, v := range other.all(k) {
			if v != "" {
				t.Errorf("other host, request %d: %s = %q sent across the redirect", i, k, v)
			}
		}
	}
	if len(other.all("Authorization")) == 0 {
		t.Error("the redirect target got no request")
	}
}

// TestHTTPErrorsNameURL: an HTTP server that answers with an error status
// or a page that is no MCP gives an error naming its URL, secrets hidden
// (before, "initialize: ... Internal Server Error" did not say where); the
// URL is said once when the cause quotes it already (connection refused).
func TestHTTPErrorsNameURL(t *testing.T) {
	for _, code := range []int{http.StatusInternalServerError, http.StatusUnauthorized, http.StatusOK} {
		ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(code)
			fmt.Fprint(w, "<html>oops</html>")
		}))
		host := ts.Listener.Addr().String()
		_, err := Connect(context.Background(), ServerSpec{Name: "w", Transport: TransportHTTP, URL: "http://user:PASSWORDX@" + host + "/mcp?api_key=SECRETQ"}, &Options{ConnectTimeout: time.Minute})
		ts.Close()
		if err == nil {
			t.Fatalf("HTTP %d: no error", code)
		}
		want := `server "w" (http://user:***@` + host + `/mcp?api_key=***): initialize: `
		if msg := err.Error(); !strings.HasPrefix(msg, want) || strings.Contains(msg, "SECRETQ") || strings.Contains(msg, "PASSWORDX") {
			t.Errorf("HTTP %d: %s\nwant it to start %s", code, msg, want)
		}
	}
	ts := httptest.NewServer(http.NotFoundHandler())
	host := ts.Listener.Addr().String()
	ts.Close()
	_, err := Connect(context.Background(), ServerSpec{Name: "gone", Transport: TransportHTTP, URL: "http://" + host + "/mcp"}, &Options{ConnectTimeout: time.Minute})
	if err == nil || !strings.HasPrefix(err.Error(), `server "gone": initialize: `) || !strings.Contains(err.Error(), host) {
		t.Errorf("refused: the URL should be said once: %v", err)
	}
}
