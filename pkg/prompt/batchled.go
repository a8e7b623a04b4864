package prompt

import "strings"

// bulkModes say that an act is done to many things at once ("Bulk edit
// tags", "Batch update records"): a person names the act and the things
// ("edit these tags"), never the mode.
var bulkModes = map[string]bool{"bulk": true, "batch": true, "mass": true}

// batchLed drops a batch word that opens a clause before a known verb
// ("Bulk edit tags" → "Edit the tags"), so the verb is read as the act, not
// as a noun of the object ("the edit tags"). Other clauses are returned
// as they are ("Batch jobs for a queue").
func batchLed(clause string) string {
	clause = newLed(clause)
	w := strings.Fields(clause)
	if len(w) < 3 || !bulkModes[strings.ToLower(w[0])] {
		return clause
	}
	v := strings.ToLower(w[1])
	if !verbs[verbBase(v)] || !isLowerWord(w[1]) {
		return clause
	}
	if !determiners[strings.ToLower(w[2])] && isLowerWord(w[2]) && lettersOnly(w[2]) {
		// the things a batch acts on are the ones the request names:
		// "Batch update orders" → "Update the orders"
		return cap1(w[1] + " the " + strings.Join(w[2:], " "))
	}
	return cap1(strings.Join(w[1:], " "))
}

// editVerbs are acts that say only that something changes ("Bulk edit
// tags"): an operation argument says what the change is.
var editVerbs = map[string]bool{"edit": true, "update": true, "modify": true, "manage": true, "change": true}

// operationAct is the act an operation argument's value names with its
// own object ("set_permissions", "add_tags") on a tool whose verb only
// says that things change: the value's verb and noun, with the
// preposition that verb takes before the tool's object ("set permissions
// on tags 5 and 7", "add tags to documents 3 and 4"). ok is false for any
// other value or tool.
func operationAct(x string, in intent) (string, bool) {
	f := strings.Fields(strings.ToLower(Humanize(x)))
	if len(f) != 2 || !verbs[f[0]] || !editVerbs[in.Verb] || in.Object == "" || !plural(f[1]) || !lettersOnly(f[1]) {
		return "", false
	}
	prep := "on"
	if p, ok := complementVerbs[f[0]]; ok {
		prep = p
	}
	return f[0] + " " + f[1] + " " + prep, true
}

// newLed says a description that opens on "New" before a thing, with no
// verb ("New work order. Returns wo no.", "new blast plan"), as the act
// of making one: "Create a work order". Read as written, "new" was the
// verb ("Let's new a work order", "plan for bench N9-451"). A name
// ("New Relic", "New York") is no thing made.
func newLed(clause string) string {
	w := strings.Fields(clause)
	if len(w) < 2 || !strings.EqualFold(w[0], "new") || !isLowerWord(w[1]) || !lettersOnly(w[1]) || determiners[w[1]] ||
		verbs[w[1]] && len(w) == 2 {
		return clause
	}
	return "Create " + fixArticle("a "+strings.Join(w[1:], " "))
}
