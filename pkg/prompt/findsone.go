package prompt

import "strings"

// findsOne tells whether a request finds one thing by what its leads
// say (a "find" or "look up" of one member, one customer): those leads
// say which thing it is, so they stay after it ("find the member on card
// TL-52598") and never open the request as a thing of its own ("Card
// TL-52598: could I get the member?", "On card TL-46961, look up the
// member"), which leaves the reader to guess how the two belong.
func findsOne(in intent, obj string) bool {
	switch in.Verb {
	case "find", "look up", "lookup", "identify":
	default:
		return false
	}
	w := lastWord(strings.ToLower(obj))
	return w != "" && !pluralNoun(w) && !massNouns[w]
}
