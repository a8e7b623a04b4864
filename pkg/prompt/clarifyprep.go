package prompt

import (
	"math/rand/v2"
	"strings"
)

// endPreps are the prepositions a parameter's name may start with to
// say which end of a move or a trip it is ("to_zone", "fromPort",
// "via_hub").
var endPreps = map[string]bool{"to": true, "from": true, "via": true, "into": true, "onto": true}

// prepNoun splits a parameter noun that starts with a preposition ("to
// zone", "from port") into the preposition and the thing ("zone",
// "port"); ok is false for other nouns and for a preposition alone.
func prepNoun(noun string) (prep, thing string, ok bool) {
	prep, thing, ok = strings.Cut(noun, " ")
	if !ok || !endPreps[prep] || thing == "" {
		return "", "", false
	}
	return prep, thing, true
}

// prepQuestion asks for a value whose parameter is named by a
// preposition and a thing the way people ask which end they mean ("To
// which zone?", "From which port?"), not "Which to zone is it?"; "" for
// other parameters.
func prepQuestion(rng *rand.Rand, noun string) string {
	prep, thing, ok := prepNoun(noun)
	if !ok {
		return ""
	}
	q := ucFirst(prep) + " which " + thing + "?"
	return pickOne(rng, "Sure. "+q, "Happy to. "+q, q)
}

// prepWith says a value of such a parameter for a follow-up turn: "to
// the express port", "from zone Z05", not "with the to port express".
func prepWith(p Param, noun, v string) (string, bool) {
	prep, thing, ok := prepNoun(noun)
	if !ok {
		return "", false
	}
	if nameOfThing(p, thing, v) && strings.ToLower(v) == v {
		return prep + " the " + v + " " + thing, true
	}
	return prep + " " + thing + " " + v, true
}
