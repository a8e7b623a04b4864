package serve_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/mcpgen/mcpgen/internal/serve"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// The API is an http.Handler: here on a loopback test listener, with a
// registry of its own and a bearer token.
func Example() {
	dir, _ := os.MkdirTemp("", "serve-example")
	defer os.RemoveAll(dir)
	srv, err := serve.New(serve.Config{
		Locations: registry.Locations{Pinned: filepath.Join(dir, "mcp_servers.json")},
		Token:     "s3cret-0123456789-0123456789-0123",
		Addr:      "127.0.0.1:8080",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer srv.Close() // stops every server process it started
	ts := httptest.NewServer(srv)
	defer ts.Close()

	for _, token := range []string{"", "s3cret-0123456789-0123456789-0123"} {
		req, _ := http.NewRequest("GET", ts.URL+"/api/mcp/servers", nil)
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			fmt.Println(err)
			return
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		fmt.Println(resp.StatusCode, resp.Header.Get("Content-Type"))
		if resp.StatusCode == 200 {
			fmt.Print(string(body))
		}
	}
	// Output:
	// 401 application/problem+json
	// 200 application/json
	// {"servers":[]}
}
