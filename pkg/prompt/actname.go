package prompt

import "strings"

// plainClauseAct reads a description whose first clause opens on an
// adverb, a word for how the tool runs or "helps" before its verb
// ("Temporarily holds vehicle and passenger space …", "Batch update
// orders", "This tool helps analyze … configuration files"): the
// clause without that word says the act. ok is false when no verb
// follows or its object is no whole noun phrase.
func plainClauseAct(t ToolInfo) (intent, bool) {
	desc := unbrandedDesc(actingDesc(unwrapLines(t.Description)))
	w := strings.Fields(sentenceCase(firstClause(desc)))
	if len(w) < 3 {
		return intent{}, false
	}
	first := strings.ToLower(w[0])
	if !namePrefixes[first] && first != "helps" && !(strings.HasSuffix(first, "ly") && len(first) > 4 && isLowerWord(strings.ToLower(w[0]))) {
		return intent{}, false
	}
	v := verbBase(strings.ToLower(w[1]))
	rest := strings.Join(w[2:], " ")
	var in intent
	var ok bool
	switch {
	case verbs[v]:
		in, ok = clauseIntent(v+" "+rest, true)
	case thirdPerson(v) != "":
		// after an adverb, a word in -s is the verb ("Temporarily holds
		// vehicle and passenger space"), listed or not
		in, ok = clauseIntent("make "+rest, false)
		in.Verb = thirdPerson(v) + strings.TrimPrefix(in.Verb, "make")
		in.Read = false
	}
	if !ok || in.Object == "" || danglingObject(in) {
		return intent{}, false
	}
	in.Extra = soundExtra(in.Extra)
	return in, true
}

// nameNoise are words of a tool's name that only mark it as a tool's.
var nameNoise = map[string]bool{"tool": true, "tools": true, "mcp": true, "api": true, "fn": true, "func": true}

// nameAct says the act plainly from the tool's name, for a tool whose
// description gives no act a person would say: the name's verb, else
// in's, else "get", and the name's other words as the object ("update
// standing order" → "update the standing order", "orders batch update" →
// "update the orders", "queen status" → "get the queen status", "booking
// lookup" → "look up the booking"). A label (label true) is read as a
// thing to get only when the description names it too, in lower case. ok
// is false when the name says no plain object.
func nameAct(t ToolInfo, in intent, label bool) (intent, bool) {
	desc := unbrandedDesc(t.Description)
	var words []string
	for x := range strings.FieldsSeq(strings.ToLower(Humanize(spokenName(unbrandedName(t, desc))))) {
		if !nameNoise[x] {
			words = append(words, x)
		}
	}
	if len(words) == 0 {
		return intent{}, false
	}
	if r, ok := nounActIntent(strings.Join(words, " ")); ok && soundNameObject(strings.Fields(r.Object)[1:]) {
		if o := strings.TrimPrefix(r.Object, "the "); r.Verb == "search" && !plural(o) && !massNouns[lastWord(o)] {
			r.Object = o + "s" // "moduleSearch": a search looks through modules, not the module
		}
		return r, true
	}
	verb, obj := nameVerb(words)
	if len(obj) > 1 && obj[0] == "my" && verb == "" && label {
		// "my_loans": the asker's own things, which the name says whole
		return intent{Verb: "check", Object: strings.Join(obj, " "), OK: true, Read: true}, soundNameObject(obj[1:])
	}
	switch {
	case verb == "" && label && len(obj) > 1 && writtenHeads[obj[len(obj)-1]]:
		verb = "add" // tree_note: "add a tree note", never "help me with tree note"
	case verb == "" && label:
		if !namedInDesc(words, desc) && !readoutName(obj) {
			return intent{}, false
		}
		verb = "get"
	case verb == "":
		verb = in.Verb
	}
	var kept []string
	for _, x := range obj {
		if !namePrefixes[x] {
			kept = append(kept, x)
		}
	}
	if verb == "" || !soundNameObject(kept) {
		return intent{}, false
	}
	obj = kept
	if verb == "set" && len(obj) > 1 {
		verb = "change" // "set the battery mode to site …": the value, not the place, goes after "to"
	}
	det := "the "
	if bringsNew[verb] || verb == "request" {
		det = "a " // "add an alert channel", "request a quote": a new one
	}
	if d := tailActs[verb]; d != "" && (strings.Join(obj, " ") == strings.Join(words[:len(words)-1], " ") || leadActs[verb] && strings.Join(obj, " ") == strings.Join(words[1:], " ")) {
		det = d // bid-place: "place a bid"; raise_concern: "raise a concern"
	}
	return intent{Verb: verb, Object: fixArticle(det + strings.Join(descCaps(obj, desc), " ")), OK: true, Read: readVerbs[verb]}, true
}

