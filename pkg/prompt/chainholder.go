package prompt

import (
	"math/rand/v2"
	"strings"
)

// ChainRequestOf words a chain whose second call takes a thing the
// listing's items refer to by id (the customer_id of each visit) when the
// listing names its items by nothing but ids: the step is made on the
// thing of the first item it lists, named by holder, the listing's member
// holding the items ("visits"). "Show my visits from March 2, 2026. Then
// get the contact details of the customer on the first visit it lists."
// (Without it no such chain was made: "the first customer it finds" would
// be a customer of a listing of visits.) False when holder says no noun
// or the second call's action is not read.
func ChainRequestOf(rng *rand.Rand, b *Binding, reqA string, p Param, holder string) (string, bool) {
	h := holderNoun(holder)
	noun := thingNoun(p)
	in := b.data.intent
	act, obj := strings.TrimSpace(in.Verb), strings.TrimSpace(in.Object)
	if h == "" || noun == "" || h == noun || !in.OK || act == "" {
		return "", false
	}
	ref := pickOne(rng, "the "+noun+" on the first "+h+" it lists", "the "+noun+" of the first "+h+" it finds")
	var step string
	if rest, ok := possessedBy(obj, noun); ok {
		// "a customer's contact details": said of the customer found.
		step = act + " the " + rest + " of " + ref
	} else if o, ok := nounSwap(obj, noun, ref); ok {
		step = act + " " + o
	} else if obj != "" {
		step = act + " " + obj + " for " + ref
	} else {
		step = act + " " + ref
	}
	a := ensureStop(stripPoliteTail(reqA))
	return a + " " + pickOne(rng, "Then ", "After that, ", "Once you have that, ") + step + ".", true
}

// possessedBy returns what obj says is noun's ("contact details and
// pianos" of "a customer's contact details and pianos"): true when obj
// starts with noun in the possessive, after an article or none.
func possessedBy(obj, noun string) (string, bool) {
	l := strings.ToLower(obj)
	for _, art := range []string{"", "a ", "an ", "the ", "each ", "one "} {
		for _, pos := range []string{"'s ", "’s "} {
			if lead := art + strings.ToLower(noun) + pos; strings.HasPrefix(l, lead) && len(obj) > len(lead) {
				return obj[len(lead):], true
			}
		}
	}
	return "", false
}

// holderNoun is the item a listing's member holds, said as a person says
// one of them: "visits" → "visit", "tuning_visits" → "tuning visit",
// "openJobs" → "open job". "" for a member that names no plural noun
// ("data", "results", "items" name no kind of thing).
func holderNoun(key string) string {
	words := keyWords(key)
	if len(words) == 0 {
		return ""
	}
	last := words[len(words)-1]
	switch last {
	case "data", "results", "items", "entries", "records", "rows", "list", "values", "hits", "matches", "nodes", "edges", "objects":
		return ""
	}
	s := singular(last)
	if s == last {
		return "" // not a plural: no list of things
	}
	words[len(words)-1] = s
	return strings.Join(words, " ")
}
