package prompt

import (
	"regexp"
	"slices"
	"strings"
)

// A request asks for what its tool does. toolIntent reads the act from
// a description's first verb, and from the tool's name when that fails;
// agreedIntent mends the intents where either reading names the wrong
// act: a tool that returns a bike to a dock read as "get the bike", one
// that stages files or clocks an employee in asked for as a read because
// its verb is no listed verb, "order_status" asked as a change because
// its name opens on a word that is also a verb.

// agreedIntent makes in, the intent toolIntent read for t, agree with
// what t does: a change is never asked for as a read, a read never as a
// change. A description's own verb counts first, then the tool's name,
// then its annotations (t.Effect): servers state hints loosely, words
// rarely lie about the act.
func agreedIntent(t ToolInfo, in intent) intent {
	if in.Fixed || len(in.Verbs) > 0 {
		return in
	}
	desc := actingDesc(unwrapLines(t.Description)) // the act, not instructions to the model
	clause := sentenceCase(firstClause(desc))
	return spokenVerb(mendedAct(clause, actOf(t, desc, clause, in)))
}

// actOf is agreedIntent's reading of the act.
func actOf(t ToolInfo, desc, clause string, in intent) intent {
	if a, ok := phrasalAct(clause); ok {
		return a
	}
	if a, ok := givenBack(clause, in, t.Effect); ok {
		return a
	}
	if !in.Read {
		if a, ok := compoundNamed(t.Name, clause, in); ok {
			return a
		}
		if a, ok := nounNamed(t.Name, clause, t.Effect, in); ok {
			return a
		}
		if in.Verb != "use" && !in.Label {
			return in // a verb of its own: "create", "archive"
		}
	}
	if a, ok := unlistedAct(t.Name, desc, t.Effect); ok {
		return a
	}
	if a, ok := bareNameRead(t.Name, desc, t.Effect, in); ok {
		return a
	}
	return in
}

// bareNameRead reads a tool with no description whose name is a plain
// noun phrase of whole words ("footfall", "routes", "room_occupancy"):
// the name is the thing the tool gives, asked for as a read ("Show me the
// footfall by day"), never a thing to help with ("Give me a hand with
// footfall ordered by day"). A tool that states a change, a name with a
// verb or a clipped word ("del_viewing", "new_climber") stays as read.
func bareNameRead(name, desc string, eff Effect, in intent) (intent, bool) {
	if !in.Label || strings.TrimSpace(desc) != "" || eff == EffectChanges {
		return intent{}, false
	}
	w := strings.Fields(strings.ToLower(Humanize(name)))
	if len(w) == 0 || len(w) > 3 {
		return intent{}, false
	}
	for _, x := range w {
		if len(x) < 4 || !lettersOnly(x) || verbs[x] || namePrefixes[x] {
			return intent{}, false
		}
	}
	a, ok := clauseIntent("get the "+strings.Join(w, " "), false)
	if !ok || a.Object == "" {
		return intent{}, false
	}
	a.Read = true
	return a, true
}

// phrasalActs are verbs whose particle makes an act of a word that
// alone reads ("check in a guest" changes a booking, "check" reads).
var phrasalActs = map[string]bool{"check in": true, "check out": true, "sign in": true, "sign out": true,
	"sign up": true, "sign off": true, "log in": true, "log out": true, "clock in": true, "clock out": true,
	"opt in": true, "opt out": true, "check off": true, "set up": true, "roll back": true, "back up": true,
	"top up": true, "pay out": true, "hand over": true, "hand off": true, "write off": true, "tick off": true}

// phrasalAct reads a clause that opens on a phrasal act ("Check in a
// guest at the front desk", "Clock out an employee"): the verb with its
// particle, the object after it, and no read.
func phrasalAct(clause string) (intent, bool) {
	w := strings.Fields(clause)
	if len(w) < 3 {
		return intent{}, false
	}
	v := verbBase(strings.ToLower(w[0]))
	p := strings.ToLower(w[1])
	if !phrasalActs[v+" "+p] || !determiners[strings.ToLower(w[2])] {
		return splitPhrasalAct(v, w)
	}
	return madeAct(v+" "+p, w[2:])
}

