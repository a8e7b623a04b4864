package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// followAck ends rec, an offline follow-up whose first tool changes one
// thing and gives no outputSchema to synthesize its result from, as the
// finished exchange a follow-up refers back to: the first call, the
// tool's report that the change is done said from its own action alone
// ("Branch created.": no value the call did not send, nothing made up),
// the answer, the user's next request referring back ("Same again for
// fix/login-redirect, please.") and the second call, derived from the
// first call and the request alone. false (rec untouched) when the tool
// reads, names no plain action on a thing, is read-only by its
// annotations, or the second call would repeat a creation with a value
// added (a duplicate, not a change).
func (w *worker) followAck(rec *dataset.Record, first, second spec, ask, text string, varied prompt.Param, rng *rand.Rand, index int, b *built) (bool, error) {
	adds := second.pt == first.pt && addsValue(first.args, second.args)
	if first.pt.t.IsReadOnly() || adds && !updates(first.pt) {
		return false, nil
	}
	var result, answer string
	var ok bool
	if dryRun(first.args) {
		result, answer, ok = prompt.TrialAck(rng, first.pt.bind) // checked, not done
	} else {
		result, answer, ok = prompt.DoneAckCount(rng, first.pt.bind, actedCount(first.pt, first.args))
		if ok && prompt.DoneNamesUnset(first.pt.bind, first.args) {
			// The act names a value the call left alone ("The date is
			// changed." for new access notes): said from the name.
			result, answer, ok = prompt.NameDoneAckCount(rng, nameWords(first.pt.spoken().Name), actedCount(first.pt, first.args))
		}
	}
	if !ok {
		return false, nil
	}
	answer = namedDone(answer, first, rec.Turns[0].Content)
	if varied.Name != "" && second.pt == first.pt && !updates(first.pt) && makesNewThing(first.pt) && keepsName(first.args, second.args, varied.Name) {
		return false, nil // the same named thing made twice
	}
	if varied.Name != "" && second.pt == first.pt && setsOneState(first.pt.spoken().Name) {
		return false, nil // ("Can you do that for board B too?": only one stays active)
	}
	if varied.Name != "" && second.pt == first.pt {
		// The request for the same change again, said as one after a
		// change done ("Now do the same for issue 146."), not as a
		// question about what a read found ("How about with an issue
		// of 146?").
		v, params := second.args[varied.Name], first.pt.bind.Params()
		named := sameKind(params, varied) || namesOther(params, first.args, varied) || pastedAmong(varied, first.args)
		parts, _ := personAlong(params, varied, first.args, second.args, map[string]any{})
		if personName(first.pt, varied) {
			parts = withTied(params, parts, first.args, second.args, map[string]any{})
		}
		switch {
		case len(parts) > 1 && keepsBirth(first.args, second.args):
			// Another person with the first one's date of birth: no
			// two clients share it, whether the person is said whole
			// ("Now do the same for Sofia Dubois (+1 312-464-6229).")
			// or by name alone.
			return false, nil
		case len(parts) > 1 && !adds:
			// Another person said whole: the name and the address.
			if said := personSaid(parts, second.args); updates(first.pt) {
				ask = prompt.RedirectPerson(rng, said)
			} else {
				ask = prompt.FollowUpPerson(rng, said, true)
			}
		case adds:
			ask = prompt.FollowUpAlso(rng, varied, v)
		case !adds && makesThing(first.pt) && prompt.NewThingName(varied):
			// One more made under another name.
			if another, ok := anotherMade(first.pt, varied, v, rng); ok {
				ask = another
			}
		case redated(first, second, varied):
			// The same thing moved to a second date ("And for January
			// 13 as well"): a slip, corrected as the declined call's redo.
			return false, nil
		case prompt.AgainTarget(varied, v) && keepsOtherID(first.args, second.args, varied.Name, tiedNoun):
			// The same alarm reset on another turbine, the same artist
			// booked for another consultation: an id of the first
			// call belongs with its target, and a person naming
			// another target names its own.
			return false, nil
		case prompt.AgainTarget(varied, v) && actsAgain(first.pt, varied, first.args, second.args):
			// The thing acted on is named by an id the second call
			// keeps: "Same again for Mei Bernard" voids the entry just
			// voided, "Same again for Priya Khan" releases the item
			// just released.
			return false, nil
		case prompt.AgainTarget(varied, v) && renamesAlike(first.pt, varied, first.args, second.args):
			// A new name or title given to another thing: two things
			// renamed to one name ("And for 5df9… as well" of a data
			// source just renamed "Team directory").
			return false, nil
		case prompt.AgainTarget(varied, v) && carriesRows(first.args):
			// Rows of the first thing (an expense's lines, a sample's
			// readings) are its own: the same rows for another one
			// ("And for sample S9268028 as well") is no request a
			// person makes.
			return false, nil
		case prompt.AgainTarget(varied, v):
			ask = prompt.FollowUpAgain(rng, idSaidAs(varied, fmt.Sprint(first.args[varied.Name]), text), v, named)
		case endsThings(first.pt):
			// The same card cancelled again for another reason: what
			// was ended cannot be ended again.
			return false, nil
		case updates(first.pt):
			// A setting of the same thing changed again: the person
			// corrects it ("Sorry, I meant 40, not 20.").
			// The new value in the words the request says it with ("40
			// km/h"), not by its parameter's name; drawn from a source
			// of its own so the turns after it stay as they were.
			said := w.r.ArgSaid(first.pt.bind, rand.New(rand.NewPCG(uint64(index), 0x5a1d)), index, second.args, varied.Name)
			ask = prompt.RedirectSaid(rng, varied, first.args[varied.Name], v, named, said, text)
		case prompt.NamesNew(varied) && !varied.Enum:
			// Another one made with one value changed ("Same again, but
			// with the title …"). Another choice of a list for the same
			// thing ("Same again, but with the plan set to monthly.")
			// reads as a correction of a slip: the declined call's redo.
			ask = prompt.FollowUpAgain(rng, varied, v, named)
		default:
			// Another amount, date or sender for the same thing reads
			// as a correction: the declined call's redo says it.
			return false, nil
		}
	}
	if ask == "" {
		return false, nil
	}
	return w.finishedExchange(rec, first, second, result, answer, ask, text, b)
}

