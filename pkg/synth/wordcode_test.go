package synth

import (
	"math/rand"
	"testing"
)

// A code made of words ("OLDTOWN-GHOST") is drawn as it is, not with its
// letters redrawn ("OLDTOWN-KZQDZ"); a code of letters and digits still is.
func TestWordCodeKept(t *testing.T) {
	g := &Generator{rng: rand.New(rand.NewSource(1))}
	for _, ex := range []string{"OLDTOWN-GHOST", "WHISKY-DAY", "AUG_RESIT"} {
		if v := g.likeExample(ex); v != ex {
			t.Errorf("likeExample(%q) = %q, want the code itself", ex, v)
		}
	}
	for _, ex := range []string{"HQ-101", "AB-CD", "LT-N25"} {
		if wordCode(ex) {
			t.Errorf("wordCode(%q) = true", ex)
		}
	}
}
