package prompt

// namedPhrasal are phrasal verbs a tool's name may open on whose particle
// a name cannot tell from a preposition ("check_in_bike" checks a bike
// in; "search_in_files" searches inside files) or whose verb alone is no
// act of the verb list ("pick_up_order", "hand_over_keys").
var namedPhrasal = map[string]bool{"pick up": true, "drop off": true, "hand in": true, "follow up": true,
	"call back": true, "turn on": true, "turn off": true, "carry over": true, "give back": true, "take over": true,
	"plug in": true, "fill in": true, "fill out": true, "look up": true, "shut down": true, "start up": true,
	"tear down": true, "clean up": true}

// namePhrasalIntent reads a tool name's words that open on a phrasal verb
// ("check in bike", "pick up order", "hand over keys"): the verb keeps
// its particle ("check in a bike", was "check" with "in bike" as its
// place) and what follows is its object. ok is false for other names.
func namePhrasalIntent(words []string) (intent, bool) {
	if len(words) < 2 {
		return intent{}, false
	}
	act := verbBase(words[0]) + " " + words[1]
	if !phrasalActs[act] && !namedPhrasal[act] {
		return intent{}, false
	}
	if len(words) == 2 {
		return intent{Verb: act, OK: true}, true
	}
	if prepositions[words[2]] || words[2] == "of" {
		return intent{}, false
	}
	return madeAct(act, words[2:])
}
