package redact

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestArgs(t *testing.T) {
	for _, tc := range []struct{ in, want []string }{
		{[]string{"-y", "@org/server", "--api-key", "sk-live-abcdefghijklmnopqrstuvwxyz"}, []string{"-y", "@org/server", "--api-key", "***"}},
		{[]string{"--token=tok_12345", "--verbose"}, []string{"--token=***", "--verbose"}},
		{[]string{"--password", "hunter2", "x"}, []string{"--password", "***", "x"}},
		{[]string{"-p", "secret", "-h", "db"}, []string{"-p", "***", "-h", "db"}},
		{[]string{"-psecret"}, []string{"-p***"}},
		{[]string{"--client-secret", "${CLIENT_SECRET}"}, []string{"--client-secret", "${CLIENT_SECRET}"}},
		{[]string{"--auth-token=${T}"}, []string{"--auth-token=${T}"}},
		{[]string{"--token", "--next"}, []string{"--token", "--next"}},
		{[]string{"https://ghp_abcdefghijklmnopqrstu@github.com/o/r.git"}, []string{"https://***@github.com/o/r.git"}},
		{[]string{"--url", "https://u:pw@h/mcp?key=k"}, []string{"--url", "https://u:***@h/mcp?key=***"}},
		{[]string{"-e", "GITHUB_TOKEN=ghx", "-e", "LOG_LEVEL=debug"}, []string{"-e", "GITHUB_TOKEN=***", "-e", "LOG_LEVEL=debug"}},
		{[]string{"run", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"}, []string{"run", "***"}},
		{[]string{"AKIAABCDEFGHIJKLMNOP"}, []string{"***"}},
		// mcp-remote's usual header argument, and secrets inside a script
		{[]string{"mcp-remote", "https://mcp.example.com/sse", "--header", "Authorization: Bearer realSecretToken123"}, []string{"mcp-remote", "https://mcp.example.com/sse", "--header", "Authorization: Bearer ***"}},
		{[]string{"--header", "Authorization:Bearer realSecretToken123"}, []string{"--header", "Authorization:Bearer ***"}},
		{[]string{"sh", "-c", "curl -H 'Authorization: Bearer abcdef123456' https://x && DB password=hunter2 run"}, []string{"sh", "-c", "curl -H 'Authorization: Bearer ***' https://x && DB password=*** run"}},
		{[]string{"--keyboard", "us", "--no-auth", "/srv", "--port", "8080"}, []string{"--keyboard", "us", "--no-auth", "/srv", "--port", "8080"}},
		{[]string{"/data", "--author", "ann"}, []string{"/data", "--author", "ann"}},
		{nil, nil},
	} {
		if d := cmp.Diff(tc.want, Args(tc.in)); d != "" {
			t.Errorf("Args(%q) (-want +got):\n%s", tc.in, d)
		}
	}
}