// splitPhrasalAct reads a phrasal act whose particle follows a short
// object ("Write a cask off as lost or stolen", "Sign the day off"): the
// particle goes back to its verb ("write off a cask as lost"), never
// dropped ("Write cask HB0365 on …", which says a different act).
func splitPhrasalAct(v string, w []string) (intent, bool) {
	if len(w) < 4 || !determiners[strings.ToLower(w[1])] {
		return intent{}, false
	}
	for i := 2; i < len(w) && i <= 3; i++ {
		p := strings.ToLower(strings.Trim(w[i], ".,;:"))
		if phrasalActs[v+" "+p] && (i == len(w)-1 || !determiners[strings.ToLower(w[i+1])]) {
			obj := slices.Concat(w[1:i], w[i+1:])
			return madeAct(v+" "+p, obj)
		}
		if !isLowerWord(w[i]) || prepositions[p] {
			return intent{}, false
		}
	}
	return intent{}, false
}

// madeAct reads the object and place of words after act, an act the
// verb list may lack, as clauseIntent reads them after a listed verb.
func madeAct(act string, rest []string) (intent, bool) {
	in, ok := clauseIntent("make "+strings.Join(rest, " "), false)
	if !ok || !strings.HasPrefix(in.Verb, "make") {
		return intent{}, false
	}
	in.Verb = act + strings.TrimPrefix(in.Verb, "make")
	in.Read, in.Verbs = false, nil
	return in, true
}

// givenBack tells a return of a thing from a read: an imperative
// "Return" (never "Returns", which names what a tool gives back) whose
// object goes somewhere ("Return the bike to a dock") or whose tool
// states a change is giving it back, and the request says "return".
func givenBack(clause string, in intent, eff Effect) (intent, bool) {
	w := strings.Fields(clause)
	if len(w) < 2 || !strings.EqualFold(w[0], "return") || !in.Read || in.Object == "" || dataWords[objectHead(in.Object)] {
		return intent{}, false
	}
	ex := strings.ToLower(in.Extra)
	if !strings.HasPrefix(ex, "to ") && !strings.HasPrefix(ex, "on ") && !strings.HasPrefix(ex, "at ") && eff != EffectChanges {
		return intent{}, false
	}
	in.Verb, in.Read = "return", false
	return in, true
}

// dataWords are what a read returns ("Return a list of users", "Return
// the results to the caller"): no thing a person gives back.
var dataWords = map[string]bool{"list": true, "results": true, "result": true, "data": true, "details": true,
	"information": true, "info": true, "content": true, "contents": true, "summary": true, "status": true,
	"value": true, "values": true, "output": true, "response": true, "text": true, "url": true, "urls": true,
	"id": true, "ids": true, "number": true, "count": true, "json": true, "array": true, "object": true}

// gloss is a plain verb a description gives in brackets after its own
// ("Uncomplete (reopen) one or more tasks"): the word people use.
var gloss = regexp.MustCompile(`^\s*(\S+)\s+\(([a-z]+)\)\s+`)

