package synth

import (
	"math/rand"
	"testing"
)

// A Munsell colour example ("7.5YR 3/2") gives chart colours, never a
// hue of random letters; other codes are not read as one.
func TestMunsellLike(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(5))}
	for i := 0; i < 30; i++ {
		for _, v := range []string{g.likeExample("7.5YR 3/2"), g.likeAmong([]string{"7.5YR 3/2"}, "7.5YR 3/2")} {
			if !reMunsell.MatchString(v) {
				t.Fatalf("7.5YR 3/2 → %q: not a chart colour", v)
			}
		}
	}
	if _, ok := g.munsellLike("10QX 4/3"); ok {
		t.Error("10QX 4/3 read as a Munsell colour")
	}
}
