package synth

import (
	"context"
	"errors"
	"fmt"
	"slices"
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

// TestBudgetDoesNotCutAttempts: the time budget is checked between
// attempts, never inside one, so an instance does not depend on the
// machine's speed: with a budget long past before the first step, a
// schema whose first attempt succeeds gives the same instances as with a
// budget of an hour. (Cut mid-attempt by the clock, the random source was
// left at a point that depended on the load, and a busy machine wrote
// other records for the same seed.)
func TestBudgetDoesNotCutAttempts(t *testing.T) {
	src, req := `{"type":"object","properties":{`, ""
	for i := range 300 {
		if i > 0 {
			src += ","
			req += ","
		}
		src += fmt.Sprintf(`"count_%d":{"type":"integer","minimum":0,"maximum":9}`, i)
		req += fmt.Sprintf(`"count_%d"`, i)
	}
	src += `},"required":[` + req + `]}`
	s, err := schema.Compile([]byte(src), schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got [2][]string
	for k, budget := range []time.Duration{time.Nanosecond, time.Hour} {
		g, err := New(s, Options{Seed: 7, Budget: budget})
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			v, err := g.Next()
			if err != nil {
				t.Fatalf("budget %s: %v", budget, err)
			}
			got[k] = append(got[k], string(v))
		}
	}
	if !slices.Equal(got[0], got[1]) {
		t.Errorf("instances differ with the budget:\n%s\n%s", got[0][0], got[1][0])
	}
}
