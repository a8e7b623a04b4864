package prompt

import (
	"math/rand/v2"
	"strings"
	"unicode"
)

// This file words the clarifications of a search or a page left out the
// way people leave them out: a local search said without where ("Can you
// find me coffee shops?" — "Where should I look?"), and a search text or
// a link the person meant to paste ("Can you look this up for me:" —
// "Your message stops after the colon — what's the query?"), never a
// vague opener made up around the omission ("Can you help me find some
// code?").

// placePreps are the words leading to the place a local search is
// about ("museums in Chicago", "sushi near the Louvre").
var placePreps = []string{" near ", " in ", " around "}

// placeJoins are the small words inside a place's name ("Museum of
// Modern Art", "Rua da Prata").
var placeJoins = map[string]bool{"the": true, "of": true, "de": true, "da": true, "do": true, "del": true, "la": true, "and": true, "on": true, "upon": true}

// PlaceQuery splits a search query ending in a place into what is
// looked for and where ("coffee shops in Prague": "coffee shops", "in",
// "Prague"); ok is false when the query ends in no place (a place is
// a name: its words open with a capital, "the" aside), or what is
// looked for is not a few plain words.
func PlaceQuery(q string) (what, prep, place string, ok bool) {
	if strings.ContainsAny(q, ":\"'()[]{}<>=\n") {
		return "", "", "", false
	}
	best := -1
	for _, p := range placePreps {
		if i := strings.LastIndex(q, p); i > best {
			best, prep = i, strings.TrimSpace(p)
		}
	}
	if best <= 0 {
		return "", "", "", false
	}
	what, place = strings.TrimSpace(q[:best]), strings.TrimSpace(q[best+len(prep)+2:])
	name := strings.TrimPrefix(place, "the ")
	pw, ww := strings.Fields(place), strings.Fields(what)
	if name == "" || !unicode.IsUpper([]rune(name)[0]) || len(pw) > 5 || len(ww) == 0 || len(ww) > 4 {
		return "", "", "", false
	}
	for _, w := range ww {
		if !isLowerWord(w) {
			return "", "", "", false
		}
	}
	for _, w := range pw {
		r := []rune(w)[0]
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) && !placeJoins[w] {
			return "", "", "", false // "Melbourne this weekend": not a place alone
		}
	}
	return what, prep, place, true
}

// PlaceRequest words a local search for what, said without where, as a
// person asks when they take their whereabouts as known: "Can you find
// me some coffee shops?", "I'm after "pharmacy open now" — can you
// search?".
func PlaceRequest(rng *rand.Rand, what string) string {
	w := strings.Fields(what)
	if len(w) <= 2 && strings.HasSuffix(w[len(w)-1], "s") {
		return pickOne(rng, "Can you find me some "+what+"?", "I'm looking for "+what+". Any good ones?",
			"Could you look up "+what+" for me?", "Are there any "+what+" worth going to?")
	}
	return pickOne(rng, "Can you search for \""+what+"\"?", "Could you look up \""+what+"\" for me?",
		"I need \""+what+"\" — can you search?")
}

// PlaceQuestion asks where a local search should look.
func PlaceQuestion(rng *rand.Rand) string {
	return pickOne(rng, "Sure — where should I look? A city or a neighbourhood is enough.", "Happy to. Where are you searching?",
		"Which area should I search?", "Sure. Where — which city or area?")
}

// PlaceReply says where, as a person answers: "In Prague.", "Near the
// Louvre.", "Prague".
func PlaceReply(rng *rand.Rand, prep, place string) string {
	return pickOne(rng, ucFirst(prep)+" "+place+".", place, ucFirst(prep)+" "+place)
}

