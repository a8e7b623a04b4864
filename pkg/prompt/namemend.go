package prompt

import (
	"slices"
	"strings"
)

// nameMendedClause mends a clause's act that the tool's name says
// better, when the name opens on a verb (nameVerbFirst) and goes on to
// an object:
//   - the clause's verb has no object and the name's verb is the same
//     ("Cancel and refund." of tour_cancel_booking): the name's object is
//     the one acted on ("cancel the booking"), never "Cancel, on …";
//   - the clause's verb is a word the name puts after its own verb
//     ("Open jobs not yet closed" of list_open_callouts): it describes
//     the name's object there, and the name's act is the tool's ("list
//     the open callouts", never "open the jobs not yet").
//
// in is returned as it is otherwise.
func nameMendedClause(name string, in intent) intent {
	if in.Fixed || len(in.Verbs) > 0 {
		return in
	}
	words := joinCompounds(strings.Fields(strings.ToLower(Humanize(spokenName(name)))))
	nw := nameVerbFirst(words)
	if len(nw) < 2 || !verbs[nw[0]] || namePrefixes[nw[0]] {
		return in
	}
	v := strings.Fields(in.Verb)
	if len(v) == 0 {
		return in
	}
	sameVerb := v[0] == nw[0] && in.Object == "" && in.Extra == ""
	// the name's own verb comes first in the name as written: in
	// "read_object_…_get" the clause's "Read" is the act, not a word
	// describing the object
	modifier := v[0] != nw[0] && slices.Contains(nw[1:len(nw)-1], v[0]) &&
		slices.Index(words, nw[0]) < slices.Index(words, v[0])
	if !sameVerb && !modifier {
		return in
	}
	r, ok := clauseIntent(strings.Join(nw, " "), false)
	if !ok || r.Object == "" || r.Verb != nw[0] {
		return in
	}
	return listPlural(r)
}

// stateAfterHead tells whether object says what became of its head noun
// rather than naming a thing ("the tree died / removed" of "Tree died /
// removed"): the word after head is a past participle. Such a clause
// says when the tool is used, and the tool's name says the act alone
// ("remove the tree").
func stateAfterHead(object, head string) bool {
	w := strings.Fields(strings.ToLower(object))
	i := slices.IndexFunc(w, func(x string) bool { return strings.TrimSuffix(x, "s") == head })
	if i < 0 || i+1 >= len(w) {
		return false
	}
	x := w[i+1]
	return strings.HasSuffix(x, "ied") && len(x) >= 4 || strings.HasSuffix(x, "ed") && !strings.HasSuffix(x, "eed") && len(x) >= 5
}
