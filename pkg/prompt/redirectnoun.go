package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// correctionNoun is n, the noun of a key a correction names ("Sorry,
// wrong tank."), as a person says it: a key opening on a preposition
// names its thing after it ("from tank", "to location": "wrong tank",
// "wrong location"). ok is false for a key that is no noun a person
// names: one holding a question word ("what happened"), ending on a
// preposition ("week of"), a lone letter ("show a", "delta e"), a
// participle ("seeds germinated") or a clipped code ("pppw", "vrm"); the
// correction then says the two values alone ("Sorry, I meant default,
// not general."), never "the what happened should be default".
func correctionNoun(n string) (string, bool) {
	f := strings.Fields(n)
	if len(f) > 1 && prepositions[f[0]] {
		f = f[1:]
	}
	if len(f) == 0 || prepositions[f[len(f)-1]] {
		return "", false
	}
	for i, w := range f {
		switch {
		case isDigits(w) && i > 0, w != strings.ToLower(w):
			continue // "line 2"; "SSCC", "VAT": an acronym said as letters
		case whWords[w], !isLowerWord(strings.ReplaceAll(w, "'", "")), len(w) == 1, !wordLike(w):
			return "", false
		}
		if i > 0 && i == len(f)-1 && keyParticiple(w) {
			return "", false
		}
	}
	return strings.Join(f, " "), true
}

// whWords open a question: a key holding one ("what_happened") names
// no thing.
var whWords = map[string]bool{"what": true, "which": true, "who": true, "whom": true, "whose": true, "when": true,
	"where": true, "why": true, "how": true}

// keyParticiple tells whether w, the last word of a key after its noun,
// is a past participle saying what was done to it ("seeds germinated",
// "items received"), not a noun that ends in -ed ("seed", "speed").
func keyParticiple(w string) bool {
	return pastParticiples[w] || role.Participle(w) || len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed")
}

// countSaid is v, a corrected count of a key that is a plural noun
// ("nights", "copies", "people"), said with what it counts: "1 night",
// "16 copies". v said with a word already ("4 adults") is kept as it is.
// "" for other keys and values.
func countSaid(n, v string) string {
	f := strings.Fields(n)
	if len(f) != 1 || !pluralLooking(f[0]) && singular(f[0]) == f[0] {
		return ""
	}
	w := strings.Fields(v)
	if len(w) == 0 || !isDigits(w[0]) {
		return ""
	}
	if len(w) == 2 {
		return v
	}
	if len(w) > 1 {
		return ""
	}
	if v == "1" {
		return v + " " + singular(f[0])
	}
	return v + " " + f[0]
}

// unitSaid is n and unit, a number and the unit it counts in, as a
// person writes them: "1 hour", never "1 hours".
func unitSaid(n, unit string) string {
	if n == "1" && pluralLooking(unit) {
		return n + " " + singular(unit)
	}
	return n + " " + unit
}

// withoutSharedTail is o, the value a correction takes back, without
// the word it counts when v counts the same: "not 10" after "I meant 8
// seeds", never "I meant 8 seeds, not 10 seeds". o as it is otherwise.
func withoutSharedTail(o, v string) string {
	of, vf := strings.Fields(o), strings.Fields(v)
	if len(of) != 2 || len(vf) != 2 || !isDigits(strings.ReplaceAll(of[0], ".", "")) || of[1] != vf[1] {
		return o
	}
	return strings.Join(of[:len(of)-1], " ")
}

// ordinalWords say which of several numbers a key holds ("first number"):
// the number is no thing's, and is never said after them ("first 866").
var ordinalWords = map[string]bool{"first": true, "second": true, "third": true, "last": true, "next": true,
	"other": true, "new": true, "old": true, "min": true, "max": true}

// nounWithValue says a corrected value with the noun it is of, as people
// say it, or "" when the plain "wrong <noun>" reads well: a value that
// already ends in its noun ("2018 vintage") is "the 2018 vintage"; a
// number of a key ending in "number" or a clipping of it (numberClips:
// "member no" 5) is "member 5".
func nounWithValue(n, v string) string {
	f := strings.Fields(n)
	if len(f) == 0 {
		return ""
	}
	if strings.HasSuffix(strings.ToLower(v), " "+strings.ToLower(n)) && !strings.HasPrefix(strings.ToLower(v), "the ") {
		return "the " + v
	}
	if len(f) > 1 && (numberClips[f[len(f)-1]] || f[len(f)-1] == "number") && isDigits(v) && len(v) <= 4 && !ordinalWords[f[len(f)-2]] {
		// A short number only: a long one ("phone number 5551234") is
		// no thing's number said after it.
		return strings.Join(f[:len(f)-1], " ") + " " + v
	}
	return ""
}
