package mcp

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
)

// Calls per second with one persistent session versus one new connection
// per call (the target is at least 20x), on the example server and the
// npm filesystem server. Run with `make bench` or
// `go test -run '^$' -bench . ./pkg/mcp`.

func benchCalls(b *testing.B, spec ServerSpec, name string, args map[string]any, persistent bool) {
	ctx := context.Background()
	if persistent {
		s, err := Connect(ctx, spec, nil)
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if r, err := s.CallTool(ctx, name, args); err != nil || r.IsError {
				b.Fatalf("%v %s", err, r.Raw)
			}
		}
		b.StopTimer()
		return
	}
	for i := 0; i < b.N; i++ {
		s, err := Connect(ctx, spec, nil)
		if err != nil {
			b.Fatal(err)
		}
		if r, err := s.CallTool(ctx, name, args); err != nil || r.IsError {
			b.Fatalf("%v %s", err, r.Raw)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkExampleServerCall(b *testing.B) {
	spec := exampleSpec(b, "ex", exampleserver.Faults{})
	args := map[string]any{"city": "Berlin", "date": "2026-05-01"}
	b.Run("persistent", func(b *testing.B) { benchCalls(b, spec, "get_forecast", args, true) })
	b.Run("new-session-per-call", func(b *testing.B) { benchCalls(b, spec, "get_forecast", args, false) })
}

func BenchmarkFilesystemServerCall(b *testing.B) {
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("hello\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	cmd := npmCommand(b, "server-filesystem")
	spec := ServerSpec{Name: "fs", Command: cmd[0], Args: append(cmd[1:], dir)}
	args := map[string]any{"path": filepath.Join(dir, "a.txt")}
	b.Run("persistent", func(b *testing.B) { benchCalls(b, spec, "read_text_file", args, true) })
	b.Run("new-session-per-call", func(b *testing.B) { benchCalls(b, spec, "read_text_file", args, false) })
}
