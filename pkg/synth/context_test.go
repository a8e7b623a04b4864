package synth

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/schema"
)

// TestNextStopsWithContext: a Next call on a schema whose every attempt
// fails (minutes with a long budget) returns once Options.Context ends,
// with an error wrapping the context's.
func TestNextStopsWithContext(t *testing.T) {
	s, err := schema.Compile([]byte(`{"type":"object","properties":{"a":{"type":"array","minItems":3000,"maxItems":3000,"items":{"type":"string","pattern":"^[a-z]{8}$"},"not":{"items":{"pattern":"^[a-z]"}}}},"required":["a"]}`), schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	g, err := New(s, Options{Budget: time.Hour, Context: ctx})
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(100 * time.Millisecond)
		cancel()
	}()
	if _, err := g.Next(); !errors.Is(err, context.Canceled) {
		t.Fatalf("Next: %v, want context.Canceled", err)
	}
	// A generator whose context has ended does not start.
	if _, err := g.Next(); !errors.Is(err, context.Canceled) {
		t.Fatalf("second Next: %v, want context.Canceled", err)
	}
}