// SearchSlip words a search whose text the person meant to paste and
// left out ("Could you look this up for me:"), and the assistant's
// question asking for it, naming p as a clarification must; "" when no
// question does. things is what the search finds ("code", "issues or
// pull requests"), "" when not known.
func SearchSlip(rng *rand.Rand, b *Binding, p Param) (request, question string) {
	things := searchThings(b)
	colon := rng.IntN(2) == 0
	switch {
	case things != "" && colon:
		request = pickOne(rng, "Can you search "+things+" for this:", "Could you run this search over "+things+" for me:")
	case things != "":
		request = pickOne(rng, "Can you search "+things+" for this?", "Could you search "+things+" for the thing below?")
	case colon:
		// Not "Could you look this up for me?": a rater read it as too
		// vague to say what the tool does.
		request = pickOne(rng, "Can you run this search:", "Search for this, please:")
	default:
		request = pickOne(rng, "Could you search for this?", "Can you run a search for this?")
	}
	noun := "query"
	if n := strings.ToLower(Humanize(p.Name)); len(n) > 2 {
		noun = n
	}
	qs := []string{
		"Sure — what's the " + noun + "? It didn't come through.",
		"Looks like the " + noun + " got cut off. What should I search for?",
		"Happy to, but I don't see the " + noun + " in your message. What should I search for?",
	}
	if colon {
		qs = append(qs, "Your message stops after the colon — what's the "+noun+"?")
	}
	return request, pickNaming(rng, qs, p.Name)
}

// searchThings is what a tool's search finds, from its action ("search
// for issues and pull requests across GitHub repositories": "issues or
// pull requests"); "" when the action is not a search for plain things.
func searchThings(b *Binding) string {
	in := b.data.intent
	verb, obj := strings.TrimSpace(in.Verb), strings.TrimSpace(in.Object)
	if !in.OK || !strings.HasPrefix(verb, "search") {
		return ""
	}
	things, ok := strings.CutPrefix(obj, "for ")
	if verb == "search for" {
		things, ok = obj, true
	}
	if !ok {
		return ""
	}
	for _, cut := range []string{", ", " across ", " in ", " on ", " using ", " by ", " with ", " from "} {
		if i := strings.Index(things, cut); i > 0 {
			things = things[:i]
		}
	}
	things = strings.Replace(things, " and ", " or ", 1)
	f := strings.Fields(things)
	if len(f) == 0 || len(f) > 4 || refDets[strings.ToLower(f[0])] || !strings.HasSuffix(things, "s") {
		// Not a mass noun: "search information for this" is no
		// request.
		return ""
	}
	for _, w := range f {
		if !isLowerWord(w) {
			return ""
		}
	}
	return things
}

// LinkSlip words a request to open a page whose link the person meant
// to paste and left out ("Can you open this page:"), and the question
// asking for it, naming p; "" when the tool does not open or fetch a
// page, or no question names p.
func LinkSlip(rng *rand.Rand, b *Binding, p Param) (request, question string) {
	in := b.data.intent
	verb := strings.Fields(strings.TrimSpace(in.Verb) + " x")[0]
	var act string
	switch verb {
	case "navigate", "open", "go", "visit", "browse", "load":
		act = pickOne(rng, "open", "go to", "pull up")
	case "get", "fetch", "retrieve", "read", "scrape", "download":
		act = pickOne(rng, "fetch", "grab", "read")
	default:
		return "", ""
	}
	colon := rng.IntN(2) == 0
	if colon {
		request = pickOne(rng, "Can you "+act+" this page:", "Could you "+act+" this link for me:", "Please "+act+" this one:")
	} else {
		request = pickOne(rng, "Can you "+act+" this page for me?", "Could you "+act+" the link below?", "I need you to "+act+" this page.")
	}
	noun := "link"
	if n := strings.ToLower(Humanize(p.Name)); n == "url" {
		noun = "URL"
	}
	qs := []string{
		"Sure — which page? The " + noun + " didn't come through.",
		"Happy to, but I don't see a " + noun + " in your message. Can you paste it?",
		"Looks like the " + noun + " is missing — which page do you mean?",
	}
	if colon {
		qs = append(qs, "Your message ends at the colon — what's the "+noun+"?")
	}
	return request, pickNaming(rng, qs, p.Name)
}

// Searches tells whether the tool of b searches for something (its
// action's verb: "search", "find", "look up"), as a find in a page does
// and a wait for text does not.
func Searches(b *Binding) bool {
	in := b.data.intent
	switch strings.Fields(strings.TrimSpace(in.Verb) + " x")[0] {
	case "search", "find", "look", "locate", "grep":
		return in.OK
	}
	return false
}