// unlistedAct reads the act of a tool whose description opens on a verb
// the verb list lacks ("Stage files for the next commit", "Reschedule
// tasks to new dates", "Reconnect to the API server"), which toolIntent
// took for a noun and asked for as a read. The word is an act when the
// tool's name opens on it too, when it is a listed verb with "re" or
// "un" before it ("reorder", "unassign"), or when the tool states a
// change; never a word shaped as a noun ("status", "creation").
func unlistedAct(name, desc string, eff Effect) (intent, bool) {
	if m := gloss.FindStringSubmatchIndex(desc); m != nil {
		g := desc[m[4]:m[5]]
		if verbs[g] && !readVerbs[g] {
			// "Uncomplete (reopen) one or more tasks": "reopen one or more tasks"
			desc = g + " " + desc[m[1]:]
		}
	}
	w := strings.Fields(sentenceCase(firstClause(desc)))
	if len(w) < 2 {
		return intent{}, false
	}
	v := strings.ToLower(w[0])
	next := strings.ToLower(w[1])
	if !isLowerWord(v) || len(v) < 4 || readVerbs[verbBase(v)] || notVerbs[v] || determiners[v] || prepositions[v] ||
		nounShaped(v) || next == "of" || next == "is" || next == "are" || next == "for" || next == "and" {
		return intent{}, false
	}
	if nw := strings.Fields(strings.ToLower(Humanize(name))); bareCountNoun(name, w[1:]) && nw[len(nw)-1] == v {
		// "Accident book entry" of a tool named "accident": the word the
		// name ends on (its head noun) modifies a bare noun, so the clause
		// names a thing; a tool that changes data adds one ("add an
		// accident book entry"), never "accident a book entry". A name
		// that goes on past the word ("fail_cycle" of "Fail cycle") keeps
		// it the act.
		last := strings.ToLower(w[len(dropPrepTail(w[1:]))])
		if eff != EffectChanges && !(eff == EffectUnknown && recordHeads[last]) || readVerbs[last] || outputNouns[last] {
			return intent{}, false // "Member lookup by name" is a read
		}
		return madeAct("add", append([]string{v}, w[1:]...))
	}
	named := false
	if f := nameVerbFirst(strings.Fields(strings.ToLower(Humanize(name)))); len(f) > 0 && f[0] == v {
		if wordNamesThing(f, next) {
			// "zf_tank" described "Tank details", "wms_stock_rpt"
			// described "Stock by owner": the word names the thing read,
			// never "tank details" or "stock by owner" as an order.
			if eff == EffectChanges {
				return intent{}, false
			}
			return modifiedRead(w)
		}
		named = true
	}
	named = named || nameSaysAct(name) && nameSaysVerb(name, v) // "Receive pallet" of wms_rcv
	if !named && !prefixedVerb(v) && eff != EffectChanges {
		return intent{}, false
	}
	if eff == EffectReads && !determiners[next] {
		return modifiedRead(w)
	}
	return madeAct(v, w[1:])
}

// dropPrepTail is w up to its first preposition or conjunction.
func dropPrepTail(w []string) []string {
	for i, x := range w {
		if x = strings.ToLower(x); prepositions[x] || x == "of" || x == "or" || x == "and" {
			return w[:i]
		}
	}
	return w
}

// outputNouns end a tool name or description that names what the tool
// gives back ("stock_rpt", "sales_summary", "Tank details"): a word
// before them modifies them.
var outputNouns = map[string]bool{"report": true, "rpt": true, "reports": true, "summary": true, "details": true,
	"detail": true, "stats": true, "statistics": true, "overview": true, "history": true, "info": true,
	"breakdown": true, "totals": true, "dashboard": true}

// wordNamesThing tells whether name words nw, which open on the description's
// first word, say that word as a noun: the name is the word and a noun
// for what is given back ("stock rpt"), or the word alone when the
// description's next word (next) is such a noun ("tank" described "Tank
// details"). A name that goes on with its object ("stage_files") keeps
// the word an act.
func wordNamesThing(nw []string, next string) bool {
	switch len(nw) {
	case 1:
		return outputNouns[next]
	case 2:
		return outputNouns[nw[1]] && !determiners[next]
	}
	return false
}

