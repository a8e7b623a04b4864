package serve

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/registry"
)

// originServer starts the API over loopback with an empty registry file of
// its own and returns its URL and the registry path.
func originServer(t *testing.T, cfg Config) (string, string) {
	t.Helper()
	reg := filepath.Join(t.TempDir(), "mcp_servers.json")
	cfg.Locations = registry.Locations{Pinned: reg}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(func() {
		ts.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return ts.URL, reg
}

func send(t *testing.T, method, url, body string, hdr ...string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		if hdr[i] == "Host" {
			req.Host = hdr[i+1]
			continue
		}
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

// A web page the user visits can send a "simple" cross-origin POST (fetch
// with mode "no-cors" and Content-Type text/plain, or a form) without a
// CORS preflight. Without a guard it could add a server with any command to
// the registry and start it (POST .../test), or call a destructive tool
// with "confirm": true. Requests whose Origin is neither the API's own nor
// --cors-origin are refused before any handler runs.
func TestCrossOriginRequestsRefused(t *testing.T) {
	url, reg := originServer(t, Config{NoAuth: true})
	add := `{"name":"evil","command":"/bin/sh","args":["-c","exit 0"]}`
	for _, origin := range []string{"http://evil.example", "null", "http://127.0.0.1.evil.example"} {
		resp := send(t, "POST", url+"/api/mcp/servers", add, "Origin", origin, "Content-Type", "text/plain")
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("POST /api/mcp/servers from Origin %s: %d, want 403", origin, resp.StatusCode)
		}
		if ct := resp.Header.Get("Content-Type"); ct != ProblemContentType {
			t.Errorf("Content-Type %q, want %s", ct, ProblemContentType)
		}
	}
	if raw, err := os.ReadFile(reg); err == nil && strings.Contains(string(raw), "evil") {
		t.Fatalf("a cross-origin request changed the registry:\n%s", raw)
	}
	// Same origin (the Origin names the Host the request was sent to) and
	// clients that send no Origin (curl, scripts) are served.
	if resp := send(t, "GET", url+"/healthz", "", "Origin", url); resp.StatusCode != 200 {
		t.Errorf("same-origin GET /healthz: %d", resp.StatusCode)
	}
	if resp := send(t, "POST", url+"/api/mcp/servers", add, "Content-Type", "application/json"); resp.StatusCode != http.StatusCreated {
		t.Errorf("POST /api/mcp/servers without Origin: %d, want 201", resp.StatusCode)
	}
}

func TestCORSOriginStillAllowed(t *testing.T) {
	url, _ := originServer(t, Config{CORSOrigin: "http://app.example", Token: testToken})
	if resp := send(t, "GET", url+"/healthz", "", "Origin", "http://app.example", "Authorization", "Bearer "+testToken); resp.StatusCode != 200 || resp.Header.Get("Access-Control-Allow-Origin") != "http://app.example" {
		t.Errorf("GET /healthz from the --cors-origin: %d, ACAO %q", resp.StatusCode, resp.Header.Get("Access-Control-Allow-Origin"))
	} else if exp := resp.Header.Get("Access-Control-Expose-Headers"); !strings.Contains(exp, RunHeader) || !strings.Contains(exp, SummaryTrailer) {
		// a page on the allowed origin reads the run id of POST
		// /api/mcp/generate to ask GET /api/mcp/generate/{run}
		t.Errorf("Access-Control-Expose-Headers %q, want %s and %s", exp, RunHeader, SummaryTrailer)
	}
	if resp := send(t, "GET", url+"/healthz", "", "Origin", "http://other.example", "Authorization", "Bearer "+testToken); resp.StatusCode != http.StatusForbidden {
		t.Errorf("GET /healthz from another origin: %d, want 403", resp.StatusCode)
	}
}

// DNS rebinding: a page on evil.example whose name is made to resolve to
// 127.0.0.1 sends same-origin requests with Host: evil.example. Without a
// token the API answers only requests addressed to a loopback name.
func TestNonLoopbackHostRefusedWithoutToken(t *testing.T) {
	url, _ := originServer(t, Config{NoAuth: true})
	for _, host := range []string{"evil.example", "evil.example:8080"} {
		if resp := send(t, "GET", url+"/api/mcp/servers", "", "Host", host); resp.StatusCode != http.StatusForbidden {
			t.Errorf("GET /api/mcp/servers with Host %s: %d, want 403", host, resp.StatusCode)
		}
	}
	for _, host := range []string{"localhost:8080", "127.0.0.1", "[::1]:8080", "LOCALHOST"} {
		if resp := send(t, "GET", url+"/healthz", "", "Host", host); resp.StatusCode != 200 {
			t.Errorf("GET /healthz with Host %s: %d, want 200", host, resp.StatusCode)
		}
	}
	// With a token any Host is fine (a browser does not send the token by
	// itself), e.g. the machine's LAN name.
	url, _ = originServer(t, Config{Token: testToken})
	if resp := send(t, "GET", url+"/healthz", "", "Host", "build-box.lan:8080", "Authorization", "Bearer "+testToken); resp.StatusCode != 200 {
		t.Errorf("GET /healthz with a token and Host build-box.lan: %d, want 200", resp.StatusCode)
	}
}
