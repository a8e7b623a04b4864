package role

import "strings"

// Content words say what a text is about: a note "Aphids on the peppers
// again." is about a garden, a tool "record_vaccination" about vaccines.
// Two texts that share one are about the same things; a value drawn for
// a tool's free text is meant to share one with the tool's words.

// contentStops are words too common in tool descriptions and remarks to
// tell what either is about.
var contentStops = map[string]bool{"with": true, "from": true, "this": true, "that": true, "the": true, "and": true, "for": true,
	"into": true, "about": true, "after": true, "before": true, "please": true, "will": true, "have": true, "been": true, "would": true,
	"could": true, "should": true, "need": true, "some": true, "more": true, "only": true, "first": true, "last": true, "next": true,
	"time": true, "day": true, "week": true, "month": true, "year": true, "today": true, "new": true, "old": true, "one": true,
	"two": true, "three": true, "all": true, "any": true, "each": true, "other": true, "its": true, "their": true, "your": true,
	"our": true, "can": true, "may": true, "not": true, "but": true, "was": true, "were": true, "are": true, "has": true, "had": true,
	"get": true, "set": true, "list": true, "add": true, "create": true, "update": true, "delete": true, "remove": true, "make": true,
	"give": true, "use": true, "via": true, "per": true, "same": true, "also": true, "just": true, "then": true, "than": true,
	"when": true, "where": true, "what": true, "which": true, "who": true, "there": true, "here": true, "out": true, "off": true,
	"over": true, "under": true, "back": true, "like": true, "such": true, "name": true, "id": true, "data": true, "info": true,
	"detail": true, "record": true, "item": true, "type": true, "status": true, "note": true, "reason": true, "comment": true,
	"description": true, "customer": true, "request": true, "call": true, "check": true, "done": true, "sent": true, "send": true,
	"ask": true, "optional": true, "required": true, "default": true, "return": true, "given": true, "number": true, "text": true,
	"string": true, "value": true, "field": true, "free": true, "by": true, "of": true, "to": true, "in": true, "on": true, "at": true,
	"or": true, "an": true, "is": true, "be": true, "it": true, "as": true, "if": true, "no": true, "yes": true, "up": true,
	"now": true, "let": true, "know": true, "thank": true, "thanks": true, "good": true, "great": true, "well": true, "very": true,
	"again": true, "still": true, "once": true, "them": true, "they": true, "him": true, "her": true, "his": true, "she": true,
	"you": true, "we": true, "my": true, "me": true, "see": true, "look": true, "find": true, "search": true, "show": true,
	"tool": true, "api": true, "user": true, "account": true, "current": true, "specific": true, "given_": true, "used": true,
	"person": true, "people": true, "report": true, "problem": true, "result": true, "entry": true,
	"post": true, "log": true, "upload": true, "message": true, "issue": true, "someone": true, "thing": true, "way": true, "part": true, "side": true, "place": true}

// ContentStems returns the content words of text, each cut to its stem
// ("vaccinations" → "vaccination", "arrived" → "arriv"): lower-case
// letters only, three letters or more, without contentStops.
func ContentStems(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r < 'a' || r > 'z' }) {
		if len(w) < 3 || contentStops[w] {
			continue
		}
		if s := stem(w); len(s) >= 3 && !contentStops[s] {
			out = append(out, s)
		}
	}
	return out
}

// stem cuts a plural, a past and a gerund ending off w.
func stem(w string) string {
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		return w[:len(w)-3]
	case strings.HasSuffix(w, "ed") && len(w) > 4:
		return strings.TrimSuffix(w[:len(w)-2], "e")
	case strings.HasSuffix(w, "es") && len(w) > 4 && strings.ContainsRune("sxz", rune(w[len(w)-3])):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && len(w) > 3:
		w = w[:len(w)-1]
	}
	return strings.TrimSuffix(w, "e")
}

// SameStem tells whether two stems of ContentStems name one thing: equal,
// or six letters or more alike at the start ("vaccin" of vaccine and
// vaccination).
func SameStem(a, b string) bool {
	if a == b {
		return true
	}
	return len(a) >= 6 && len(b) >= 6 && a[:6] == b[:6]
}

// Animals tells whether the server's name or tools speak of animals (a
// veterinary clinic, a farm's herd): its vaccines and medicines are an
// animal's.
func (s *Server) Animals() bool { return s != nil && s.animals }

// AboutAnimals tells whether text speaks of animals.
func AboutAnimals(text string) bool { return aboutAnimals(text) }

// Herd tells whether the server's name or tools speak of farm animals.
func (s *Server) Herd() bool { return s != nil && s.herd }

// herdWords name farm animals and their keeping.
var herdWords = []string{"herd", "herds", "cattle", "cow", "cows", "sheep", "livestock", "poultry", "goat", "goats", "pig", "pigs",
	"calf", "calves", "lamb", "lambs", "flock"}

// AboutHerd tells whether text speaks of farm animals.
func AboutHerd(text string) bool {
	for _, t := range Tokens(text) {
		for _, w := range herdWords {
			if t == w {
				return true
			}
		}
	}
	return false
}
