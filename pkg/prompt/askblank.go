package prompt

import (
	"math/rand/v2"
	"strings"
	"unicode"
)

// blankDescAsk asks for the value of p, whose own noun says nothing of
// what it holds (blankNouns: value, data, input, option; not a name), by
// the short noun phrase its description opens with when that phrase ends
// in the same noun: "New cell value" → "What should the new cell value
// be?", where the noun alone gave "Which value should I use?". "" when
// p's noun names something, or the description opens with no such phrase
// of two to four words.
func blankDescAsk(rng *rand.Rand, p Param) string {
	noun := paramNoun(p)
	if !blankNouns[noun] || strings.HasSuffix(noun, "name") {
		// A name is asked as one to give ("What name should I give
		// it?"), which says what is missing already.
		return ""
	}
	d := strings.TrimSpace(p.Description)
	if i := strings.IndexAny(d, ".;,:(\n"); i >= 0 {
		d = d[:i]
	}
	f := strings.Fields(strings.ToLower(d))
	for len(f) > 0 && (f[0] == "the" || f[0] == "a" || f[0] == "an") {
		f = f[1:]
	}
	if len(f) < 2 || len(f) > 4 || f[len(f)-1] != noun {
		return ""
	}
	for _, w := range f {
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '-' {
				return ""
			}
		}
	}
	np := strings.Join(f, " ")
	return pickOne(rng, "What should the "+np+" be?", "Sure. What should the "+np+" be?", "Happy to. What should the "+np+" be?")
}
