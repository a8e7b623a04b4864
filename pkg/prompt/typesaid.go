package prompt

import (
	"regexp"
	"strings"
)

// typesOf matches a parameter named by a noun and "types" or "kinds"
// ("event types", "alert kinds"): its value picks which of those things
// the call is about.
var typesOf = regexp.MustCompile(`^([a-z]+) (?:types|kinds)$`)

// enumWordValue matches one choice of words ("cruising", "gate_arrival",
// "Full"), not a list or a code.
var enumWordValue = regexp.MustCompile(`^[A-Za-z]+(?:[ _-][A-Za-z]+)?$`)

// typesPhrase says a choice of the kinds of a thing by the things
// themselves, as people name them: event_types=cruising on a read as
// "just the cruising events", on a change as "for cruising events",
// never "event types cruising" or "with the event types cruising", the
// parameter's name said aloud. ok
// is false for other parameters, for lists of several kinds, for values
// that are not words and for "all".
func (st *funcState) typesPhrase(x, hl string, in intent) (argWords, bool) {
	m := typesOf.FindStringSubmatch(hl)
	if m == nil || !enumWordValue.MatchString(x) {
		return argWords{}, false
	}
	v := strings.ToLower(spokenEnum(x))
	things := Plural(m[1])
	if v == "all" || v == "any" {
		return argWords{}, false // "for all alerts" beside "alerts" says it twice
	}
	if in.Read {
		// a read's other details often open on "for" already ("for
		// flight 7"): the kind it narrows to is said without one
		return argWords{text: st.turn("just the "+v+" "+things, "only the "+v+" "+things)}, true
	}
	return argWords{text: "for " + v + " " + things}, true
}