// actsAgain tells whether a follow-up's second call of pt, first and
// second its two calls' values with varied changed, acts on the very
// thing the first did: varied names no thing (a person who voids, a
// reason) and an id of the first call (the entry, the item) is kept,
// and the call ends that thing (what was voided cannot be voided again)
// or does something to it for a person without making anything new (an
// item released to one person, then "Same again for Priya Khan"). A
// booking or a reservation for another person at the same performance
// is a new one, kept.
func actsAgain(pt *prepTool, varied prompt.Param, first, second map[string]any) bool {
	if prompt.IDLike(varied) || !keepsOtherID(first, second, varied.Name, anyNoun) {
		return false
	}
	return endsThings(pt) || personPart(varied) && !makesNewThing(pt)
}

// renamesAlike tells whether a follow-up's second call of pt, an update,
// gives another thing the name or title the first call just gave one
// ("Rename data source c11b… to "Team directory"." then "And for 5df9…
// as well"): two things under one name is no change a person asks for.
func renamesAlike(pt *prepTool, varied prompt.Param, first, second map[string]any) bool {
	return updates(pt) && keepsName(first, second, varied.Name)
}

// anyNoun tells keepsOtherID that an id of any noun belongs with the
// thing a call acts on.
func anyNoun(string) bool { return true }

// addsValue tells whether b sets a value a does not: the second call
// adds to the first rather than changing one of its values.
func addsValue(a, b map[string]any) bool {
	for k := range b {
		if _, ok := a[k]; !ok {
			return true
		}
	}
	return false
}

// updates tells whether pt's name says it changes a thing in place
// (update, edit, set, patch, modify, change): doing it again with one
// more value set is the same change carried further, not a duplicate.
func updates(pt *prepTool) bool {
	return slices.ContainsFunc(actWords(pt), updateWord)
}

// updateWord tells whether w, a word of a tool's name, is a verb of a
// change made in place (update, edit, set, patch, modify, change).
func updateWord(w string) bool {
	switch w {
	case "update", "edit", "set", "patch", "modify", "change", "configure", "rename", "move", "resize", "adjust":
		return true
	}
	return false
}

// carriesRows tells whether args hold a list of two or more records (an
// expense's lines, a test's readings): what they list belongs to the
// thing the call is about.
func carriesRows(args map[string]any) bool {
	for _, v := range args {
		l, ok := v.([]any)
		if !ok || len(l) < 2 {
			continue
		}
		if !slices.ContainsFunc(l, func(x any) bool { _, rec := x.(map[string]any); return !rec }) {
			return true
		}
	}
	return false
}

// actedCount is how many things a call of pt with args acts on, when
// pt's name ends on a plural (create_tasks, remove_labels) and args hold
// one list of things (not of rows): its length, the number its report
// says ("Task created." for one, "Labels removed." for three). 0 when
// not counted that way.
func actedCount(pt *prepTool, args map[string]any) int {
	w := nameWords(pt.spoken().Name)
	if len(w) == 0 || singular(w[len(w)-1]) == w[len(w)-1] {
		return 0
	}
	n := 0
	for _, v := range args {
		if l, ok := v.([]any); ok {
			if n > 0 || len(l) > 0 && slices.ContainsFunc(l, func(e any) bool { _, rows := e.([]any); return rows }) {
				return 0 // two lists, or rows of values (one row is many values): not the things counted
			}
			n = len(l)
		}
	}
	return n
}