// shoutedWords are words a description writes in capitals for weight
// ("Do NOT use", "ALL open orders"), not as initialisms.
var shoutedWords = map[string]bool{"NOT": true, "ALL": true, "ONLY": true, "MUST": true, "NEVER": true, "ANY": true,
	"AND": true, "OR": true, "NO": true, "NEW": true, "ONE": true, "EVERY": true, "NOTE": true, "IMPORTANT": true}

// descCaps writes each of a name's words in capitals when the description
// does ("spc_chart" described "SPC points for a parameter": "the SPC
// chart", not "the spc chart"); the name's lower-cased words are returned
// otherwise.
func descCaps(obj []string, desc string) []string {
	caps := map[string]bool{}
	for x := range strings.FieldsSeq(desc) {
		x = strings.Trim(x, ".,;:()'\"`")
		if len(x) > 1 && x == strings.ToUpper(x) && lettersOnly(x) && !shoutedWords[x] {
			caps[x] = true
		}
	}
	out := make([]string, len(obj))
	for i, w := range obj {
		out[i] = w
		if caps[strings.ToUpper(w)] {
			out[i] = strings.ToUpper(w)
		}
	}
	return out
}

// readoutHeads are head nouns of a name that say a thing a person looks
// at, whatever the business ("harvest forecast", "dues status", "yard
// turnout plan", "ridership report"): a tool so named with no act in its
// description is asked for as that thing ("get the harvest forecast for
// variety CAS"), never "help me with harvest forecast for variety CAS".
var readoutHeads = map[string]bool{"report": true, "forecast": true, "status": true, "plan": true, "chart": true,
	"stats": true, "statistics": true, "summary": true, "balance": true, "levels": true, "stock": true,
	"availability": true, "leaderboard": true, "schedule": true, "overview": true, "rota": true, "roster": true,
	"timetable": true, "calendar": true, "dashboard": true, "breakdown": true, "totals": true, "figures": true,
	"metrics": true, "standings": true, "rankings": true, "readings": true, "occupancy": true, "inventory": true,
	"agenda": true, "itinerary": true, "manifest": true, "takings": true, "history": true}

// readoutName tells whether a name's words, none of them its verb, name
// a thing to look at (readoutHeads) with no act hidden before the head:
// "harvest forecast" is one, "reorder stock" is not ("reorder" is "order"
// again, so "get the reorder stock" would misread the act).
func readoutName(w []string) bool {
	if len(w) == 0 || !readoutHeads[w[len(w)-1]] && !measureHeads[w[len(w)-1]] {
		return false
	}
	for _, x := range w[:len(w)-1] {
		if verbs[x] || len(x) > 5 && strings.HasPrefix(x, "re") && verbs[x[2:]] {
			return false
		}
	}
	return true
}

// nameVerb splits a tool name's words into its verb, first or last
// ("update standing order", "orders batch update"), and the rest; verb is
// "" when neither end is a verb ("honey harvest summary").
func nameVerb(words []string) (string, []string) {
	if v, ok := httpVerbs[words[0]]; ok && v != "" && len(words) > 1 {
		return v, words[1:]
	}
	if len(words) > 2 && verbs[words[0]] && !readVerbs[words[0]] && verbs[words[1]] && !nounVerbs[words[1]] {
		return words[1], words[2:] // run_assign_crew: "assign the crew", never "run the assign crew"
	}
	if verbs[words[0]] && len(words) > 1 {
		return words[0], words[1:]
	}
	if len(words) > 1 && (leadActs[words[0]] || words[0] == "new") {
		if words[0] == "new" {
			return "add", words // new_climber: "add a new climber", never "help me with new climber"
		}
		return words[0], words[1:] // raise_concern: "raise a concern", never "get the raise concern"
	}
	if n := len(words); n > 1 && (verbs[words[n-1]] && !nounVerbs[words[n-1]] || tailActs[words[n-1]] != "") {
		return words[n-1], words[:n-1]
	}
	return "", words
}

