package synth

import (
	"testing"
	"time"
)

// TestDatedWindow: a window's earliest and latest times are never the
// schema's example moments and close two to four hours after they open,
// the same day.
func TestDatedWindow(t *testing.T) {
	src := `{"type":"object","properties":{"slot":{"type":"object","properties":{
		"earliest":{"type":"string","format":"date-time","examples":["2023-05-02T08:00:00+02:00"]},
		"latest":{"type":"string","format":"date-time","examples":["2023-05-02T12:00:00+02:00"]}},
		"required":["earliest","latest"]}},"required":["slot"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 4, RootObject: true, Topic: "book_collection", About: "Book a courier collection."}) {
		w := m["slot"].(map[string]any)
		a, _ := time.Parse(time.RFC3339, w["earliest"].(string))
		b, _ := time.Parse(time.RFC3339, w["latest"].(string))
		if a.Year() == 2023 || b.Year() == 2023 {
			t.Errorf("an example moment was copied: %v", w)
		}
		if d := b.Sub(a); d < 0 || d > 24*time.Hour {
			t.Errorf("window %v to %v spans %v", a, b, d)
		}
	}
}
