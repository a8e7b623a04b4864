package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/registry"
	"github.com/urfave/cli/v2"
)

// withServerContext runs fn inside a cli.Context of an app with mcpgen's
// global flags, parsed from args.
func withServerContext(t *testing.T, args []string, fn func(c *cli.Context) error) {
	t.Helper()
	app := &cli.App{
		Flags:    globalFlags(),
		Commands: []*cli.Command{{Name: "probe", Action: fn}},
	}
	if err := app.Run(append(append([]string{"mcpgen"}, args...), "probe")); err != nil {
		t.Fatal(err)
	}
}

func TestResolveServerAndEnabledServers(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "reg.json")
	err := os.WriteFile(cfg, []byte(`{"servers": {
		"a": {"command": "${TEST_BIN_DIR}/srv", "args": ["${TEST_MODE:-fast}"], "env": {"K": "${TEST_BIN_DIR}"},
		      "cwd": "${TEST_BIN_DIR}", "timeout": "5s", "protocolVersion": "2024-11-05"},
		"b": {"command": "b", "enabled": false},
		"c": {"command": "c", "args": ["${TEST_SURELY_UNSET_VAR}"]},
		"d": {"url": "https://${TEST_HOST}/mcp", "transport": "sse", "headers": {"A": "Bearer ${TEST_HOST}"}}}}`), 0o600)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("TEST_BIN_DIR", "/opt/x")
	t.Setenv("TEST_HOST", "h.example")

	withServerContext(t, []string{"--config", cfg}, func(c *cli.Context) error {
		got, err := resolveServer(c, "a")
		if err != nil {
			t.Fatal(err)
		}
		want := mcp.ServerSpec{Name: "a", Transport: "stdio", Command: "/opt/x/srv", Args: []string{"fast"}, Env: map[string]string{"K": "/opt/x"},
			Dir: "/opt/x", ProtocolVersion: "2024-11-05", ConnectTimeout: 5 * time.Second, CallTimeout: 60 * time.Second}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("resolveServer(a) (-want +got):\n%s", d)
		}
		var ue *UsageError
		if _, err := resolveServer(c, "bad name"); !errors.As(err, &ue) {
			t.Errorf("resolveServer(bad name) = %v, want a usage error", err)
		}
		if _, err := resolveServer(c, "zzz"); !errors.Is(err, registry.ErrNotFound) || !strings.Contains(err.Error(), "known: a, b, c, d") || !strings.Contains(err.Error(), cfg) {
			t.Errorf("resolveServer(zzz) = %v", err)
		}
		if _, err := resolveServer(c, "c"); err == nil || !strings.Contains(err.Error(), "TEST_SURELY_UNSET_VAR") || errors.As(err, &ue) {
			t.Errorf("resolveServer(c) = %v, want a non-usage error naming the variable", err)
		}

		specs, bad, err := enabledServers(c)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, s := range specs {
			names = append(names, s.Name)
		}
		if d := cmp.Diff([]string{"a", "d"}, names); d != "" {
			t.Errorf("enabledServers names (-want +got):\n%s", d)
		}
		if specs[1].URL != "https://h.example/mcp" || specs[1].Headers["A"] != "Bearer h.example" || specs[1].Transport != "sse" {
			t.Errorf("enabledServers d = %+v", specs[1])
		}
		if len(bad) != 1 || bad["c"] == nil || !strings.Contains(bad["c"].Error(), "TEST_SURELY_UNSET_VAR") {
			t.Errorf("enabledServers bad = %v", bad)
		}
		return nil
	})

	// Global flags override the entry.
	withServerContext(t, []string{"--config", cfg, "--protocol-version", "2025-06-18", "--connect-timeout", "7s", "--call-timeout", "3s"}, func(c *cli.Context) error {
		got, err := resolveServer(c, "a")
		if err != nil {
			t.Fatal(err)
		}
		if got.ProtocolVersion != "2025-06-18" || got.ConnectTimeout != 7*time.Second || got.CallTimeout != 3*time.Second {
			t.Errorf("overrides not applied: %+v", got)
		}
		return nil
	})
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
		// Secrets given as arguments (server list's COMMAND column).
		{registry.Entry{Command: "npx", Args: []string{"srv", "--api-key", "sk-live-0123456789abcdefghij", "--token=t0k", "-p", "pw", "https://tok@h/r", "a b"}},
			`npx srv --api-key *** --token=*** -p *** https://***@h/r 'a b'`},
	} {
		if got := entryCommandLine(tc.e); got != tc.want {
			t.Errorf("entryCommandLine(%+v)\n got %s\nwant %s", tc.e, got, tc.want)
		}
	}
}
