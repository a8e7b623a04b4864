package synth

import (
	"math/rand"
	"regexp"
	"testing"
)

// An example id holding a word between separators and digits
// ("dish_curry_12") keeps the word and redraws the digits; one without
// digits ("usr_abcdef") is redrawn whole as before.
func TestWordSegments(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(4))}
	re := regexp.MustCompile(`^dish_curry_[0-9]{2}$`)
	for i := 0; i < 30; i++ {
		if v := g.likeExample("dish_curry_12"); !re.MatchString(v) {
			t.Fatalf("dish_curry_12 → %q: the word not kept", v)
		}
	}
	if k := wordSegments("usr_abcdef"); k != nil {
		t.Errorf("usr_abcdef: kept %v, want nothing", k)
	}
	if k := wordSegments("evt_1a2b3c"); k != nil {
		t.Errorf("evt_1a2b3c: kept %v, want nothing", k)
	}
}
