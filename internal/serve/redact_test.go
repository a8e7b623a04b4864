package serve

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/registry"
)

// A server that prints its environment or its arguments to stderr and then
// fails puts them in the stderr tail that problem answers quote: the
// secrets in it (the entry's env values, values after secret-looking names
// and flags, well-known token formats) are redacted, the rest kept.
func TestStderrTailSecretsRedacted(t *testing.T) {
	f := newFixture(t, Config{})
	const (
		flagKey  = "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e"
		envPass  = "hunter2-db-pass-77"
		plainVal = "Zq8v3LmP0wXy" // an entry env value under a name that does not look secret
		ghToken  = "ghp_0123456789abcdefghijABCDEFGHIJ0123"
	)
	f.add("leaky", registry.Entry{
		Command: "/bin/sh",
		Args:    []string{"-c", `echo "starting with --api-key $0" >&2; env | grep -E '^(DB_PASSWORD|CONFIG_ID)=' >&2; echo "using $1" >&2; exit 3`, flagKey, ghToken},
		Env:     map[string]string{"DB_PASSWORD": envPass, "CONFIG_ID": plainVal},
	})
	for _, c := range []struct{ method, path, body string }{
		{"POST", "/api/mcp/servers/leaky/test", ""},
		{"GET", "/api/mcp/servers/leaky/tools", ""},
		{"POST", "/api/mcp/execute", `{"serverId":"leaky","toolName":"x"}`},
		{"POST", "/api/mcp/validate", `{"servers":["leaky"]}`},
	} {
		var rd io.Reader
		if c.body != "" {
			rd = strings.NewReader(c.body)
		}
		req, _ := http.NewRequest(c.method, f.http.URL+c.path, rd)
		resp, err := f.http.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		body := string(raw)
		for _, secret := range []string{flagKey, envPass, plainVal, ghToken} {
			if strings.Contains(body, secret) {
				t.Errorf("%s %s: the answer holds the secret %q:\n%s", c.method, c.path, secret, body)
			}
		}
		if c.path != "/api/mcp/validate" && !strings.Contains(body, "starting with --api-key ***") {
			t.Errorf("%s %s: %d, the stderr tail is not quoted (redacted):\n%s", c.method, c.path, resp.StatusCode, body)
		}
	}
}
