package synth

import (
	"encoding/json"
	"math/rand"
	"testing"
)

// Moments in epoch seconds and yyyymmdd strings are ordered as ISO ones
// are: a sortie's landing 1774977300 before its takeoff 1775753100 is
// moved minutes to hours after it, a report's d1 "20251231" before its
// d0 "20260404" after it; each stays in its own form. A ten-digit number
// far from the reference date is no moment.
func TestCodedMoments(t *testing.T) {
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	obj := map[string]any{"takeoff": json.Number("1775753100"), "landing": json.Number("1774977300"), "sortieId": "AS-1"}
	g.orderMoments(nil, obj)
	to, _ := obj["takeoff"].(json.Number).Int64()
	ln, ok := obj["landing"].(json.Number)
	if !ok {
		t.Fatalf("landing = %#v, want an epoch number", obj["landing"])
	}
	l, _ := ln.Int64()
	if gap := l - to; gap < 15*60 || gap > 4*3600 {
		t.Errorf("takeoff %d, landing %d: gap %ds, want 15 minutes to 4 hours", to, l, gap)
	}
	obj = map[string]any{"d0": "20260404", "d1": "20251231"}
	g.orderMoments(nil, obj)
	if a, b := obj["d0"].(string), obj["d1"].(string); len(b) != 8 || b <= a {
		t.Errorf("d0 %q, d1 %q: want d1 a yyyymmdd after d0", a, b)
	}
	if _, _, ok := codedMoment(json.Number("4150000")); ok {
		t.Errorf("4150000 read as a moment")
	}
	if _, _, ok := codedMoment("52126345"); ok {
		t.Errorf(`"52126345" read as a date`)
	}
}
