package prompt

import (
	"math/rand/v2"
	"strings"
)

// idWordLast tells whether the noun n ends on a word naming an
// identifier itself ("service code", "api key", "order number"): asked
// for as itself, never as its id.
func idWordLast(n string) bool {
	switch n[strings.LastIndexByte(n, ' ')+1:] {
	case "code", "key", "number", "token", "slug", "sku", "reference", "ref", "handle", "serial", "tag", "pnr":
		return true
	}
	return false
}

// askCountNoun tells whether a number named noun counts things ("replicas",
// "extra nights", "guest rooms"): asked "How many extra nights?", not
// "What extra nights should I use?". Not a bound on a count ("max
// results", "page size").
func askCountNoun(noun string) bool {
	f := strings.Fields(noun)
	if len(f) == 0 || len(f) > 3 || !plural(f[len(f)-1]) {
		return false
	}
	switch f[0] {
	case "max", "min", "maximum", "minimum", "limit", "page", "per", "top", "first", "last", "total":
		return false
	}
	return !strings.HasSuffix(f[len(f)-1], "us") && !strings.HasSuffix(f[len(f)-1], "is")
}

// listPossessive is after, the text following a list of several values,
// with a singular noun's possessive opening it made plural: "a and b
// repo's integrity" reads "a and b repos' integrity".
func listPossessive(after string) string {
	w, rest, ok := strings.Cut(strings.TrimPrefix(after, " "), "'s ")
	if !ok || !strings.HasPrefix(after, " ") || strings.ContainsAny(w, " ,.") || w == "" || strings.ToLower(w) != w || !isNounWord(w) || strings.HasSuffix(w, "s") {
		return after
	}
	return " " + Plural(w) + "' " + rest
}

// countDoneQuestion asks for a count named by what it counts and what
// is done to them ("frames transferred", "units shipped"): "How many
// frames should be transferred?", not "What frames transferred should I
// use?". "" for other nouns.
func countDoneQuestion(rng *rand.Rand, noun string) string {
	f := strings.Fields(noun)
	if len(f) < 2 || len(f) > 3 {
		return ""
	}
	done := f[len(f)-1]
	if !strings.HasSuffix(done, "ed") || len(done) < 5 || !askCountNoun(strings.Join(f[:len(f)-1], " ")) {
		return ""
	}
	what := strings.Join(f[:len(f)-1], " ")
	return pickOne(rng, "Sure. How many "+what+" should be "+done+"?", "How many "+what+" were "+done+"?", "How many "+what+" should be "+done+"?")
}

// countQuestion asks for a count named by what it counts ("replicas"):
// "How many replicas?", not "What replicas should I use?"; or by what
// it counts and what is done to them (countDoneQuestion). "" for other
// nouns.
func countQuestion(rng *rand.Rand, noun string) string {
	if askCountNoun(noun) {
		return pickOne(rng, "Sure. How many "+noun+"?", "How many "+noun+" should it be?")
	}
	return countDoneQuestion(rng, noun)
}

// doerOrNewQuestion asks for a key that names who did a thing ("submitted
// by team id": "Which team submitted it?") or a new start or end of a
// thing moved ("new start": "When should it start instead?") as people
// ask it, never behind the key ("What submitted by team id should I
// use?"); "" for other keys.
func doerOrNewQuestion(rng *rand.Rand, p Param, noun string) string {
	f := strings.Fields(noun)
	if len(f) >= 3 && f[1] == "by" && strings.HasSuffix(f[0], "ed") && isLowerWord(f[0]) {
		who := f[2:]
		if last := who[len(who)-1]; len(who) > 1 && (last == "id" || last == "name" || last == "no" || last == "number") {
			who = who[:len(who)-1]
		}
		if !prepositions[who[0]] {
			q := "Which " + strings.Join(who, " ") + " " + f[0] + " it?"
			return pickOne(rng, "Sure. "+q, q)
		}
	}
	if len(f) == 2 && f[0] == "new" && (f[1] == "start" || f[1] == "end") && p.Type == "string" {
		q := "When should it " + f[1] + " instead?"
		return pickOne(rng, "Sure. "+q, "Happy to. "+q, q)
	}
	return ""
}

// keyQuestion is the question a key's words or its description ask
// outright (wordedQuestion), else the one asking who did a thing or when
// a moved thing starts (doerOrNewQuestion); "" when neither asks one.
func keyQuestion(rng *rand.Rand, p Param) string {
	if q := wordedQuestion(rng, p); q != "" {
		return q
	}
	return doerOrNewQuestion(rng, p, withoutTrailingOf(spokenLast(paramNoun(p))))
}