// tailActs are verbs a tool's name ends on after the thing they act on
// ("cloth-receive", "bid-place", "loanRedeem") that the description
// verbs lack, with the article their object takes: "receive the cloth",
// "place a bid", "redeem the loan", never "help me with cloth receive"
// or "help me with bid place".
var tailActs = map[string]string{"receive": "the ", "place": "a ", "redeem": "the ", "forfeit": "the ",
	"dispatch": "the ", "allocate": "the ", "release": "the ", "collect": "the ", "deliver": "the ",
	"issue": "a ", "raise": "a ", "lodge": "a ", "settle": "the ", "refill": "the ", "restock": "the "}

// writtenHeads are head nouns of a name that say a short text a person
// writes down about its thing ("tree note", "visit comment", "job
// remark"): such a tool with no act of its own adds one.
var writtenHeads = map[string]bool{"note": true, "comment": true, "remark": true, "memo": true}

// leadActs are the verbs of tailActs that, first in a tool's name, are
// its act ("raise_concern", "settle_invoice", "collect_payment"): words
// seldom a noun there. "issue", "place", "release" and "dispatch" open
// names of things as often ("issue_list", "release_notes") and are left
// out.
var leadActs = map[string]bool{"raise": true, "lodge": true, "redeem": true, "forfeit": true, "allocate": true,
	"collect": true, "deliver": true, "receive": true, "settle": true}

// soundNameObject tells whether a name's words make a plain object: one
// to four lower-case words of three letters or more, whose head names a
// thing, not a program that acts ("services reader", "config helper").
func soundNameObject(w []string) bool {
	if len(w) == 0 || len(w) > 4 {
		return false
	}
	for _, x := range w {
		if len(x) < 3 || !lettersOnly(x) || !isLowerWord(x) {
			return false
		}
	}
	head := w[len(w)-1]
	if participleAdjectives[head] || danglingWords[head] || prepositions[head] || vagueHeads[head] || verbs[head] && !nounVerbs[head] && !plural(head) {
		return false
	}
	return !agentNoun(head)
}

// agentNoun tells whether w names a program by what it does ("reader",
// "updater", "helper"): a verb of four letters or more with "-er" or
// "-r".
func agentNoun(w string) bool {
	if !strings.HasSuffix(w, "er") && !strings.HasSuffix(w, "or") {
		return false
	}
	for _, stem := range []string{w[:len(w)-2], w[:len(w)-1]} {
		if len(stem) >= 4 && verbs[stem] {
			return true
		}
	}
	return false
}

// namedInDesc tells whether the description says one of the name's
// words (four letters or more) as a common word, in lower case: the name
// then names what the description is about ("queen_status": "The queen's
// current status for a hive").
func namedInDesc(words []string, desc string) bool {
	said := map[string]bool{}
	for x := range strings.FieldsSeq(desc) {
		x = strings.TrimSuffix(strings.Trim(x, ".,;:()'\"`"), "'s")
		if isLowerWord(x) {
			said[strings.TrimSuffix(x, "s")] = true
		}
	}
	for _, w := range words {
		if len(w) >= 4 && said[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// thirdPerson returns the base form of a lower-case verb in -s ("holds" →
// "hold", "pushes" → "push"); "" for any other word.
func thirdPerson(w string) string {
	if !isLowerWord(w) || len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return ""
	}
	for _, suf := range []string{"shes", "ches", "xes", "sses", "zes"} {
		if strings.HasSuffix(w, suf) {
			return strings.TrimSuffix(w, "es")
		}
	}
	return strings.TrimSuffix(w, "s")
}
