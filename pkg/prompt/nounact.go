package prompt

import "strings"

// actNouns are nouns that name an act, with the verb a person asks it
// with: a description that opens on "Advanced web search with full
// control over filters" searches the web.
var actNouns = map[string]string{"search": "search", "lookup": "look up", "look-up": "look up",
	"conversion": "convert", "translation": "translate", "validation": "validate", "transcription": "transcribe",
	"geocoding": "geocode", "summarization": "summarize"}

// actNounAdjectives praise an act without saying what it is done to
// ("advanced web search"): the request leaves them out.
var actNounAdjectives = map[string]bool{"advanced": true, "basic": true, "simple": true, "quick": true, "fast": true,
	"full": true, "smart": true, "powerful": true, "comprehensive": true, "general": true, "deep": true,
	"flexible": true, "robust": true}

// readActNouns are the act nouns that only read.
var readActNouns = map[string]bool{"search": true, "lookup": true, "look-up": true}

// nounActIntent reads a first clause that is a noun phrase naming an act
// ("Advanced web search with full control over filters", "Address
// lookup by postcode") as that act: "search the web", "look up the
// address". ok is false when the phrase before its first preposition
// does not end on an act noun, or says nothing it is done to.
func nounActIntent(clause string) (intent, bool) {
	w := strings.Fields(strings.ToLower(clause))
	end := len(w)
	for i, x := range w {
		if prepositions[x] || x == "of" {
			end = i
			break
		}
	}
	if end == 0 || end > 4 {
		return intent{}, false
	}
	verb, ok := actNouns[w[end-1]]
	if !ok {
		return intent{}, false
	}
	var obj []string
	for _, x := range w[:end-1] {
		if actNounAdjectives[x] || determiners[x] {
			continue
		}
		if !isLowerWord(x) {
			return intent{}, false
		}
		obj = append(obj, x)
	}
	in := intent{Verb: verb, Read: readActNouns[w[end-1]], OK: true}
	switch o := strings.Join(obj, " "); o {
	case "":
		return intent{}, false
	case "web", "internet", "online":
		in.Object = "the web"
	default:
		in.Object = "the " + o
	}
	return in, true
}
