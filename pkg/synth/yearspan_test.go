package synth

import (
	"math/rand"
	"strconv"
	"testing"
)

// A span of two years written "2024-25" or "2025/26" runs from the year
// drawn to the next; two digits after a year that are no span ("2024-07",
// a month) are left as drawn.
func TestKeepYearSpans(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		ex, drawn, want string
		span            bool
	}{
		{"2024-25", "2026-64", "2026-27", true},
		{"2025/26", "2024/91", "2024/25", true},
		{"1999-00", "2099-13", "2099-00", true},
		{"2024-07", "2026-64", "2026-64", false},
		{"FY2024-25", "FY2025-64", "FY2025-26", true},
	} {
		v := []byte(c.drawn)
		span := keepYearSpans(c.ex, v)
		if string(v) != c.want || span != c.span {
			t.Errorf("keepYearSpans(%q, %q) = %q, %v; want %q, %v", c.ex, c.drawn, v, span, c.want, c.span)
		}
	}
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	for range 50 {
		v := []byte("2024-25")
		g.keepRuns("2024-25", v)
		y, _ := strconv.Atoi(string(v[:4]))
		if n, _ := strconv.Atoi(string(v[5:])); (y+1)%100 != n {
			t.Fatalf("keepRuns of season 2024-25 drew %q", v)
		}
	}
}
