package synth

import (
	"math/rand"
	"regexp"
	"testing"
)

// An example id whose one word is of a known kind ("kit_tulip_12") draws
// other words of that kind some of the time; a word of no known kind
// ("dish_curry_12") is kept every time.
func TestSiblingWord(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(9))}
	re := regexp.MustCompile(`^kit_(rose|tulip|lily|peony|orchid|daisy)_[0-9]{2}$`)
	other := false
	for i := 0; i < 40; i++ {
		v := g.likeExample("kit_tulip_12")
		if !re.MatchString(v) {
			t.Fatalf("kit_tulip_12 → %q: not a flower of its kind", v)
		}
		other = other || v[4:9] != "tulip"
	}
	if !other {
		t.Error("kit_tulip_12: the word never varied")
	}
	if _, _, ok := keptWordSpan("a_red_blue_1", wordSegments("a_red_blue_1")); ok {
		t.Error("a_red_blue_1: two words, want no single span")
	}
}
