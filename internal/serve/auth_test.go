package serve

import (
	"errors"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// Without a token any local user (or any program they run) could add a
// server with any command and start it as the user who runs the API. New
// refuses to build an API without a token unless NoAuth is asked for, and
// then only on a loopback address and without a cross-origin allowance.
func TestNewRequiresAToken(t *testing.T) {
	loc := registry.Locations{Pinned: filepath.Join(t.TempDir(), "mcp_servers.json")}
	for _, c := range []struct {
		name string
		cfg  Config
		want error // nil: accepted
	}{
		{"no token", Config{}, ErrTokenRequired},
		{"no token on loopback", Config{Addr: "127.0.0.1:8080"}, ErrTokenRequired},
		{"short token", Config{Token: strings.Repeat("a", MinTokenLength-1)}, ErrWeakToken},
		{"token with a space", Config{Token: strings.Repeat("a", MinTokenLength) + " b"}, ErrWeakToken},
		{"token", Config{Token: testToken, Addr: "0.0.0.0:8080"}, nil},
		{"no-auth on loopback", Config{NoAuth: true, Addr: "127.0.0.1:8080"}, nil},
		{"no-auth on localhost", Config{NoAuth: true, Addr: "localhost:0"}, nil},
		{"no-auth on all interfaces", Config{NoAuth: true, Addr: "0.0.0.0:8080"}, ErrTokenRequired},
		{"no-auth on :8080", Config{NoAuth: true, Addr: ":8080"}, ErrTokenRequired},
		{"no-auth on a LAN address", Config{NoAuth: true, Addr: "192.168.1.10:8080"}, ErrTokenRequired},
		{"cors * without a token", Config{NoAuth: true, Addr: "127.0.0.1:8080", CORSOrigin: "*"}, ErrCORSWithoutToken},
		{"cors origin without a token", Config{NoAuth: true, Addr: "127.0.0.1:8080", CORSOrigin: "http://app.example"}, ErrCORSWithoutToken},
		{"cors * with a token", Config{Token: testToken, CORSOrigin: "*"}, nil},
	} {
		cfg := c.cfg
		cfg.Locations = loc
		srv, err := New(cfg)
		if srv != nil {
			_ = srv.Close()
		}
		if c.want == nil && err != nil || c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("%s: New = %v, want %v", c.name, err, c.want)
		}
	}
	if _, err := New(Config{Locations: loc, Token: testToken, NoAuth: true}); err == nil {
		t.Error("New accepted a token together with NoAuth")
	}
}

// Every API route and /healthz answers 401 without the token; GET / and
// GET /assets/... (the web page, which holds no data and starts nothing)
// do not need it, and nothing else slips through that exemption.
func TestOnlyThePageIsPublic(t *testing.T) {
	const tok = "page-test-token-0123456789abcdefghij"
	f := newFixture(t, Config{Token: tok})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	paths := []string{"/healthz", "/api/nope", "/nope"}
	for _, rt := range f.srv.Routes() {
		paths = append(paths, rt.Method+" "+strings.ReplaceAll(rt.Pattern, "{id}", "ex"))
	}
	for _, mp := range paths {
		method, path, ok := strings.Cut(mp, " ")
		if !ok {
			method, path = "GET", mp
		}
		var p Problem
		wantProblem(t, f.do(method, path, `{}`, &p), &p, 401, TypeUnauthorized)
	}
	for _, mp := range []string{"POST /", "DELETE /", "POST /assets/app.js", "GET /assetsx", "GET /healthz/"} {
		method, path, _ := strings.Cut(mp, " ")
		if resp := f.do(method, path, nil, nil); resp.StatusCode != 401 {
			t.Errorf("%s without the token: %d, want 401", mp, resp.StatusCode)
		}
	}
	// The page and its assets are public (404 until a page is plugged in).
	for _, path := range []string{"/", "/assets/app.js", "/assets/css/x.css"} {
		if resp := f.do("GET", path, nil, nil); resp.StatusCode == 401 {
			t.Errorf("GET %s: 401, want it served without the token", path)
		}
	}
	// Dot segments under /assets/ are redirected to the clean path, which
	// needs the token: no API answer comes back through the exemption.
	for _, path := range []string{"/assets/../api/mcp/servers", "/assets/%2e%2e/api/mcp/servers", "/assets/..%2fapi/mcp/servers"} {
		req, _ := http.NewRequest("GET", f.http.URL+path, nil)
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == 200 {
			t.Errorf("GET %s without the token: 200", path)
		}
	}
	if resp := f.do("GET", "/api/mcp/servers", nil, nil, "Authorization", "Bearer "+tok); resp.StatusCode != 200 {
		t.Errorf("with the token: %d", resp.StatusCode)
	}
}

// A web page can make the browser send a GET to the API with an <img> or
// a no-cors fetch: no Origin header, so browserGuard cannot tell it from
// curl. Routes that start server processes refuse what the browser marks
// as coming from another site (Sec-Fetch-Site), before anything starts.
func TestCrossSiteRequestsStartNoServer(t *testing.T) {
	for _, cfg := range []Config{{}, {NoAuth: true}} {
		f := newFixture(t, cfg)
		f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
		for _, site := range []string{"cross-site", "same-site"} {
			var p Problem
			resp := f.do("GET", "/api/mcp/servers/ex/tools", nil, &p, "Sec-Fetch-Site", site)
			wantProblem(t, resp, &p, 403, TypeForbidden)
			p = Problem{}
			resp = f.do("POST", "/api/mcp/servers/ex/test", nil, &p, "Sec-Fetch-Site", site, "Content-Type", "text/plain")
			wantProblem(t, resp, &p, 403, TypeForbidden)
		}
		if st := statsOf(f.srv, "ex"); st.Starts != 0 {
			t.Errorf("NoAuth %v: a cross-site request started the server: %+v", cfg.NoAuth, st)
		}
		// The API's own page, a URL typed by the user, and clients that
		// do not send the header are served.
		for _, site := range []string{"same-origin", "none", ""} {
			var tools ToolsResponse
			if resp := f.do("GET", "/api/mcp/servers/ex/tools", nil, &tools, "Sec-Fetch-Site", site); resp.StatusCode != 200 || len(tools.Tools) == 0 {
				t.Errorf("Sec-Fetch-Site %q: %d", site, resp.StatusCode)
			}
		}
	}
}
