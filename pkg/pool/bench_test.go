package pool

import (
	"context"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// BenchmarkCall measures one tools/call on the example server: through a
// warm pooled session, and on a new connection per call (start,
// initialize, call, close) as the baseline.
func BenchmarkCall(b *testing.B) {
	ctx := context.Background()
	spec := exampleSpec(b, "ex", exampleserver.Faults{})
	args := map[string]any{"city": "Lisbon", "date": "2026-03-01"}
	copts := &mcp.Options{TerminateGrace: 500 * time.Millisecond}
	b.Run("pooled", func(b *testing.B) {
		p := New(Options{Connect: copts})
		defer p.Close()
		call := func(s *mcp.Session) error { _, err := s.CallTool(ctx, "get_forecast", args); return err }
		if err := p.Do(ctx, spec, call); err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if err := p.Do(ctx, spec, call); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("connect-per-call", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			s, err := mcp.Connect(ctx, spec, copts)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := s.CallTool(ctx, "get_forecast", args); err != nil {
				b.Fatal(err)
			}
			_ = s.Close()
		}
	})
}
