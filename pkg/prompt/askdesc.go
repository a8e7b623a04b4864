package prompt

import (
	"math/rand/v2"
	"strings"
)

// blankNouns are nouns of a parameter that say nothing of what it holds:
// "Which value should I use?" names no thing the person could answer
// for.
var blankNouns = map[string]bool{"value": true, "values": true, "name": true, "new name": true,
	"data": true, "input": true, "option": true, "options": true}

// descAsk asks for the value of p, whose own noun says nothing of what
// it holds (see blankNouns), by what its description says it is for:
// "Value to store" → "What value should I store?", "Value to fill" →
// "What value should I fill in?", "Name for the screenshot" → "What name
// should I give the screenshot?", "The new name for the collection" →
// "What new name should I give the collection?". The question keeps the
// parameter's words, so it says what is missing. "" when p's noun names
// something or its description has neither shape.
func descAsk(rng *rand.Rand, p Param) string {
	if !blankNouns[paramNoun(p)] {
		return ""
	}
	d := strings.TrimSpace(p.Description)
	if i := strings.IndexAny(d, ".;(\n"); i >= 0 {
		d = d[:i]
	}
	f := strings.Fields(strings.ToLower(strings.TrimSpace(d)))
	for len(f) > 0 {
		switch f[0] {
		case "the", "a", "an":
			f = f[1:]
			continue
		case "array", "list":
			if len(f) > 1 && f[1] == "of" {
				f = f[2:]
				continue
			}
		}
		break
	}
	// the noun phrase ends at "to" or "for", within three words
	at := -1
	for i := 1; i < len(f) && i <= 3; i++ {
		if f[i] == "to" || f[i] == "for" {
			at = i
			break
		}
	}
	if at < 0 || at+1 >= len(f) || len(f)-at-1 > 6 {
		return ""
	}
	np, rest := strings.Join(f[:at], " "), f[at+1:]
	if !blankNouns[np] {
		// "message text to post" names its thing: asked elsewhere ("What
		// should it say?")
		return ""
	}
	var q string
	switch f[at] {
	case "to":
		verb := rest[0]
		if !askVerb(verb) {
			return ""
		}
		if verb == "fill" && len(rest) == 1 {
			verb = "fill in"
		}
		wh := "What "
		switch verb {
		case "select", "choose", "pick":
			// one of the choices a control offers: "Which value should
			// I select in the dropdown?"
			wh, np = "Which ", strings.TrimSuffix(np, "s")
		}
		tail := strings.Join(append([]string{verb}, rest[1:]...), " ")
		if t, ok := strings.CutSuffix(tail, " the element"); ok {
			tail = t + " it" // the element the request named: "type into it"
		}
		q = wh + np + " should I " + tail + "?"
	case "for":
		if rest[0] != "the" && rest[0] != "a" && rest[0] != "an" || !strings.Contains(np, "name") {
			return ""
		}
		q = "What " + np + " should I give the " + strings.Join(rest[1:], " ") + "?"
	}
	if !namesParam(q, p.Name) {
		return ""
	}
	return pickOne(rng, q, "Sure. "+q, "Happy to. "+q)
}

// askVerb tells whether w is a plain verb a question can put after
// "should I" (store, fill, select, type, send), not a word that only
// follows a noun ("be", "use" aside, which say nothing).
func askVerb(w string) bool {
	if len(w) < 3 || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ly") {
		return false
	}
	switch w {
	case "be", "use", "the", "and", "or", "which", "that", "this":
		return false
	}
	return true
}
