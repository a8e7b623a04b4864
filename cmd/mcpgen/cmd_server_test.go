package main

import (
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/registry"
)

func TestServerRedaction(t *testing.T) {
	for in, want := range map[string]string{
		"sk-live-123":             "***",
		"${TOKEN}":                "${TOKEN}",
		"Bearer ${TOKEN}":         "Bearer ${TOKEN}",
		"Bearer sk-123":           "***",
		"${TOKEN:-sk-fallback}":   "***", // a default may be a secret
		"prefix${TOKEN}":          "***",
		"":                        "***",
		"${TOKEN} and ${OTHER}":   "***",
		"Basic ${B64_CREDENTIAL}": "Basic ${B64_CREDENTIAL}",
	} {
		if got := serverRedactValue(in); got != want {
			t.Errorf("serverRedactValue(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"https://api.example.com/mcp":                "https://api.example.com/mcp",
		"https://u:pw@h/mcp?key=abc&x=1":             "https://u:***@h/mcp?key=***&x=***",
		"https://u@h/mcp":                            "https://u@h/mcp",
		"${API_URL}":                                 "${API_URL}",
		"http://localhost:8931/sse?session=${TOKEN}": "http://localhost:8931/sse?session=***",
	} {
		if got := serverRedactURL(in); got != want {
			t.Errorf("serverRedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestEntryCommandLine(t *testing.T) {
	for _, tc := range []struct {
		e    registry.Entry
		want string
	}{
		{registry.Entry{Command: "node", Args: []string{"a.js", "/d"}}, "node a.js /d"},
		{registry.Entry{Command: "my server", Args: []string{"a b", "it's", "", "$HOME;x"}, Env: map[string]string{"B": "secret", "A": "${A}"}, Cwd: "/w d"},
			`A='${A}' B=*** 'my server' 'a b' 'it'\''s' '' '$HOME;x' (in '/w d')`},
		{registry.Entry{URL: "https://h/mcp", Headers: map[string]string{"X-Key": "k", "Authorization": "Bearer ${T}"}, Timeout: time.Second},
			`https://h/mcp -H 'Authorization: Bearer ${T}' -H 'X-Key: ***'`},
	} {
		if got := entryCommandLine(tc.e); got != tc.want {
			t.Errorf("entryCommandLine(%+v)\n got %s\nwant %s", tc.e, got, tc.want)
		}
	}
}