// modifiedRead reads the clause w of a tool that only reads, opening on
// a word that is a verb too before a bare noun ("Stock weight and value
// on a date" of a read-only stock_report): the word modifies the noun,
// and the request asks for the thing ("get the stock weight and value",
// was "stock a weight and value").
func modifiedRead(w []string) (intent, bool) {
	in, ok := clauseIntent("get "+lcFirst(strings.Join(w, " ")), false)
	if !ok || in.Object == "" || brokenObject(in.Object) {
		return intent{}, false
	}
	f := strings.Fields(in.Object)
	switch l := strings.ToLower(f[0]); {
	case l == "a" || l == "an":
		in.Object = "the " + strings.Join(f[1:], " ")
	case !determiners[l]:
		in.Object = "the " + in.Object
	}
	in.Read = true
	return in, true
}

// prefixedVerb tells whether w is a listed verb with "re" or "un" before
// it ("reorder", "reschedule", "unassign", "uncomplete"): a verb too.
func prefixedVerb(w string) bool {
	for _, p := range []string{"re", "un"} {
		if b, ok := strings.CutPrefix(w, p); ok && len(b) >= 3 && verbs[b] && !nounVerbs[b] && w != "research" {
			return true
		}
	}
	return false
}

// nounShaped tells whether a lower-case word is built as a noun: a
// plural, or a noun ending ("creation", "payment", "activity").
func nounShaped(w string) bool {
	if strings.HasSuffix(w, "s") {
		return true
	}
	for _, e := range []string{"tion", "sion", "ment", "ness", "ity", "ance", "ence", "ship", "ure", "ary", "ory", "ist", "ism"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// nounNamed reads a tool whose name is a noun compound opening on a
// word that is also a verb ("order_status": "Status of an order") as
// the read it is: the description is a noun phrase naming the same
// thing, or the tool says it only reads, and the request asks for that
// thing ("get the status of order 5"), not "order the status".
func nounNamed(name, clause string, eff Effect, in intent) (intent, bool) {
	nw := nameVerbFirst(strings.Fields(strings.ToLower(Humanize(name))))
	if len(nw) < 2 || strings.Fields(in.Verb)[0] != nw[0] {
		return intent{}, false
	}
	cw := strings.Fields(clause)
	if len(cw) == 0 || (setterVerbs[nw[0]] || nameSaysAct(name) && !strings.EqualFold(cw[0], nw[0])) && eff != EffectReads {
		// setLoftCoords described "Loft position", log_milk described
		// "Milk yield, litres": a setter or a name that says its change
		// names what it sets, never a read of it ("look up the position
		// for loft L507")
		return intent{}, false
	}
	if _, ok := clauseIntent(clause, true); ok {
		return intent{}, false // the description has a verb of its own
	}
	head := strings.ToLower(cw[0])
	inName := false
	for _, x := range nw[1:] {
		if x == head || x+"s" == head || x == head+"s" {
			inName = true
		}
	}
	if !inName && eff != EffectReads {
		return intent{}, false
	}
	in2, ok := clauseIntent("get "+lcFirst(clause), false)
	if !ok || in2.Object == "" || brokenObject(in2.Object) {
		return intent{}, false
	}
	if f := strings.Fields(strings.ToLower(in2.Object)); !determiners[f[0]] {
		in2.Object = "the " + in2.Object
	}
	in2.Read = true
	return in2, true
}

// setterVerbs open a tool name that writes what its description names
// ("setLoftCoords": "Loft position …"), which nounNamed never reads as a
// thing got.
var setterVerbs = map[string]bool{"set": true, "update": true, "change": true, "save": true, "store": true, "put": true}

// spanVerbs take an act in -ing as their object ("Stop following an
// issue", "Start tracking a parcel"): the two are the verb.
var spanVerbs = map[string]bool{"stop": true, "start": true, "keep": true, "begin": true, "finish": true,
	"resume": true, "continue": true, "quit": true}

// mendedAct mends the shape of an act read from clause where the words
// after the verb were taken for its object: two verbs sharing one
// object, the second one the verb list lacks ("Unlock and rent a
// bike": "unlock and rent a bike", not
// "unlock an and rent"), a verb of a span with its -ing act ("stop
// following an issue", not "stop the following an issue"), a verb whose
// object follows its preposition ("Unsubscribe from issue updates":
// "unsubscribe from issue updates"), and a possessive left without its
// noun ("an existing card's details" said as "a card's").
func mendedAct(clause string, in intent) intent {
	if in.Fixed || len(in.Verbs) > 0 || !in.OK {
		return in
	}
	w := strings.Fields(clause)
	v := ""
	if len(w) > 0 {
		v = verbBase(strings.ToLower(w[0]))
	}
	switch {
	case len(w) > 3 && v == strings.Fields(in.Verb)[0] && strings.EqualFold(w[1], "and") && isLowerWord(w[2]) &&
		lettersOnly(w[2]) && !verbs[verbBase(w[2])] && !nounShaped(w[2]) && !determiners[w[2]] && determiners[strings.ToLower(w[3])]:
		// (a listed second verb only refines the first: secondVerb)
		if a, ok := madeAct(v+" and "+strings.ToLower(w[2]), w[3:]); ok {
			a.Read = in.Read && readVerbs[verbBase(strings.ToLower(w[2]))]
			return a
		}
	case len(w) > 2 && spanVerbs[v] && v == in.Verb && strings.HasSuffix(strings.ToLower(w[1]), "ing") &&
		isLowerWord(w[1]) && determiners[strings.ToLower(w[2])]:
		if a, ok := madeAct(v+" "+strings.ToLower(w[1]), w[2:]); ok {
			return a
		}
	case in.Object == "" && strings.HasPrefix(in.Extra, "from ") && !strings.Contains(in.Verb, " "):
		in.Verb, in.Object, in.Extra = in.Verb+" from", strings.TrimPrefix(in.Extra, "from "), ""
	}
	if act, ok := binActs[strings.ToLower(strings.TrimRight(in.Extra, ". "))]; ok && carryVerbs[in.Verb] && in.Object != "" {
		in.Verb, in.Extra = act, "" // "Send a list to the archive": "archive list 5", not "post list 5 on the archive"
	}
	if o := in.Object; strings.HasSuffix(o, "'s") && len(strings.Fields(o)) > 1 {
		in.Object = strings.TrimSuffix(o, "'s") // "an existing card's details": "a card"
	}
	return in
}

// carryVerbs put a thing somewhere; binActs are the places whose act has
// a verb of its own: sending a list to the archive is archiving it.
var (
	carryVerbs = map[string]bool{"send": true, "move": true, "put": true, "place": true}
	binActs    = map[string]string{"to the archive": "archive", "to archive": "archive", "to the trash": "trash",
		"to trash": "trash", "to the bin": "trash", "to the recycle bin": "trash", "into the trash": "trash",
		"to the archives": "archive"}
)

// negatedFlag says a flag named by a negated act ("doNotSubscribeToIssue",
// "dontArchive", "notNotify") as the act, negated when set: "and don't
// subscribe to the issue", "and don't archive it"; left off, the act is
// done ("and do archive it"). Not "and do the not subscribe to issue".
func negatedFlag(hw []string, x bool) (string, bool) {
	var rest []string
	switch {
	case len(hw) > 2 && hw[0] == "do" && hw[1] == "not":
		rest = hw[2:]
	case len(hw) > 1 && (hw[0] == "dont" || hw[0] == "don't" || hw[0] == "not" || hw[0] == "never"):
		rest = hw[1:]
	default:
		return "", false
	}
	v := rest[0]
	if !verbs[v] && !prefixedVerb(v) || nounShaped(v) && !verbs[v] {
		return "", false
	}
	vp := rest
	if n := len(rest); n >= 3 && prepositions[rest[n-2]] && !determiners[rest[n-1]] {
		vp = append(append(append([]string{}, rest[:n-1]...), "the"), rest[n-1]) // "subscribe to the issue"
	} else if n == 1 {
		vp = []string{v, "it"} // "archive it"
	}
	if x {
		return "and don't " + strings.Join(vp, " "), true
	}
	return "and do " + strings.Join(vp, " "), true
}
