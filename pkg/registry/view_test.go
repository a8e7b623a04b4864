package registry

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestViewRedacts(t *testing.T) {
	s := Server{Name: "api", Entry: Entry{
		URL:     "https://u:pw@example.com/mcp?token=abc",
		Env:     map[string]string{"KEY": "s3cret", "REF": "${API_KEY}"},
		Headers: map[string]string{"Authorization": "Bearer abc", "X": "Bearer ${TOKEN}"},
		Timeout: 45 * time.Second,
	}}
	v := s.View()
	if v.Env["KEY"] != Redacted || v.Env["REF"] != "${API_KEY}" {
		t.Errorf("env = %v", v.Env)
	}
	if v.Headers["Authorization"] != Redacted || v.Headers["X"] != "Bearer ${TOKEN}" {
		t.Errorf("headers = %v", v.Headers)
	}
	if v.URL != RedactURL(s.Entry.URL) || v.URL == s.Entry.URL {
		t.Errorf("url = %q", v.URL)
	}
	if v.Timeout != "45s" || v.Transport != "http" || !v.Enabled {
		t.Errorf("view = %+v", v)
	}
}

// TestViewRedactsArguments: secrets passed as command arguments (an
// option named like a secret, a token in a URL's user name, a well-known
// token format) are hidden in the view that `server list`, its --json and
// GET /api/mcp/servers show.
func TestViewRedactsArguments(t *testing.T) {
	s := Server{Name: "gh", Entry: Entry{
		Command: "npx",
		Args: []string{"-y", "server", "--api-key", "sk-live-0123456789abcdefghij", "--token=tok123",
			"-p", "hunter2", "https://ghtoken123@github.com/o/r.git", "--ref", "${REF}", "/data"},
	}}
	v := s.View()
	want := []string{"-y", "server", "--api-key", "***", "--token=***", "-p", "***", "https://***@github.com/o/r.git", "--ref", "${REF}", "/data"}
	if d := cmp.Diff(want, v.Args); d != "" {
		t.Errorf("args (-want +got):\n%s", d)
	}
	if s.Entry.Args[3] != "sk-live-0123456789abcdefghij" {
		t.Error("View changed the entry")
	}
	u := Server{Name: "u", Entry: Entry{URL: "https://tok@host/mcp"}}
	if got := u.View().URL; got != "https://***@host/mcp" {
		t.Errorf("url = %q", got)
	}
}
