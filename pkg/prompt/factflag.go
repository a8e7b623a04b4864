package prompt

import (
	"regexp"
	"strings"
)

// stateOfWhat matches a flag's description that says what is in the
// state its name holds: "Coat is matted (extra charge)" says it of the
// coat.
var stateOfWhat = regexp.MustCompile(`^(?i:the |its )?([A-Za-z]+(?: [a-z]+)?) (?:is|are) (?:already |currently )?([a-z]+)\b`)

// factFlag says an adjective flag of a read that returns one thing (a
// quote, an estimate) as a fact about what the read is for, never as a
// filter over many: matted=true on "get a price quote" is "with a matted
// coat" (its description "Coat is matted" names the coat), not "Just the
// matted ones.", which picks among results there are none of. ok is
// false for a read of many things, a write, another flag, or a flag whose
// description does not say what is in its state.
func (st *funcState) factFlag(p Param, x bool) (string, bool) {
	if st.data == nil || !st.data.Tool.intent.Read {
		return "", false
	}
	in := st.data.Tool.intent
	hw := strings.Fields(strings.ToLower(p.Human))
	if len(hw) != 1 || !adjective(hw[0]) || pluralNoun(objectHead(in.Object)) || strings.HasPrefix(in.Verb, "list") ||
		strings.HasPrefix(in.Verb, "search") || strings.HasPrefix(in.Verb, "find") {
		return "", false
	}
	w := hw[0]
	if m := stateOfWhat.FindStringSubmatch(p.Description); m != nil && m[2] == w {
		subj := strings.ToLower(m[1])
		if x {
			return "with a " + w + " " + subj, true
		}
		return "with the " + subj + " not " + w, true
	}
	// Without a description saying whose state it is, the flag may as well
	// filter what the read returns (archived on a query of a data source:
	// "just the archived ones"), which the caller says.
	return "", false
}
