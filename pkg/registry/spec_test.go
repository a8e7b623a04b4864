package registry

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

func TestServerSpec(t *testing.T) {
	vars := map[string]string{"BIN": "/usr/bin/node", "TOKEN": "t0k", "HOST": "api.example.com"}
	lookup := func(k string) (string, bool) { v, ok := vars[k]; return v, ok }

	stdio := Server{Name: "fs", Source: "/cfg/mcp_servers.json", Entry: Entry{
		Command: "${BIN}", Args: []string{"fs.js", "${DIR:-/data}"}, Env: map[string]string{"KEY": "${TOKEN}"},
		Cwd: "/work", Timeout: 7 * time.Second, ProtocolVersion: "2025-03-26",
	}}
	remote := Server{Name: "api", Source: "/cfg/mcp_servers.json", Entry: Entry{
		URL: "https://${HOST}/mcp", Transport: TransportSSE, Headers: map[string]string{"Authorization": "Bearer ${TOKEN}"},
	}}
	for _, tc := range []struct {
		name string
		srv  Server
		o    SpecOverrides
		want mcp.ServerSpec
	}{
		{"stdio", stdio, SpecOverrides{}, mcp.ServerSpec{
			Name: "fs", Transport: mcp.TransportStdio, Command: "/usr/bin/node", Args: []string{"fs.js", "/data"},
			Env: map[string]string{"KEY": "t0k"}, Dir: "/work", ProtocolVersion: "2025-03-26", ConnectTimeout: 7 * time.Second,
		}},
		{"stdio overridden", stdio, SpecOverrides{ProtocolVersion: "2025-06-18", ConnectTimeout: time.Second, CallTimeout: 3 * time.Second}, mcp.ServerSpec{
			Name: "fs", Transport: mcp.TransportStdio, Command: "/usr/bin/node", Args: []string{"fs.js", "/data"},
			Env: map[string]string{"KEY": "t0k"}, Dir: "/work", ProtocolVersion: "2025-06-18", ConnectTimeout: time.Second, CallTimeout: 3 * time.Second,
		}},
		{"remote", remote, SpecOverrides{CallTimeout: time.Minute}, mcp.ServerSpec{
			Name: "api", Transport: mcp.TransportSSE, URL: "https://api.example.com/mcp",
			Headers: map[string]string{"Authorization": "Bearer t0k"}, CallTimeout: time.Minute,
		}},
		{"remote default transport", Server{Name: "h", Entry: Entry{URL: "http://localhost:1/mcp"}}, SpecOverrides{}, mcp.ServerSpec{
			Name: "h", Transport: mcp.TransportHTTP, URL: "http://localhost:1/mcp",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.srv.Entry.Env["KEY"]
			got, err := tc.srv.Spec(lookup, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("Spec (-want +got):\n%s", d)
			}
			if tc.srv.Entry.Env["KEY"] != before {
				t.Errorf("Spec changed the entry: %v", tc.srv.Entry.Env)
			}
		})
	}
}

func TestServerSpecNilLookupReadsEnvironment(t *testing.T) {
	t.Setenv("MCPGEN_REGISTRY_SPEC_TEST", "from-env")
	got, err := Server{Name: "x", Entry: Entry{Command: "${MCPGEN_REGISTRY_SPEC_TEST}"}}.Spec(nil, SpecOverrides{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Command != "from-env" {
		t.Errorf("Command = %q, want from-env", got.Command)
	}
}

func TestServerSpecErrors(t *testing.T) {
	none := func(string) (string, bool) { return "", false }
	for _, tc := range []struct {
		name   string
		entry  Entry
		wantIs error
		want   string
	}{
		{"unset variable", Entry{Command: "node", Args: []string{"${MISSING}"}}, ErrUnsetVariable,
			`bad server entry: server "bad" (/cfg/a.json): args[0]: variable not set: MISSING`},
		{"unsupported variable", Entry{URL: "https://h/${input:key}"}, ErrUnsupportedVariable,
			`bad server entry: server "bad" (/cfg/a.json): url: `},
		{"neither command nor url", Entry{}, nil,
			`bad server entry: server "bad" (/cfg/a.json): entry has neither command nor url`},
		{"unknown transport", Entry{URL: "https://h/", Transport: "ws"}, nil,
			`bad server entry: server "bad" (/cfg/a.json): unknown transport "ws"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Server{Name: "bad", Source: "/cfg/a.json", Entry: tc.entry}.Spec(none, SpecOverrides{})
			if !errors.Is(err, ErrBadEntry) {
				t.Fatalf("err = %v, want one wrapping ErrBadEntry", err)
			}
			if tc.wantIs != nil && !errors.Is(err, tc.wantIs) {
				t.Errorf("err = %v, want one wrapping %v", err, tc.wantIs)
			}
			if !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("err = %q, want prefix %q", err, tc.want)
			}
		})
	}
}
