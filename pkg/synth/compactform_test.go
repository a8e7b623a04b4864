package synth

import (
	"math/rand"
	"regexp"
	"testing"
)

// An ISO week example ("2024-W07") gives ISO weeks, its W kept; a time
// of day whose format is "HHMM" is written without its colon.
func TestCompactForms(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(5))}
	week := regexp.MustCompile(`^20[0-9]{2}-W[0-5][0-9]$`)
	for i := 0; i < 50; i++ {
		if v := g.likeExample("2024-W07"); !week.MatchString(v) {
			t.Fatalf("2024-W07 → %q: no ISO week", v)
		}
	}
	if v := clockIn("09:45", "HHMM"); v != "0945" {
		t.Errorf("09:45 in HHMM: %q", v)
	}
	if v := clockIn("09:45", "HH:MM"); v != "09:45" {
		t.Errorf("09:45 in HH:MM: %q", v)
	}
}
