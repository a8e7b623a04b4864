package synth

import (
	"math/rand"
	"regexp"
	"testing"
)

// A setting written as measures keeps its units and words and varies its
// numbers near their own size: an autoclave program "134C 3min porous"
// was drawn "460R 9vcl porous", a seed test's "20/10 °C, 8h light" as
// "20/99 °B, 4x light". A code of capitals still varies its letters.
// Examples written for the test.
func TestMeasureWordsKeepUnits(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(3))}
	cases := map[string]*regexp.Regexp{
		"134C 3min porous":       regexp.MustCompile(`^1[0-6][0-9]C [1-4]min porous$`),
		"20/10 °C, 8h light":     regexp.MustCompile(`^[12][0-9]/[0-9]{1,2} °C, ([6-9]|10)h light$`),
		"205/55 R16":             regexp.MustCompile(`^[12][0-9]{2}/[4-6][0-9] R[12][0-9]$`),
		"60C cotton 2h":          regexp.MustCompile(`^[4-7][0-9]C cotton [1-3]h$`),
		"L6 driver":              regexp.MustCompile(`^L[4-7] driver$`),
		"Q4 sales kickoff lunch": regexp.MustCompile(`^Q[0-9] sales kickoff lunch$`),
	}
	for ex, want := range cases {
		for i := 0; i < 40; i++ {
			if v := g.likeExample(ex); !want.MatchString(v) {
				t.Fatalf("%q → %q, want %s", ex, v, want)
			}
		}
	}
	for _, ex := range []string{"AB12 CDE", "HQ-101", "BR-SD-800"} {
		if _, ok := g.measureWords(ex); ok {
			t.Errorf("%q read as measures: a code's letters vary", ex)
		}
	}
}
