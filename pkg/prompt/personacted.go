package prompt

import "strings"

// personActedOn says a person's id or name as the object of the act when
// the parameter is named after the thing acted on ("memberId" of "Remove
// a member from a card"), or its owner ("author_id" of "Get an author's
// profile"): the person is who is removed, or whose profile it is, not
// whom it is done for or by. ok is false when the parameter names
// another thing.
func personActedOn(x, hl string, in intent) (argWords, bool) {
	w := strings.Fields(hl)
	for len(w) > 1 && (w[len(w)-1] == "id" || w[len(w)-1] == "ids" || w[len(w)-1] == "identifier") {
		w = w[:len(w)-1]
	}
	if len(w) == 0 || in.Object == "" {
		return argWords{}, false
	}
	head := w[len(w)-1]
	if objectNoun(in) != head && !strings.HasPrefix(strings.ToLower(bareObject(in.Object)), head+"'s ") {
		return argWords{}, false // "an author's profile" is author A's profile
	}
	ref := head + " " + x
	if strings.Contains(x, " ") {
		ref = x // a person's name is said alone: "remove Ana Ruiz from card C"
	}
	return argWords{text: "for " + ref, lead: true, noun: head, ref: ref}, true
}
