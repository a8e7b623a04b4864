package prompt

import (
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// nameReadVerbs open the names of tools that look things up ("get_plot",
// "list_visits"): such a tool changes nothing, whatever act its
// description's noun phrase was read as ("Plot details": "Details
// plotted.").
var nameReadVerbs = map[string]bool{"get": true, "list": true, "search": true, "find": true, "fetch": true,
	"retrieve": true, "show": true, "read": true, "describe": true, "query": true, "lookup": true, "browse": true,
	"view": true}

// actFits tells whether verb done to obj is what t does, as a report of
// the change done says it: false when t's name opens on a look-up verb,
// or when verb is a word no verb list knows that t's name ends on (the
// noun "member" of "hr_member", "accident": "Lookup membered."), or when
// obj opens on the first word of t's description, the description's own
// verb ("Deducts seeds from …": "Deducts seeds withdrawn.").
func actFits(t ToolInfo, verb, obj string) bool {
	nw := nameWords(t.Name)
	if len(nw) > 0 && nameReadVerbs[nw[0]] {
		return false
	}
	d := strings.Fields(strings.ToLower(t.Description))
	known := verbs[verb] || actVerbs[verb] || nameDoneVerbs[verb] || irregularDone[verb] != "" || doubledDone[verb]
	if len(nw) > 0 && !known && nw[len(nw)-1] == verb && !saidAsVerb(d, verb) {
		return false
	}
	o := strings.Fields(obj)
	if len(d) > 0 && len(o) > 1 && o[0] == d[0] && len(d[0]) > 3 && strings.HasSuffix(d[0], "s") && !strings.HasSuffix(d[0], "ss") {
		return false
	}
	return true
}

// saidAsVerb tells whether the words d of a description say verb as one,
// before a determiner ("Deaccessions an accession", "invoice a job"),
// where "Member lookup by number" says it as a noun.
func saidAsVerb(d []string, verb string) bool {
	for i := 0; i+1 < len(d); i++ {
		if w := d[i]; (w == verb || w == verb+"s" || w == verb+"es") && determiners[d[i+1]] {
			return true
		}
	}
	return false
}

// doneObject tells whether obj, the thing a change done reports on, is
// a thing: its last word no state ("aircraft offline", "mark sold") nor
// participle ("parts used", "checked"), which a report would say as the
// thing changed ("The aircraft offline is set."), and no word of it the
// act itself ("Written estimate written.").
func doneObject(verb, done, obj string) bool {
	last := obj[strings.LastIndexByte(obj, ' ')+1:]
	state := plainStates[last] || spanStates[last] || markedState(last) && !verbs[last] // "meter read" is a thing
	return !state && namesThing(verb, done, obj)
}

// namesThing is doneObject without its state check: a state after the
// thing says where a change not made would have put it ("I haven't set
// that aircraft offline."), where a participle ("that checked") or the
// act again ("written that written estimate") is still no thing.
func namesThing(verb, done, obj string) bool {
	w := strings.Fields(obj)
	if len(w) == 0 {
		return false
	}
	for _, x := range w {
		if x == verb || x == done {
			return false
		}
	}
	// A participle that is its verb too is a noun as often ("meter
	// read", "data set").
	last := w[len(w)-1]
	return verbs[last] || !(pastParticiples[last] && !plainStates[last] || role.Participle(last) && !strings.HasSuffix(last, "eed"))
}

// DoneNamesUnset tells whether the thing b's report of a change done
// names is a parameter of b the call, args, left unset: "Change date,
// items or access notes of a booking" read as a change of the date, for
// a call that set the access notes, would report "The date is changed.".
func DoneNamesUnset(b *Binding, args map[string]any) bool {
	_, obj, ok := declinedAct(b)
	if !ok {
		return false
	}
	head := singular(obj[strings.LastIndexByte(obj, ' ')+1:])
	unset := false
	for _, p := range b.Params() {
		h := strings.Fields(strings.ToLower(Humanize(p.Name)))
		_, set := args[p.Name]
		for i, w := range h {
			switch {
			case singular(w) != head:
			case set:
				return false // the thing's own value was set ("cask nos")
			case i == len(h)-1 && len(h) >= len(strings.Fields(obj)) && !slices.ContainsFunc(h, func(x string) bool { return prepositions[x] }):
				// "collection date" of "the date"; not "deposit per
				// cask", nor the "note" a "tree note" holds.
				unset = true
			}
		}
	}
	return unset
}
