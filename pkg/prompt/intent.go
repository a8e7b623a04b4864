package prompt

import (
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// An intent is what a tool does, as a person would name it: a verb and
// its object ("create" + "a new issue"), plus the place the description
// puts it ("in a GitHub repository"), which arguments usually replace.
type intent struct {
	// Verb is the base verb, with its particle ("search for", "go to").
	Verb string
	// Object is the object noun phrase ("a new issue", "recent messages");
	// "" when the verb takes none.
	Object string
	// Extra is the first prepositional phrase after the object ("in a
	// GitHub repository", "to an existing issue"); "" when none.
	Extra string
	// Read tells whether the tool only reads (get, list, search…): such
	// requests may be asked as questions ("What are …?").
	Read bool
	// OK tells whether a real verb was found; without one the request
	// names the tool's label instead.
	OK bool
	// Verbs are the actions a description lists ("List, create, close, or
	// select a browser tab"); an action argument picks one of them.
	Verbs []string
	// Fixed tells that Verb is an argument's value and is said as it is.
	Fixed bool
	// Detail tells that the description wraps the object in a word for
	// what is known of it ("detailed information about a place"), which
	// the object no longer says: a person asks for the thing ("place X")
	// or for its details ("the details for place X").
	Detail bool
	// Alt is the second of two objects the description offers ("files
	// or MIME-typed data": "MIME-typed data"), which a call that sets only
	// what the second needs is about; "" when there is none.
	Alt string
	// Label tells that no act was found: the tool's title or name is the
	// thing asked for ("help me with deep research"), which a verb read
	// elsewhere (agreedIntent) may replace.
	Label bool
	// Named is the act the tool's name says when it says the clause's
	// with a plainer verb ("void the ticket" for "invalidate a ticket
	// barcode"); requests take the two in turn. nil when there is none.
	Named *intent
	// Qualified tells that the description qualified the object with a
	// participle phrase after it ("a vehicle parked on a public street"),
	// which the object no longer says; the tool's name may (namedQualifier).
	Qualified bool
}

// verbList matches a description that opens on a list of verbs sharing
// one object ("List, create, close, or select a browser tab").
var verbList = regexp.MustCompile(`^((?:[A-Za-z]+, )+[A-Za-z]+,? (?:or|and) [A-Za-z]+) (.+)$`)

// listedIntent reads a description that opens on a list of verbs: the
// first verb with the shared object, the verbs kept for an action argument.
func listedIntent(desc string) (intent, bool) {
	s := strings.TrimSpace(desc)
	if loc := sentenceEnd.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = s[:loc[0]]
	}
	m := verbList.FindStringSubmatch(s)
	if m == nil {
		return intent{}, false
	}
	var vs []string
	for _, w := range strings.FieldsFunc(strings.ToLower(m[1]), func(r rune) bool { return r == ',' || r == ' ' }) {
		if w == "or" || w == "and" {
			continue
		}
		// after a known first verb, a plain word of the list is a verb too
		// ("Start, stop or reboot instances"), as secondVerb reads "or X"
		if !verbs[verbBase(w)] && !listedVerb(w) {
			return intent{}, false
		}
		vs = append(vs, verbBase(w))
	}
	// The first known verb reads the object: "Acknowledge, resolve,
	// escalate or reassign incidents" opens on a verb the list lacks.
	known := -1
	for i, v := range vs {
		if verbs[v] {
			known = i
			break
		}
	}
	if known < 0 || known > 0 && len(vs) < 3 {
		return intent{}, false
	}
	in, ok := clauseIntent(vs[known]+" "+m[2], false)
	in.Verbs = vs
	return in, ok
}

// listedVerb tells whether w, a lower-case word in a list of verbs after
// a known one, may be a verb the verb list lacks ("reboot"): not a
// determiner, preposition or other word that never acts.
func listedVerb(w string) bool {
	return lettersOnly(w) && len(w) >= 3 && !determiners[w] && !prepositions[w] && !notVerbs[w]
}

var (
	// boilerplate that ends the useful part of a description even without
	// a full stop (OpenAPI-generated servers append "Error Responses: …").
	descTail = regexp.MustCompile(`(?i)\s+(?:error responses|returns?|args|arguments|parameters|params|examples?|notes?|usage)\s*:.*$`)
	// particles that belong to the verb ("search for", "navigate to").
	particles = map[string]bool{"for": true, "to": true, "on": true, "over": true, "back": true, "out": true, "up": true, "into": true,
		"off": true, "down": true}
	// prepositions that end the object noun phrase ("of" does not: "the
	// contents of a file").
	objectEnd = map[string]bool{"in": true, "from": true, "to": true, "into": true, "on": true, "across": true,
		"using": true, "with": true, "via": true, "by": true, "for": true, "at": true, "within": true,
		"against": true, "between": true, "through": true, "that": true, "which": true, "where": true,
		"when": true, "if": true, "as": true, "onto": true, "inside": true, "under": true, "without": true,
		"based": true, "matching": true, "since": true, "so": true, "unless": true, "along": true, "including": true, "excluding": true, "except": true,
		"after": true, "before": true, "such": true, "until": true, "whose": true, "once": true,
		"and": false}
	// readVerbs name intents that only read.
	readVerbs = map[string]bool{"get": true, "list": true, "search": true, "find": true, "fetch": true,
		"retrieve": true, "show": true, "read": true, "describe": true, "query": true, "look": true,
		"count": true, "check": true, "lookup": true, "browse": true, "inspect": true, "explain": true}
	// httpVerbs in tool names ("API-post-search") are not what a person says.
	httpVerbs = map[string]string{"get": "get", "post": "", "patch": "update", "put": "update", "delete": "delete"}
	// vague adjectives a person drops ("a specific issue" → "issue").
	vague = map[string]bool{"specific": true, "specified": true, "given": true, "provided": true,
		"single": true, "particular": true, "existing": true, "detailed": true, "target": true, "supplied": true}
)

// verbGloss is a short gloss in brackets right after a description's
// opening verb ("Void (cancel) an unused label", "Archive (trash) a
// document"): it is dropped, so the object after it is still read as
// the verb's (the request was "void on shipment …", its object lost).
var verbGloss = regexp.MustCompile(`^([A-Za-z]+) \([a-z][a-z -]{0,30}\)( )`)

// toolIntentRead finds the intent of a tool from its description (the first
// clause, tool boilerplate dropped), else from its name.
func toolIntentRead(name, title, desc string) intent {
	desc = verbGloss.ReplaceAllString(unwrapLines(desc), "$1$2")
	desc = symbolJoined(desc) // "Close + invoice": "close and invoice", never "close a + invoice"
	if acting := actingDesc(desc); acting != desc {
		if in, ok := namedAct(name, title); ok {
			return in
		}
		desc = acting
	}
	if in, ok := listedIntent(desc); ok {
		return in
	}
	if in, ok := questionIntent(desc); ok {
		return in
	}
	if in, ok := whIntent(desc); ok {
		return in
	}
	clause := batchLed(sentenceCase(firstClause(desc)))
	if in, ok := adverbLedIntent(name, clause); ok {
		return saidIntent(name, in)
	}
	if in, ok := thatClauseIntent(name, clause); ok {
		return saidIntent(name, in)
	}
	if in, ok := clauseIntent(clause, true); ok && !(weakVerbs[in.Verb] && in.Object == "" && nameHasVerb(name)) && !pluralNounLed(name, clause) {
		if one, ok := oneWordAct(name, clause, in); ok {
			return saidIntent(name, one)
		}
		in = acronymObject(name, clause, in) // calc_abv: "the ABV", never "an alcohol"
		in = nameMendedClause(name, in)
		return saidIntent(name, namedQualifier(name, nameCased(name, recordKind(name, clause, in))))
	}
	if in, ok := namedVerbIntent(name, clause); ok {
		return saidIntent(name, in)
	}
	if in, ok := namedNounVerb(name, clause); ok {
		return saidIntent(name, namedQualifier(name, in))
	}
	if in, ok := nounVerbAct(name, clause); ok {
		return saidIntent(name, in)
	}
	if in, ok := terseClauseIntent(name, clause); ok {
		return in
	}
	if in, ok := clauseIntent(firstClause(title), true); ok {
		return in
	}
	// "A detailed tool for dynamic problem-solving", "A tool to track …",
	// unless the name itself is a verb phrase ("summarize_document").
	if m := toolFor.FindStringSubmatch(firstClause(desc)); m != nil && !nameHasVerb(name) {
		if in, ok := clauseIntent(m[2], true); ok && m[1] != "for" {
			return in
		}
		w := strings.Fields(m[2])
		for i, x := range w {
			if i > 0 && objectEnd[strings.ToLower(x)] {
				w = w[:i]
				break
			}
		}
		if len(w) > 0 && !verbs[strings.ToLower(w[0])] {
			return intent{Verb: "help me with", Object: trimObject(w), OK: true}
		}
	}
	if in, ok := nounActIntent(firstClause(desc)); ok {
		return in
	}
	words := nameVerbFirst(joinCompounds(strings.Fields(strings.ToLower(Humanize(spokenName(name))))))
	if len(words) > 1 && role.ChangeClip(words[0]) != "" {
		// "rm_tree": the clipped verb said in full ("remove the tree"),
		// never read as a noun ("get the rm tree")
		words = append([]string{role.ChangeClip(words[0])}, words[1:]...)
	}
	if in, ok := namePhrasalIntent(words); ok {
		return in
	}
	nameWords := strings.Join(words, " ")
	if len(words) > 0 && !verbs[words[0]] {
		// "recent_orders": a noun phrase name is something to get.
		nameWords = "get " + nameWords
	}
	if in, ok := clauseIntent(nameWords, false); ok {
		// "get_forecast" + "Daily forecast for a city": the description's
		// noun phrase is the object when it names the same thing.
		c := firstClause(desc)
		if f := strings.Fields(c); len(f) > 1 && !verbs[strings.ToLower(f[0])] && strings.EqualFold(f[len(f)-1], strings.Fields(in.Verb)[0]) {
			c = strings.Join(f[:len(f)-1], " ") // "Special order list" of specialOrderList: "list special orders"
		}
		if c != "" && in.Object != "" {
			head := strings.TrimSuffix(lastWord(in.Object), "s")
			if cw := strings.Fields(strings.ToLower(c)); len(cw) > 0 && strings.Contains(strings.Join(cw[:min(3, len(cw))], " "), head) {
				if in2, ok := clauseIntent(nameVerbClause(strings.Fields(in.Verb)[0], c), false); ok && in2.Object != "" && !brokenObject(in2.Object) && !stateAfterHead(in2.Object, head) {
					if o, _, cut := strings.Cut(in2.Object, " + "); cut {
						in2.Object = o // "submission detail + repo links": the first thing named
					}
					in2.Object = detailCut(in2.Object)
					in2.Read = in.Read
					if f := strings.Fields(strings.ToLower(in2.Object)); len(f) > 0 && !determiners[f[0]] {
						in2.Object = "the " + strings.TrimPrefix(in2.Object, "a ")
					}
					return listPlural(setsThe(in2))
				}
			}
		}
		if strings.HasPrefix(nameWords, "get ") && len(words) > 0 && !verbs[words[0]] {
			// A name that is neither a verb phrase nor what the description
			// is about ("sequentialthinking") says nothing to get; a short
			// noun phrase of a description is the thing got ("eod" + "end
			// of day totals": "get the end of day totals").
			if in, ok := nounDescIntent(desc); ok {
				return in
			}
			goto use
		}
		return listPlural(in)
	}
use:
	return labelIntent(name, title)
}

// thatClauseIntent reads a clause whose verb takes a "that" clause, not
// an object ("Record that a cow has left the herd" of record_departure):
// the act is the tool's name when it opens on the same verb ("record a
// departure"), never the verb alone ("Would you record, on January 20,
// 2026, …?"). ok is false for any other clause or name.
func thatClauseIntent(name, clause string) (intent, bool) {
	w := strings.Fields(clause)
	if len(w) < 3 || !strings.EqualFold(w[1], "that") {
		return intent{}, false
	}
	v := verbBase(strings.ToLower(w[0]))
	nw := nameVerbFirst(nameWords(name))
	if !verbs[v] || len(nw) < 2 || nw[0] != v {
		return intent{}, false
	}
	in, ok := clauseIntent(strings.Join(nw, " "), false)
	if !ok || in.Object == "" || strings.Fields(in.Verb)[0] != v {
		return intent{}, false
	}
	return in, true
}

// nounDescIntent reads a description that is nothing but a short noun
// phrase in plain words ("end of day totals", "price list") as the thing
// a tool gives: "get the end of day totals", where the tool's clipped
// name ("eod") said nothing a person would. ok is false for a longer
// description, one opening on a verb (a word before "of" is a noun: "end
// of day") or a determiner, or one naming a tool.
func nounDescIntent(desc string) (intent, bool) {
	d := strings.TrimSuffix(strings.TrimSpace(desc), ".")
	w := strings.Fields(strings.ToLower(d))
	if len(w) < 2 || len(w) > 5 || verbs[w[0]] && w[1] != "of" || determiners[w[0]] || prepositions[w[len(w)-1]] || objectEnd[w[len(w)-1]] {
		return intent{}, false
	}
	for i, x := range strings.Fields(d) {
		if i == 0 {
			x = strings.ToLower(x)
		}
		// a word in capitals ("ex VAT") or a place after the noun ("price
		// in pence") makes no plain noun phrase
		if !isLowerWord(x) || x == "tool" || x == "tools" || x == "not" || x == "and" || x == "or" || x != "of" && (prepositions[x] || objectEnd[x]) {
			return intent{}, false
		}
	}
	if len(w) >= 4 && w[1] == "of" {
		// "end of day totals" modifies its noun: "the end-of-day totals",
		// which reads (and agrees: "What are …?") as totals
		w = append([]string{w[0] + "-of-" + w[2]}, w[3:]...)
	}
	return intent{Verb: "get", Object: "the " + strings.Join(w, " "), Read: true, OK: true}, true
}

// recordHeads are nouns an API puts after the kind of thing a record
// holds ("a new Account record", "a Lead object").
var recordHeads = map[string]bool{"record": true, "records": true, "object": true, "objects": true, "entry": true, "entries": true}

// recordKind makes the object of "Create a new Account record" the kind
// of record the tool's name says ("a new account" of
// crm_create_account), where dropDocWords took the capitalised word for
// a product's name and left "a new record".
func recordKind(name, clause string, in intent) intent {
	w := strings.Fields(in.Object)
	if len(w) == 0 || !recordHeads[strings.ToLower(w[len(w)-1])] {
		return in
	}
	cw := strings.Fields(clause)
	for i := 1; i+1 < len(cw); i++ { // (the first word's capital is the sentence's)
		if !productName(cw[i]) || verbs[strings.ToLower(cw[i])] || !recordHeads[strings.ToLower(strings.Trim(cw[i+1], ".,;:"))] {
			continue
		}
		kind := strings.ToLower(cw[i])
		for _, t := range nameVerbFirst(strings.Fields(strings.ToLower(Humanize(name)))) {
			if t == kind || t == kind+"s" {
				if strings.HasSuffix(strings.ToLower(w[len(w)-1]), "s") {
					kind = Plural(kind)
				}
				w[len(w)-1] = kind
				in.Object = fixArticle(strings.Join(w, " "))
				return in
			}
		}
	}
	return in
}

// weakVerbs say nothing of the act without their object ("This tool will
// take in a user question …"): with none, the tool's name says more.
var weakVerbs = map[string]bool{"take": true, "take in": true, "use": true, "do": true, "help": true, "handle": true}

// wrappedLine is a line break inside a sentence (descriptions wrapped at
// a fixed width: "for relevant\ninformation").
var wrappedLine = regexp.MustCompile(`([^.!?:\n])[ \t]*\n[ \t]*([a-z])`)

// unwrapLines joins a description's lines broken inside a sentence, so
// that its first clause is the whole of it.
func unwrapLines(desc string) string {
	if !strings.Contains(desc, "\n") {
		return desc
	}
	return unwrappedDescs.get(desc, func(d string) string { return wrappedLine.ReplaceAllString(d, "$1 $2") })
}

// nameCased lower-cases the words of an object that the tool's name
// spells in lower case ("fetch a list of Customers" of list_customers is
// "customers"): a capital there is the API's, not a product's name.
func nameCased(name string, in intent) intent {
	w := strings.Fields(in.Object)
	changed := false
	for i, x := range w {
		if len(x) < 4 || x[0] < 'A' || x[0] > 'Z' || strings.ToUpper(x) == x || !plural(strings.ToLower(x)) {
			continue // a product's name ("Firecrawl") keeps its capital
		}
		if l := strings.ToLower(x); slices.Contains(strings.Fields(strings.ToLower(Humanize(name))), l) {
			w[i], changed = l, true
		}
	}
	if changed {
		in.Object = strings.Join(w, " ")
	}
	return in
}

// namedVerbIntent reads a clause that opens on a verb the verb list lacks
// when the tool's name says the same verb ("git_rebase": "Rebase commits
// onto another branch", "git_cherry_pick": "Cherry-pick commits from
// other branches"): the name confirms it is the act, not a noun. ok is
// false for any other clause.
func namedVerbIntent(name, clause string) (intent, bool) {
	w := strings.Fields(clause)
	if len(w) < 2 {
		return intent{}, false
	}
	v := strings.ToLower(w[0])
	next := strings.ToLower(w[1])
	if verbs[verbBase(v)] || !lettersOnly(strings.ReplaceAll(v, "-", "")) || prepositions[next] || next == "of" || next == "is" || ingsNoun(v) ||
		nounShapedVerb(v) || viewHeads[next] || readoutHeads[next] || bareCountNoun(name, w[1:]) {
		return intent{}, false
	}
	said := strings.ReplaceAll(v, "-", " ")
	if !strings.HasSuffix(strings.ToLower(Humanize(name)), said) || otherNameVerb(name, said) {
		return intent{}, false
	}
	in, ok := clauseIntent("make "+strings.Join(w[1:], " "), false)
	if !ok || !strings.HasPrefix(in.Verb, "make") {
		return intent{}, false
	}
	in.Verb = v + strings.TrimPrefix(in.Verb, "make")
	in.Read, in.Verbs = false, nil
	return in, true
}

// bareCountNoun tells whether rest, the words after a clause's first
// word, open on a bare singular noun run with no determiner that ends the
// clause or meets a preposition ("book entry" of "Accident book entry",
// "lookup by number" of "Member lookup by number or name"). A verb's
// singular count object takes an article, so the first word modifies that
// noun as a compound ("an accident book entry", "a member lookup"): it is
// no act the tool's name confirms, whichever word the name ends on. A
// plural or mass object ("Rebase commits onto …", "Dedupe data") still
// follows a verb, as does a noun the tool's name holds too ("Receive
// pallet" of pallet_receive: the name is the object and its act).
func bareCountNoun(name string, rest []string) bool {
	head := dropPrepTail(rest)
	if len(head) == 0 || len(head) > 2 || nameHoldsNoun(name, head) {
		return false
	}
	for _, x := range head {
		if x = strings.ToLower(x); determiners[x] || !lettersOnly(x) {
			return false
		}
	}
	last := strings.ToLower(head[len(head)-1])
	return !plural(last) && !massNouns[last] && !strings.HasSuffix(last, "ing") && !strings.HasSuffix(last, "ed")
}

// nameHoldsNoun tells whether the tool's name holds one of the noun
// words, whole or clipped ("cert" of "certificate", "insp" of
// "inspection"): the name is then the object and the act ("Issue sweep
// certificate" of cert_issue issues one), not a compound the clause's
// first word modifies.
func nameHoldsNoun(name string, nouns []string) bool {
	for _, nw := range strings.Fields(strings.ToLower(Humanize(name))) {
		for _, x := range nouns {
			x = strings.ToLower(x)
			if nw == x || len(nw) >= 3 && strings.HasPrefix(x, nw) {
				return true
			}
		}
	}
	return false
}

// pluralNounLed tells whether a clause opening on an -s form of a listed
// verb is a noun phrase, its first word a plural noun: the tool's name
// ends on that same plural with no article after it in the clause
// ("Turns with nobody booked" of uncovered_turns), or a bare participle
// follows it and then a preposition or nothing ("Visits checked in
// late"), a reduced relative a verb's object never is ("Lists archived
// projects" has its object). Read as a verb the act was broken ("I'd like
// to turn", "visit checked"); the tool's name says what it gives.
func pluralNounLed(name, clause string) bool {
	w := strings.Fields(strings.ToLower(clause))
	if len(w) < 2 || !plural(w[0]) || verbs[w[0]] {
		return false
	}
	if nw := strings.Fields(strings.ToLower(Humanize(name))); len(nw) > 1 && nw[len(nw)-1] == w[0] && !determiners[w[1]] {
		return true
	}
	if !strings.HasSuffix(w[1], "ed") || len(w[1]) < 5 {
		return false
	}
	return len(w) == 2 || prepositions[w[2]]
}

// ingsNoun tells whether w is a plural noun made of an -ing form
// ("takings", "earnings", "readings", "bookings"): no verb opens a
// description so, and read as one the act is broken (was 'Can you takings
// a summary' for "Takings summary between two dates", now the summary
// asked for by the tool's name).
func ingsNoun(w string) bool {
	return len(w) >= 7 && strings.HasSuffix(w, "ings")
}

// otherNameVerb tells whether a tool's name opens on a listed verb other
// than said ("getAuthor" for "Author profile: …"), or on a clipped one
// ("rm_tree" for "Tree died / removed": "rm" is "remove"): the name's
// verb is the act, and said is its object.
func otherNameVerb(name, said string) bool {
	w := nameVerbFirst(strings.Fields(strings.ToLower(Humanize(name))))
	if len(w) > 1 && role.ChangeClip(w[0]) != "" && role.ChangeClip(w[0]) != said {
		return true
	}
	return len(w) > 0 && verbs[w[0]] && w[0] != said
}

// nameVerbFirst puts a tool name's words in the order people say them,
// verb first: a product or server prefix before the verb goes ("browser
// click", "mcp github list prs", "hass turn off"), an HTTP verb is said
// as the act it does ("API post search" → "search"), and a name that
// ends on its verb ("pods list", "user profile update") has it moved to
// the front when the word before it is a plural noun ("list pods"; in
// "firecrawl extract" it is the product's name).
func nameVerbFirst(words []string) []string {
	if n := len(words); n >= 2 && trailingVerbs[words[n-1]] && !trailingVerbs[words[0]] && !namePrefixes[words[0]] && httpVerbs[words[0]] == "" &&
		spelledNoun(words[n-2]) {
		// A noun-first name ("specialOrderCreate", "stop_remove"): its
		// verb comes last, whatever verb its nouns also spell ("order").
		return append([]string{words[n-1]}, words[:n-1]...)
	}
	for i, w := range words {
		if v, ok := httpVerbs[w]; ok && i+1 < len(words) {
			if v == "" {
				return words[i+1:]
			}
			return append([]string{v}, words[i+1:]...)
		}
		if !verbs[w] || i > 2 || i == 2 && !namePrefixes[words[0]] && !namePrefixes[words[1]] {
			continue
		}
		if i == 1 && i == len(words)-1 && plural(words[0]) {
			return []string{w, words[0]} // "pods list": list pods
		}
		if i == len(words)-1 && i > 0 && !namePrefixes[words[0]] && spelledNoun(words[i-1]) {
			return lastVerbName(words)
		}
		return words[i:]
	}
	return words
}

// spelledNoun tells whether w, the word before a noun-first name's verb,
// is a word said as it is written ("order", "stop"), not a clip such as
// "rx" that "list rx" would say as "rxes".
func spelledNoun(w string) bool {
	return len(w) >= 3 && strings.ContainsAny(w, "aeiouy")
}

// trailingVerbs are the verbs a noun-first tool name ends on
// ("specialOrderCreate", "route_get", "stop_remove"): said first ("create
// a special order"), never a verb its nouns spell ("order a create").
// Verbs that are nouns too at a name's end ("flight_log", "bus_stop",
// "data_set") are not among them.
var trailingVerbs = map[string]bool{"create": true, "list": true, "get": true, "update": true, "delete": true, "cancel": true,
	"add": true, "remove": true, "search": true, "find": true, "void": true, "close": true, "assign": true, "release": true,
	"edit": true, "archive": true, "restore": true, "lookup": true, "fetch": true, "upsert": true, "declare": true,
	"unassign": true, "reassign": true, "approve": true, "reject": true, "renew": true, "submit": true, "enroll": true,
	"resolve": true, "reopen": true, "suspend": true, "activate": true, "deactivate": true}

// namePrefixes are words that only mark a tool's name as a tool's ("mcp
// github list prs") or say how it runs ("hubspot batch create objects").
var namePrefixes = map[string]bool{"mcp": true, "api": true, "tool": true, "tools": true, "fn": true, "func": true,
	"batch": true, "bulk": true, "async": true}

// sentenceCase lower-cases a clause written in Title Case ("Get User's
// Playlists" → "Get user's playlists"), as descriptions generated from
// API operation summaries are, so that its nouns read as nouns, not
// names; acronyms ("SMS", "URL") keep their capitals. Any other clause is
// returned as it is.
func sentenceCase(s string) string {
	w := strings.Fields(s)
	if len(w) < 2 {
		return s
	}
	for _, x := range w {
		if smallWords[x] {
			continue
		}
		if r := x[0]; r < 'A' || r > 'Z' {
			return s
		}
	}
	for i, x := range w[1:] {
		if strings.ToUpper(x) != x {
			w[i+1] = strings.ToLower(x[:1]) + x[1:]
		}
	}
	return strings.Join(w, " ")
}

// smallWords are the words Title Case leaves lower-case.
var smallWords = map[string]bool{"a": true, "an": true, "the": true, "of": true, "for": true, "to": true, "in": true,
	"on": true, "by": true, "and": true, "or": true, "with": true, "from": true, "at": true}

// nameHasVerb tells whether a tool name starts with a verb, after a
// product prefix ("browser_click", "summarize_document").
func nameHasVerb(name string) bool {
	w := strings.Fields(strings.ToLower(Humanize(name)))
	for i := 0; i < len(w) && i < 2; i++ {
		if verbs[w[i]] {
			return true
		}
	}
	return false
}

// toolFor matches a description that calls the tool "a tool for …" or
// "a tool to …".
var toolFor = regexp.MustCompile(`(?i)^(?:an?|the)?\s*(?:[\w-]+\s+){0,3}?(?:tool|helper|utility|function|assistant)\s+(for|to|that)\s+(.+)$`)

// firstClause is the part of a description that says what the tool does:
// the first sentence, without a "Product | " label, tool boilerplate
// ("Use this tool to"), asides and later clauses.
func firstClause(desc string) string { return firstClauses.get(desc, clauseOf) }

// seriesObject matches a clause whose object opens on a list of one-word
// kinds before its noun ("List inverter, battery and communication
// alerts"): its commas are the list's, not the clause's end, which would
// leave "list an inverter". Group 1 is the first kind, group 2 the word
// after the last one, the noun they share; clauseOf keeps the list only
// for a verb that lists (group 1: listingVerbs), when the first kind is
// singular and the noun plural ("alerts"). Other lists are of objects
// ("coverages, deductibles and limits", "change the carrier, service or
// package details"), which the clause's first object stands for.
var seriesObject = regexp.MustCompile(`^([A-Za-z]+) (?:(?:the|all|any) )?([A-Za-z-]+), (?:[A-Za-z-]+, )*[A-Za-z-]+,? (?:and|or) [A-Za-z-]+ ([A-Za-z-]+)`)

// listingVerbs open a clause that lists or shows things of a kind (not
// "search", whose list is of where it looks: "Search web, news, or image
// sources").
var listingVerbs = map[string]bool{"list": true, "get": true, "show": true, "fetch": true, "retrieve": true, "view": true}

// clippedLead matches a clipped word that leads what a clause's object
// comes with ("incl.", "excl.", "w/"), with all after it: a sentence end
// read at its period left it in the object ("Job detail incl. customer,
// specimen" was asked "Grab job TX-5521's detail incl", now "Grab job
// TX-5521's detail"), as "including" ends an object (objectEnd).
var clippedLead = regexp.MustCompile(`(?i)\s+(?:incl|excl|esp|w/o?)(?:[.:]|\s|$).*$`)

// lastDetail matches a clause's last noun "detail", or the one before a
// "+" that adds more ("machine detail + last error code"): a person asks
// for a thing's details ("Grab machine L63-D70's details", was "'s
// detail").
var lastDetail = regexp.MustCompile(`\b([Dd]etail)(\s+\+|$)`)

// firstClauses remembers clauseOf's answers by description.
var firstClauses textMemo[string]

// clauseOf is firstClause's answer for desc.
func clauseOf(desc string) string {
	s := strings.TrimSpace(desc)
	if loc := sentenceEnd.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = s[:loc[0]]
	}
	if loc := clippedLead.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = s[:loc[0]] // "Job detail incl. customer, specimen": the job detail
	}
	s = lastDetail.ReplaceAllString(s, "${1}s$2")
	if i := strings.Index(s, " | "); i > 0 && i < 40 {
		s = s[i+3:]
	}
	s = descTail.ReplaceAllString(s, "")
	s = strings.TrimSpace(toolPrefix.ReplaceAllString(s, ""))
	if loc := asideComma.FindStringIndex(s); loc != nil && loc[0] > 0 {
		s = s[:loc[0]]
	}
	s = adjectiveAside(s)
	keep := 0
	if m := seriesObject.FindStringSubmatchIndex(s); m != nil && listingVerbs[strings.ToLower(s[m[2]:m[3]])] &&
		!strings.HasSuffix(s[m[4]:m[5]], "s") && strings.HasSuffix(s[m[6]:m[7]], "s") && !prepositions[strings.ToLower(s[m[6]:m[7]])] {
		keep = m[1] // "List inverter, battery and communication alerts": the list is the object's
	}
	if i := strings.IndexAny(s[keep:], ",;:("); i >= 0 && keep+i > 0 {
		s = s[:keep+i]
	}
	for _, dash := range []string{" - ", " — ", " – "} {
		if i := strings.Index(s, dash); i > 0 {
			s = s[:i] // "Manage contexts - list, get, or set …": what follows the dash details it
		}
	}
	return strings.TrimSpace(listingOf.ReplaceAllString(s, "list "))
}

// extraPlace returns the place a clause names after its object, rest[i:]
// up to the next preposition or conjunction after its noun ("to your
// account" said by the asker: "to my account"); false when there is none
// or it is no plain place.
func extraPlace(rest []string, i int) (string, bool) {
	if i >= len(rest) {
		return "", false
	}
	ex := rest[i:]
	if len(ex) > 1 && scopeWords[strings.ToLower(ex[1])] && !slices.ContainsFunc(ex, contrastWord) {
		return "", false
	}
	if strings.EqualFold(ex[0], "once") {
		// "Close a damage report once repaired": when the tool is used,
		// which the request, made then, does not say ("close damage report
		// DMG-82014 once repaired")
		return "", false
	}
	// The place ends at the next preposition or conjunction after its noun.
	for j := 2; j < len(ex); j++ {
		if objectEnd[strings.ToLower(ex[j])] || strings.EqualFold(ex[j], "and") || strings.EqualFold(ex[j], "or") {
			ex = ex[:j]
			break
		}
	}
	ex = append([]string(nil), ex...)
	for j, x := range ex {
		if strings.EqualFold(x, "your") {
			ex[j] = "my" // the description speaks to the asker: "to my account"
		}
	}
	last := strings.ToLower(ex[len(ex)-1])
	if len(ex) <= 6 && !determiners[last] && last != "more" && last != "another" && last != "other" && plainPlace(ex) {
		return asker(dropDocWords(strings.Join(ex, " "))), true
	}
	return "", false
}

// scopeWords open a phrase that says how many things an act covers,
// not where ("Create the roster for one beach and day", "Bill each
// customer"): the call's values name them, and the phrase is no place
// to say (was 'create the roster for one beach, beach KLB', now 'create
// the roster, beach KLB').
var scopeWords = map[string]bool{"one": true, "each": true, "every": true, "single": true}

// contrastWord tells whether w is "another" or "other", which makes a
// place's "one" one of two ("from one cycle to another"): a place that
// an argument names, not a scope.
func contrastWord(w string) bool {
	w = strings.ToLower(strings.TrimRight(w, ".,;:"))
	return w == "another" || w == "other"
}

// terseClauseIntent reads a short description that opens on a word as
// often a noun as a verb ("Log weight (kg)", "Record dose") as that act
// when the tool's name is no word to read instead ("wt", "tx"): the
// strict reading, which leaves such a clause to the name ("Order status
// for …" is no order), would say "help me with wt". ok is false for a
// name of words, a clause of more than four words, or one with "of" or
// "for" after its first word.
func terseClauseIntent(name, clause string) (intent, bool) {
	w := clauseWords(strings.Fields(clause))
	if len(w) < 2 || len(w) > 4 {
		return intent{}, false
	}
	for x := range strings.FieldsSeq(strings.ToLower(Humanize(name))) {
		if isWord(x) && len(x) > 2 {
			return intent{}, false
		}
	}
	for _, x := range strings.Fields(clause)[1:] {
		switch strings.ToLower(x) {
		case "of", "for", "is", "are":
			return intent{}, false // "Order status for a store": a noun phrase
		}
	}
	return clauseIntent(clause, false)
}

// clauseIntent reads verb, object and place from a clause that starts with
// a real verb ("Create a new issue in a GitHub repository"); ok is false
// when the first word is not a verb ("A detailed tool for …", "If …").
func clauseIntent(s string, strict bool) (intent, bool) {
	w := clauseWords(strings.Fields(s))
	if len(w) == 0 {
		return intent{}, false
	}
	base, ok := clauseVerb(w, strict)
	if !ok {
		return intent{}, false
	}
	if q, ok := queryOfVerb(w); ok {
		return clauseIntent(q, strict)
	}
	// A POS-lite check: "List of …", "Order status for …" start with a
	// noun. A word followed by "of" is not a verb; a word that is as often
	// a noun is a verb only before a determiner ("Mark a task …").
	if len(w) > 1 {
		next := strings.ToLower(w[1])
		if next == "of" || next == "is" || next == "are" || strict && nounVerbs[base] && !determiners[next] {
			return intent{}, false
		}
	} else if strict && nounVerbs[base] {
		return intent{}, false
	}
	returns := false
	switch base {
	case "return", "provide":
		// "Returns air quality index …" names what the tool gives back:
		// the one thing there is, "the air quality index"
		returns = len(w) > 1 && !determiners[strings.ToLower(w[1])]
		base = "get"
	case "retrieve", "fetch", "obtain":
		base = "get"
	case "produce":
		base = "write"
	case "describe":
		// "Describe the indexes for a collection": a person asks to see
		// them ("list the indexes for billing.invoices", "get the schema
		// for auth.sessions"); "show" would not fit "I want to …"
		if len(w) > 2 && determiners[strings.ToLower(w[1])] {
			base = "get"
			if h := strings.ToLower(w[2]); strings.HasSuffix(h, "s") && !strings.HasSuffix(h, "ss") {
				base = "list"
			}
		}
	case "perform": // "Perform click on a web page" → "click on a web page"
		if len(w) > 1 && verbs[verbBase(strings.ToLower(w[1]))] {
			return clauseIntent(strings.Join(w[1:], " "), strict)
		}
		base = "do"
	}
	in := intent{Verb: base, OK: true}
	rest := secondVerb(&in, w[1:])
	rest = dropQuantity(rest)
	rest = complementAs(base, rest)
	if len(rest) > 0 && particles[strings.ToLower(rest[0])] || inParticle(base, rest) {
		in.Verb += " " + strings.ToLower(rest[0])
		rest = rest[1:]
	}
	// "Check whether a name is free": a clause object is no thing to
	// ask for ("What's the whether …?"), so no question plan.
	in.Read = readVerbs[base] && (len(rest) == 0 || !clauseWordsBefore[strings.ToLower(rest[0])])
	rest = dropStateChoice(dropPortion(rest))
	if len(rest) > 1 && len(rest) <= 6 && whoClause[strings.ToLower(rest[0])] && !strings.HasPrefix(in.Verb, "show") {
		// "List who is on call": the whole clause is what is asked for,
		// never its first two words ("get who is"); a person asks to be
		// shown it, and it is no noun to ask "What are …?" of.
		if readVerbs[base] {
			in.Verb = "show me"
		}
		in.Object = strings.TrimRight(strings.Join(rest, " "), ".,;:")
		in.Read = false
		return in, true
	}
	obj, i := objectSpan(rest)
	in.Object = askerObject(spokenObject(trimObject(dropParticle(obj))))
	cutQualifier(&in, rest, obj, i)
	if f := strings.Fields(in.Object); returns && len(f) > 1 && (f[0] == "a" || f[0] == "an") {
		in.Object = "the " + strings.Join(f[1:], " ")
	}
	if f := strings.Fields(in.Object); len(f) >= 4 && (f[0] == "a" || f[0] == "an") && len(obj) > 0 && !strings.Contains(in.Object, "'") &&
		!determiners[strings.ToLower(obj[0])] && !bringsNew[base] {
		// "Summarize open opportunity pipeline": a described thing the
		// act finds is "the open opportunity pipeline", not "an open
		// opportunity pipeline" (which a create makes)
		in.Object = "the " + strings.Join(f[1:], " ")
	}
	in.Detail = detailWrapper.MatchString(strings.Join(obj, " ")) && !detailWrapper.MatchString(in.Object)
	if lo := strings.ToLower(strings.Join(obj, " ")); (base == "search" || base == "scan") &&
		(strings.HasSuffix(lo, " of the current page") || strings.HasSuffix(lo, " of the page")) {
		// "Search the accessibility snapshot of the current page": what
		// the tool reads to search is the page a person sees
		in.Object, rest, i = "the page text", nil, 0
	}
	for j := 1; j+1 < len(obj) && j < 3; j++ {
		if l := strings.ToLower(obj[j-1]); strings.EqualFold(obj[j], "or") && strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") {
			in.Alt = spokenObject(trimObject(obj[j+1:])) // "files or MIME-typed data"
			break
		}
	}
	if in.Verb == "capture" && pictures[objectNoun(in)] {
		in.Verb = "take" // "take a screenshot", as people say it
	}
	if e, ok := extraPlace(rest, i); ok && !choiceOfStates(rest, i, e) {
		in.Extra = e
	}
	pairedIntent(&in, rest, i)
	if b := strings.Fields(in.Verb); len(b) == 1 && switchVerbs[b[0]] && len(in.Verbs) == 0 {
		// "Turn a light on or off": the particle belongs to the verb; the
		// first is said, an action argument may pick the other
		switch strings.ToLower(strings.TrimRight(in.Extra, ".,")) {
		case "on or off", "on/off":
			in.Verb, in.Verbs, in.Extra = b[0]+" on", []string{b[0] + " on", b[0] + " off"}, ""
		case "off or on":
			in.Verb, in.Verbs, in.Extra = b[0]+" off", []string{b[0] + " off", b[0] + " on"}, ""
		}
	}
	return in, true
}

// dropStateChoice drops a choice of states between an owner and the
// object's noun ("the current member's upcoming or past reservations"): an argument
// says which, and the "or" cut the object short ("list the current
// member's"); the noun is what is asked for ("the current member's
// reservations").
func dropStateChoice(rest []string) []string {
	for i := 0; i+3 < len(rest) && i < 5; i++ {
		if i == 0 || !strings.HasSuffix(rest[i-1], "'s") {
			// only after an owner ("the member's upcoming or past …"),
			// which the "or" left with no noun; "public or private
			// channels" keeps reading as "public channels"
			continue
		}
		if strings.EqualFold(rest[i+1], "or") && stateWord(strings.ToLower(rest[i])) && stateWord(strings.ToLower(rest[i+2])) &&
			isLowerWord(rest[i+3]) && !objectEnd[rest[i+3]] && !prepositions[rest[i+3]] {
			return append(append([]string{}, rest[:i]...), rest[i+3:]...)
		}
	}
	return rest
}

// choiceOfStates tells whether extra, read from rest[i:], is the first of
// states the tool chooses between ("Mark a menu item as available or sold
// out"): an argument says which, and the intent saying the first would
// contradict a call that sets the other ("mark … as available, marked as
// not available").
func choiceOfStates(rest []string, i int, extra string) bool {
	n := len(strings.Fields(extra))
	return strings.HasPrefix(extra, "as ") && i+n < len(rest) && strings.EqualFold(rest[i+n], "or")
}

// stateWord tells whether w, lower case, reads as a state a thing is in
// ("applied", "pending", "open", "active", "running").
func stateWord(w string) bool {
	if !isLowerWord(w) || len(w) < 4 {
		return false
	}
	switch w {
	case "open", "closed", "active", "inactive", "pending", "draft", "live", "past", "upcoming", "current", "public", "private":
		return true
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")
}

// complementAs says the state a marking verb gives its object with
// "as" ("Mark inspection void" → "Mark inspection as void"): said
// without it, the state reads as the object's head noun ("mark the void
// of inspection"). rest is the clause after verb base; only a last word
// of the clause's first sentence that names a state (complementStates)
// after at least one noun is read so.
func complementAs(base string, rest []string) []string {
	if base != "mark" && base != "flag" {
		return rest
	}
	end := len(rest)
	for i, x := range rest {
		if strings.HasSuffix(x, ".") || strings.HasSuffix(x, ";") || strings.HasSuffix(x, ",") {
			end = i + 1
			break
		}
	}
	if end < 2 {
		return rest
	}
	for _, x := range rest[:end] {
		if l := strings.ToLower(x); l == "as" || l == "not" {
			return rest // "Mark a message as not spam": said already
		}
	}
	last := strings.TrimRight(rest[end-1], ".,;")
	prev := strings.ToLower(rest[end-2])
	if !markedState(last) || prev == "as" || determiners[prev] || objectEnd[prev] || prepositions[prev] {
		return rest
	}
	out := append(append([]string{}, rest[:end-1]...), "as")
	return append(out, rest[end-1:]...)
}

// trailingAdverbs say how an act is done, closing a clause after its
// object ("buy items outright", "delete a file permanently"): no part of
// the object.
var trailingAdverbs = map[string]bool{"outright": true, "permanently": true, "immediately": true, "manually": true,
	"instantly": true, "remotely": true, "anonymously": true, "separately": true, "together": true}

// markedState tells whether w, the last word of a marking clause ("Mark
// an aircraft unserviceable"), names a state: one of complementStates or
// a negated adjective of what a thing can be ("unserviceable",
// "ineligible", "unavailable").
func markedState(w string) bool {
	if complementStates[w] {
		return true
	}
	if !isLowerWord(w) || len(w) < 6 {
		return false
	}
	neg := strings.HasPrefix(w, "un") || strings.HasPrefix(w, "in") || strings.HasPrefix(w, "im") || strings.HasPrefix(w, "non")
	return neg && (strings.HasSuffix(w, "able") || strings.HasSuffix(w, "ible") || strings.HasSuffix(w, "ive"))
}

// complementStates are states a thing is marked as, said after its noun
// without "as" in terse descriptions ("Mark invoice paid", "Flag message
// spam").
var complementStates = map[string]bool{"void": true, "paid": true, "unpaid": true, "read": true, "unread": true,
	"resolved": true, "complete": true, "completed": true, "done": true, "spam": true, "invalid": true, "lost": true,
	"obsolete": true, "duplicate": true, "urgent": true, "closed": true, "active": true, "inactive": true, "missing": true}

// switchVerbs take "on" or "off" after their object ("Turn a light on or
// off", "Switch a plug on or off").
var switchVerbs = map[string]bool{"turn": true, "switch": true, "power": true}

// clauseWords readies a clause's words for reading its verb: a leading
// adverb goes ("Recursively search …" → "search …"), and of verbs offered
// as alternatives with a slash the first is said ("Turns off/closes a
// device" → "Turns off a device", "Creates/updates a file" → "Creates a
// file"): the alternatives name one act.
func clauseWords(w []string) []string {
	if len(w) > 1 && strings.HasSuffix(strings.ToLower(w[0]), "ly") && verbs[verbBase(strings.ToLower(w[1]))] {
		w = w[1:]
	}
	for i := 0; i < len(w) && i < 2; i++ {
		a, b, ok := strings.Cut(w[i], "/")
		if !ok || !lettersOnly(a) || !lettersOnly(b) {
			continue
		}
		if i == 0 || particles[strings.ToLower(a)] || trailingParticles[strings.ToLower(a)] {
			w = append(append(append([]string{}, w[:i]...), a), w[i+1:]...)
		}
	}
	return w
}

// secondVerb reads a second verb joined to the first by a conjunction
// ("create or update", "add or remove", "drag and drop") into in and
// returns the words after it. Alternatives ("or") are kept in Verbs so
// that an argument of the call can pick one ("Add or remove a role" with
// action=remove is removing a role). A word that directly follows "verb
// or" is a verb too when it is a plain lower-case word the verb list
// lacks ("Start or resume playback"): the first verb's object comes after
// both.
func secondVerb(in *intent, rest []string) []string {
	if len(rest) < 2 || (rest[0] != "or" && rest[0] != "and") {
		return rest
	}
	second := verbBase(strings.ToLower(rest[1]))
	if !verbs[second] && rest[0] == "and" && len(rest) == 2 && isLowerWord(strings.TrimRight(rest[1], ".")) && len(second) >= 4 &&
		!determiners[second] && !prepositions[second] && !notVerbs[second] {
		return nil // "Close and invoice": a second act ends the clause, no object of the first
	}
	if !verbs[second] {
		if rest[0] != "or" || !isLowerWord(rest[1]) || strings.Contains(rest[1], "-") || determiners[second] ||
			prepositions[second] || notVerbs[second] || len(second) < 3 {
			return rest
		}
		// "Starts or resumes playback": the third-person -s goes
		if l := strings.ToLower(rest[1]); strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") {
			second = strings.TrimSuffix(l, "s")
		}
	}
	// "List and filter PRs": the second verb only refines the first, and
	// says nothing unless a filter is given; "drag and drop" is one act.
	if rest[0] == "or" || second == "drop" {
		if rest[0] == "or" {
			in.Verbs = []string{in.Verb, second}
		}
		in.Verb += " " + rest[0] + " " + second
	}
	return rest[2:]
}

// dropQuantity drops a bound on how many things a tool takes from the
// start of its object ("Create up to 10 records", "Get at most 100 log
// lines"): the call's values say how many, and "up" is no particle of
// the verb there.
func dropQuantity(rest []string) []string {
	if len(rest) < 3 {
		return rest
	}
	a, b := strings.ToLower(rest[0]), strings.ToLower(rest[1])
	if (a == "up" && b == "to" || a == "at" && (b == "most" || b == "least")) && countWord(rest[2]) {
		return rest[3:]
	}
	return rest
}

// countWord tells whether w says a number ("10", "ten").
func countWord(w string) bool {
	if isDigits(w) {
		return true
	}
	switch strings.ToLower(w) {
	case "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twenty", "fifty", "hundred", "a", "one":
		return true
	}
	return false
}

// objectSpan is the object noun phrase at the start of rest and the index
// where what follows it starts. The phrase ends at a preposition; it also
// ends where a clause that qualifies it starts, which then goes whole: a
// relative clause without "that" ("the accounts the user has consented to
// share", "all bases the API token has access to") and a participle
// phrase ("a project associated with one or more teams", "a payment
// initiated with create_transfer", "the playlists owned or followed by
// …"). A person names the thing; the qualifier is the documentation's.
func objectSpan(rest []string) ([]string, int) {
	var obj []string
	for i := 0; i < len(rest); i++ {
		lw := strings.ToLower(rest[i])
		if objectEnd[lw] && (i > 0 || lw != "for") {
			if idiomTail(obj, rest, i) {
				// "a crew member calling in sick"
				return append(obj, rest[i], strings.TrimRight(rest[i+1], ".,;:")), i + 2
			}
			return obj, i
		}
		if i > 0 && lw == "together" && i+1 < len(rest) && strings.EqualFold(rest[i+1], "with") {
			return obj, i // "an event together with its bookings": the event, with its bookings
		}
		if i > 0 && tiedTo(rest, i) {
			return obj, i // "linked to an Account" is where it goes: the place says it
		}
		if i > 0 && i+1 < len(rest) && stateParticiples[lw] && (objectEnd[strings.ToLower(rest[i+1])] || prepositions[strings.ToLower(rest[i+1])]) {
			if said := stateFirst(append(obj, rest[i])); len(said) > len(obj) {
				return said, i + 1 // "files changed in a pull request": "the changed files"
			}
		}
		if cut, place := postParticiple(rest, i); cut {
			if statedParticiple(rest, i) {
				return append(obj, rest[i], rest[i+1]), i + 2 // "skis left unattended", "in a rack"
			}
			if place {
				return obj, i + 1 // "a vehicle parked on a public street": "on a public street"
			}
			return obj, len(rest)
		}
		if i > 0 && (qualifierStart(rest, i) || secondClause(rest, i)) {
			return obj, len(rest)
		}
		if i > 1 && activeQualifier(rest, i) {
			return obj, len(rest) // "a mail bag arriving on the boat": the bag
		}
		obj = append(obj, rest[i])
	}
	return obj, len(rest)
}

// idiomTail tells whether rest[i:] ends the clause as the particle and
// last word of a verb phrase begun by obj's last word ("calling in
// sick", "checking out early"): the words are one act, so the object
// keeps them; cut at the particle it reads "a crew member calling". The
// last word is a plain one, never a thing ("calling in Denver", "running
// on a cluster").
func idiomTail(obj, rest []string, i int) bool {
	if len(obj) < 2 || i+2 > len(rest) || !strings.HasSuffix(strings.ToLower(obj[len(obj)-1]), "ing") {
		return false
	}
	if i+2 < len(rest) && !strings.HasSuffix(rest[i+1], ".") {
		return false // the clause goes on past the last word
	}
	p := strings.ToLower(rest[i])
	if p != "in" && p != "out" && p != "off" && p != "up" && p != "down" && p != "back" {
		return false
	}
	last := strings.TrimRight(rest[i+1], ".,;:")
	return idiomEnds[last]
}

// idiomEnds are the words that close an everyday verb phrase after its
// particle ("calling in sick", "checking out early", "running late").
var idiomEnds = map[string]bool{"sick": true, "early": true, "late": true, "ill": true, "absent": true}

// tiedTo tells whether rest[i] is a past participle that ties the noun
// before it to another thing ("an Opportunity linked to an Account",
// "tickets assigned to a user"): the noun ends there and the tie is the
// request's place.
func tiedTo(rest []string, i int) bool {
	lw := strings.ToLower(rest[i])
	prev := strings.ToLower(rest[i-1])
	return len(lw) >= 5 && strings.HasSuffix(lw, "ed") && isLowerWord(lw) && !strings.HasSuffix(prev, "ed") &&
		!determiners[prev] && !prepositions[prev] && i+2 < len(rest) && strings.EqualFold(rest[i+1], "to") &&
		determiners[strings.ToLower(rest[i+2])]
}

// secondClause tells whether rest[i] joins a second act to the first
// ("Scrape one URL and return its content", "Read a file and return
// it"): "and" or "or", a verb, then a determiner or pronoun.
func secondClause(rest []string, i int) bool {
	if i+2 >= len(rest) || !strings.EqualFold(rest[i], "and") && !strings.EqualFold(rest[i], "or") {
		if i+2 == len(rest) && (strings.EqualFold(rest[i], "and") || strings.EqualFold(rest[i], "or")) {
			v := verbBase(strings.ToLower(rest[i+1]))
			return verbs[v] && !nounVerbs[v] && isLowerWord(rest[i+1])
		}
		return false
	}
	v := verbBase(strings.ToLower(rest[i+1]))
	switch next := strings.ToLower(rest[i+2]); {
	case !verbs[v] || !isLowerWord(rest[i+1]):
		return false
	case determiners[next], next == "it", next == "them", next == "its", next == "their", next == "back":
		return true
	}
	return false
}

// qualifierStart tells whether rest[i] starts a clause that qualifies
// the noun before it: an article or "your" right after a plain noun (a
// relative clause without "that"), or a past participle after a noun
// followed by "by", "with", a conjunction or nothing.
func qualifierStart(rest []string, i int) bool {
	prev := strings.ToLower(rest[i-1])
	if determiners[prev] || objectEnd[prev] || prepositions[prev] || notVerbs[prev] || clauseWordsBefore[prev] ||
		strings.HasSuffix(prev, "ing") || !lettersOnly(strings.ReplaceAll(prev, "-", "")) {
		return false
	}
	lw := strings.ToLower(rest[i])
	switch lw {
	case "the", "a", "an", "your", "my":
		// "the accounts the user has": a verb follows the second noun
		// phrase; "all bases" then "the API token has access"
		return i+2 < len(rest)
	}
	if len(lw) > 6 && (strings.HasSuffix(lw, "ible") || strings.HasSuffix(lw, "able")) && isLowerWord(lw) && i+1 < len(rest) {
		// "projects accessible by the current user", "resources visible
		// to the user": an adjective after its noun qualifies it
		switch strings.ToLower(rest[i+1]) {
		case "to", "by", "for", "from", "in":
			return true
		}
	}
	if len(lw) < 5 || !strings.HasSuffix(lw, "ed") || !isLowerWord(lw) || strings.HasSuffix(prev, "ed") {
		return false
	}
	if i+1 == len(rest) {
		return true
	}
	switch strings.ToLower(rest[i+1]) {
	case "by", "with", "or", "and", "via", "through", "under":
		return true
	}
	return false
}

// plainPlace tells whether a description's place is words a person
// could say: no raw parameter or tool name ("by 'taskId'", "for a
// `firecrawl_agent` job ID"), no words to the assistant ("after you've
// completed it").
func plainPlace(ex []string) bool {
	switch strings.ToLower(ex[0]) {
	case "including", "excluding", "except", "such", "so", "unless", "until", "whose", "along":
		return false // what it holds or how it works, no place
	case "to":
		if purposeTo(ex) {
			return false // "to apply configuration changes": what it is for, no place
		}
	case "by":
		if len(ex) > 1 && strings.HasSuffix(strings.ToLower(ex[1]), "ing") {
			return false // "by running its down SQL": how the tool works, no place
		}
	}
	for _, x := range ex {
		l := strings.ToLower(x)
		if strings.ContainsAny(x, "`'_\"") && !strings.HasSuffix(l, "'s") || l == "you" || strings.HasPrefix(l, "you'") ||
			l == "optional" || l == "optionally" {
			return false
		}
		for i := 1; i < len(x) && x[0] >= 'a' && x[0] <= 'z'; i++ {
			if x[i] >= 'A' && x[i] <= 'Z' && x[i-1] >= 'a' && x[i-1] <= 'z' {
				return false // camelCase: a parameter's name ("taskId")
			}
		}
	}
	return true
}

// currentUser matches the documentation's name for the person asking.
var currentUser = regexp.MustCompile(`\bthe (?:current(?:ly)? (?:authenticated |logged[- ]in )?|authenticated |logged[- ]in )(?:user|member)\b`)

// currentUsers matches the documentation's name for the person asking as
// an owner ("the current user's favorites").
var currentUsers = regexp.MustCompile(currentUser.String() + `(?:'s|’s)`)

// asker says the documentation's "the current user" as the person asking
// does: "for the authenticated user" is "for me", "to the current
// user's favorites" is "to my favorites".
func asker(place string) string {
	return currentUser.ReplaceAllString(currentUsers.ReplaceAllString(place, "my"), "me")
}

// askerObject says an object the documentation gives its asker as the
// asker does: "the current member's reservations" is "my reservations";
// a bare "the current user's" (its noun dropped) keeps its words.
func askerObject(obj string) string {
	if loc := currentUsers.FindStringIndex(obj); loc != nil && strings.TrimSpace(obj[loc[1]:]) != "" {
		return currentUsers.ReplaceAllString(obj, "my")
	}
	return obj
}

// clauseWordsBefore are words an article can follow inside an object
// without a clause starting there ("details about a place", "whether a
// name is free", "the owner or the team").
var clauseWordsBefore = map[string]bool{"about": true, "of": true, "or": true, "and": true, "whether": true, "how": true,
	"what": true, "which": true, "who": true, "than": true, "like": true, "per": true, "over": true, "off": true,
	"out": true, "up": true, "down": true, "onto": true, "into": true, "both": true, "either": true}

// clauseVerb returns the base verb a clause opens on; ok is false when
// its first word is no verb. A word the verb list lacks counts when
// unlistedVerb reads it as one ("Change the status of …").
func clauseVerb(w []string, strict bool) (string, bool) {
	first := strings.ToLower(w[0])
	base := verbBase(first)
	switch {
	case !verbs[base] && strict && unlistedVerb(w):
		if strings.HasSuffix(first, "ss") {
			return first, true
		}
		return strings.TrimSuffix(first, "s"), true
	case !verbs[base] || strings.ContainsAny(first, "0123456789"):
		return "", false
	}
	return base, true
}

// dropParticle drops a phrasal verb's particle that ends an object
// ("credit an invoice back to the client": "back" goes with the verb).
func dropParticle(obj []string) []string {
	if n := len(obj); n > 1 && trailingParticles[strings.ToLower(obj[n-1])] {
		return obj[:n-1]
	}
	return obj
}

// notVerbs are words that can stand before an article at the start of a
// description without being a verb.
var notVerbs = map[string]bool{"if": true, "when": true, "while": true, "this": true, "that": true, "it": true,
	"for": true, "all": true, "any": true, "each": true, "every": true, "only": true, "just": true, "also": true,
	"on": true, "in": true, "at": true, "from": true, "to": true, "with": true, "by": true, "as": true, "is": true,
	"are": true, "was": true, "will": true, "can": true, "may": true, "not": true, "of": true, "via": true,
	"once": true, "after": true, "before": true, "since": true, "given": true, "unless": true, "until": true, "because": true,
	"upon": true, "please": true, "note": true, "although": true, "whenever": true,
	// how often, never what is done: "daily transaction report" is a
	// report, not "daily a transaction report"
	"daily": true, "weekly": true, "monthly": true, "nightly": true, "hourly": true, "yearly": true, "annual": true,
	"quarterly": true, "biweekly": true, "fortnightly": true}

// unlistedVerb tells whether a clause opens on a word the verb list lacks
// that still reads as an imperative: a plain lower-case word directly
// before "the", "a" or "an", after any "part or all of" ("Change the
// status", "Reschedule a call", "Void some or all of the lines").
// Nouns rarely stand there at the start of a sentence.
func unlistedVerb(w []string) bool {
	if len(w) < 3 {
		return false
	}
	first := strings.ToLower(w[0])
	rest := dropPortion(w[1:])
	if len(rest) == 0 {
		return false
	}
	next := strings.ToLower(rest[0])
	if trailingParticles[next] && len(rest) > 2 && determiners[strings.ToLower(rest[1])] {
		next = strings.ToLower(rest[1]) // "Roll back the most recent migration": a phrasal verb
	}
	if len(first) < 3 || notVerbs[first] || !(next == "the" || next == "a" || next == "an") {
		return false
	}
	if strings.HasSuffix(first, "ing") || strings.HasSuffix(first, "ed") || strings.HasSuffix(first, "ly") {
		return false
	}
	for _, r := range first {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return !relativeClause(rest[1:])
}

// relativeClause tells whether the words after an opening "WORD a/the"
// go on as a clause of their own ("Items a member currently has checked
// out": the member has them), which makes WORD a noun the clause
// describes, not an imperative verb ("Reschedule a call with the client").
func relativeClause(w []string) bool {
	for i, x := range w {
		if i > 3 {
			return false
		}
		switch strings.ToLower(strings.Trim(x, ",.")) {
		case "has", "have", "had", "is", "are", "was", "were", "can", "could", "will", "would", "does", "did",
			"currently", "already", "still", "owns", "holds", "needs", "wants", "uses", "made", "placed":
			return true
		case "with", "to", "for", "from", "in", "on", "at", "by", "of", "into", "as", "and", "or":
			return false
		}
	}
	return false
}

// trailingParticles end a phrasal verb's object ("pay an invoice back",
// "print the report out") and belong to the verb, not the object.
var trailingParticles = map[string]bool{"back": true, "out": true, "off": true, "away": true}

// portionWords say how much of a thing, not what: "part or all of an
// order", "some or all of the rows".
var portionWords = map[string]bool{"part": true, "all": true, "some": true, "any": true, "or": true,
	"one": true, "more": true, "most": true, "each": true, "portion": true, "a": true, "both": true}

// dropPortion drops a leading "part or all of" from an object: the thing
// acted on follows "of" ("Refund part or all of an order" refunds an order;
// the amount says how much).
func dropPortion(rest []string) []string {
	for i := 0; i < len(rest) && i < 5; i++ {
		l := strings.ToLower(rest[i])
		if l == "of" {
			if i >= 2 && i+1 < len(rest) {
				return rest[i+1:]
			}
			return rest
		}
		if !portionWords[l] {
			return rest
		}
	}
	return rest
}

// brokenObject tells whether an object noun phrase holds a second article
// after a plain word ("the change the status of a ticket"): a verb was
// taken into the object, which would then be said twice.
func brokenObject(obj string) bool {
	w := strings.Fields(strings.ToLower(obj))
	for j := 2; j < len(w); j++ {
		if (w[j] == "the" || w[j] == "a" || w[j] == "an") && !objectEnd[w[j-1]] && !determiners[w[j-1]] &&
			w[j-1] != "of" && w[j-1] != "or" && w[j-1] != "and" {
			return true
		}
	}
	return false
}

// sharedHead tells whether the "and" or "or" at w[i] joins two modifiers
// of one plural noun ("resident and guest artists"): the word before it
// is a plain singular and the word after it is followed by a plural that
// ends the phrase or meets a preposition, so cutting at the conjunction
// would leave a modifier as the object ("the studio's resident"). A verb
// after it starts a second act ("a meeting room and invite attendees").
func sharedHead(w []string, i int) bool {
	if i < 1 || i+2 >= len(w) {
		return false
	}
	before, after, head := strings.ToLower(w[i-1]), strings.ToLower(w[i+1]), strings.ToLower(strings.Trim(w[i+2], ".,;:"))
	if !lettersOnly(before) || plural(before) || determiners[after] || !lettersOnly(after) || plural(after) || verbs[after] || !plural(head) {
		return false
	}
	return i+3 == len(w) || prepositions[strings.ToLower(w[i+3])] || objectEnd[strings.ToLower(w[i+3])]
}

// trimObject shortens an object noun phrase to what a person says: at
// most six words, cut at a conjunction that starts a second thought, vague
// adjectives dropped.
func trimObject(w []string) string {
	if n := len(w); n > 1 && trailingAdverbs[strings.ToLower(strings.TrimRight(w[n-1], ".,;:"))] {
		w = w[:n-1] // "buy items outright": the items are bought, not "items outrights"
	}
	// "one or more keys": the values say how many.
	if len(w) > 3 && strings.EqualFold(w[0], "one") && strings.EqualFold(w[1], "or") &&
		(strings.EqualFold(w[2], "more") || strings.EqualFold(w[2], "many")) {
		w = w[3:]
	}
	// "an array of documents", "a list of users": the container says nothing.
	for i := 0; i+2 < len(w) && i < 2; i++ {
		if containers[strings.ToLower(w[i])] && strings.EqualFold(w[i+1], "of") {
			w = w[i+2:]
			break
		}
	}
	if len(w) >= 4 && strings.EqualFold(w[1], "and") && stateWord(w[0]) && stateWord(w[2]) {
		// "applied and pending schema migrations", "open and closed
		// issues": both states are all of them, which a state filter then
		// narrows; a person names the things ("schema migrations"). With
		// "or" one of them is meant ("public or pre-defined channels").
		w = w[3:]
	}
	w = possessiveOr(w)
	w = plainNouns(w)
	if len(w) > 1 && strings.HasSuffix(w[0], "'s") && isLowerWord(strings.TrimSuffix(w[0], "'s")) {
		w = append([]string{"a"}, w...) // "user's playlists": some user's
	}
	if len(w) == 4 && determiners[strings.ToLower(w[0])] && strings.EqualFold(w[2], "or") && isLowerWord(w[1]) && isLowerWord(w[3]) {
		w = w[:2] // "a device or entity": one of two nouns is what people say
	}
	// "public or pre-defined channels", "a query or aggregation results":
	// one of two modifiers is what people say.
	for i := 0; i+3 < len(w) && i < 2; i++ {
		if strings.EqualFold(w[i+1], "or") && !determiners[strings.ToLower(w[i])] && !determiners[strings.ToLower(w[i+2])] {
			if l := strings.ToLower(w[i]); strings.HasSuffix(l, "s") && !strings.HasSuffix(l, "ss") || nounBeforeOr(w, i) {
				w = w[:i+1] // "files or MIME-typed data": two things, the first will do
				break
			}
			w = append(append([]string{}, w[:i+1]...), w[i+3:]...)
			if l := strings.ToLower(w[0]); (l == "a" || l == "an") && strings.HasSuffix(w[len(w)-1], "s") {
				w = w[1:] // "a query results" → "query results"
			}
			break
		}
	}
	// "multiple form fields": the values say how many; "the form fields".
	if len(w) > 1 && (strings.EqualFold(w[0], "multiple") || strings.EqualFold(w[0], "several")) {
		w = append([]string{"the"}, w[1:]...)
	}
	var out []string
	for i, x := range w {
		lx := strings.ToLower(x)
		if vague[lx] || styleModifier(lx) && i+1 < len(w) {
			continue
		}
		if i > 0 && len(out) >= 3 && (lx == "and" || lx == "or") && !sharedHead(w, i) {
			break
		}
		out = append(out, x)
		if len(out) >= 6 {
			// Cut before an "of" rather than inside what follows it.
			for j := len(out) - 1; j > 1; j-- {
				if strings.EqualFold(out[j], "of") && i+1 < len(w) {
					out = out[:j]
					break
				}
			}
			break
		}
	}
	// A dangling determiner or preposition at the end goes.
	for len(out) > 0 {
		l := strings.ToLower(out[len(out)-1])
		if l == "a" || l == "an" || l == "the" || l == "of" || l == "and" || l == "or" || prepositions[l] {
			out = out[:len(out)-1]
			continue
		}
		break
	}
	s := strings.Join(out, " ")
	// "a a" after dropping an adjective: "a specific issue" → "a issue".
	s = fixArticle(s)
	// "Create comment": a bare singular count noun gets its article, also
	// before "of" ("accessibility snapshot of the current page").
	pre := out
	for i, x := range out {
		if i > 0 && strings.EqualFold(x, "of") {
			pre = out[:i]
			break
		}
	}
	if len(pre) > 0 && len(pre) <= 3 {
		f := strings.ToLower(pre[0])
		head := strings.ToLower(pre[len(pre)-1])
		plural := strings.HasSuffix(head, "s") || strings.HasSuffix(f, "s") && !strings.HasSuffix(f, "ss") || strings.HasSuffix(head, "ed")
		switch {
		case definiteAdjectives[f]:
			s = "the " + s // "the current user", not "a current user"
		case massNouns[f] && len(pre) == 2 && participle(strings.ToLower(pre[1])):
			// "damage found in a room", "waste collected": a mass noun
			// its participle describes takes no article
		case !determiners[f] && !plural && !massNouns[head] && !gerundNoun(head) && !strings.ContainsAny(f, "0123456789"):
			s = article(s)
		}
	}
	return s
}

// nounBeforeOr tells whether w[i], the word before "or" in an object,
// is a thing of its own rather than a modifier the noun after the "or"
// shares: it follows "a" or "an" and the "or" offers the same noun again
// in a phrase of its own ("a find or bulk finds bag"). So that object is
// "a find" (was "a find finds bag"); "a credit or debit adjustment" and
// "an inbound or outbound weighbridge ticket" keep their noun.
func nounBeforeOr(w []string, i int) bool {
	if i < 1 || i+2 >= len(w) {
		return false
	}
	a, x := strings.ToLower(w[i-1]), strings.ToLower(w[i])
	if a != "a" && a != "an" || !isLowerWord(x) || !lettersOnly(x) {
		return false
	}
	for _, y := range w[i+2:] {
		l := strings.ToLower(y)
		if l == "of" || prepositions[l] {
			break
		}
		if sameNoun(l, x) {
			return true
		}
	}
	return false
}

// plainNouns says an object's nouns once: of nouns offered with a slash
// the first ("grouped issues/problems", "changes/diffs"), of a last "X or
// Y" the first ("new group or subgroup"), and without an adverb that
// ends it ("multiple search queries simultaneously", "a file directly").
func plainNouns(w []string) []string {
	out := w
	copied := false
	for i, x := range w {
		a, b, ok := strings.Cut(x, "/")
		if !ok || !isLowerWord(a) || !isLowerWord(b) || len(a) < 3 || len(b) < 3 {
			continue
		}
		if !copied {
			out, copied = append([]string{}, w...), true
		}
		out[i] = a
	}
	n := len(out)
	if n >= 3 && strings.EqualFold(out[n-2], "or") && isLowerWord(out[n-1]) && isLowerWord(out[n-3]) &&
		!determiners[strings.ToLower(out[n-3])] && !adjectiveHeads[out[n-3]] {
		out = out[:n-2]
	}
	if n := len(out); n > 1 && mannerAdverb(out[n-1]) {
		out = out[:n-1]
	}
	return out
}

// mannerAdverb tells whether w is an adverb of manner ("directly",
// "simultaneously", "automatically"), which says how a tool works.
func mannerAdverb(w string) bool {
	if !isLowerWord(w) || len(w) < 7 {
		return false
	}
	for _, suf := range []string{"ously", "ctly", "tely", "ally", "ntly", "ively"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// possessiveOr says "a file's or shared drive's permissions" as "the
// permissions of a file": of two owners one is what people name, and the
// thing owned stays (cut at "or", the object would be "a file's").
func possessiveOr(w []string) []string {
	for i := 0; i+3 < len(w) && i < 2; i++ {
		if !strings.EqualFold(w[i+1], "or") || !strings.HasSuffix(w[i], "'s") {
			continue
		}
		j := i + 2
		for j < len(w) && !strings.HasSuffix(w[j-1], "'s") {
			j++ // the second owner ends at its "'s"
		}
		if j >= len(w) {
			return w
		}
		owner := append(append([]string{}, w[:i]...), strings.TrimSuffix(w[i], "'s"))
		if len(owner) == 1 {
			owner = append([]string{"a"}, owner...)
		}
		out := append([]string{"the"}, w[j:]...)
		return append(append(out, "of"), owner...)
	}
	return w
}

// definiteAdjectives name the one thing there is ("current user", "latest
// release"): a bare noun phrase they start takes "the".
var definiteAdjectives = map[string]bool{"current": true, "latest": true, "next": true, "previous": true,
	"default": true, "primary": true, "web": true, "internet": true}

// gerundNoun tells whether a head noun is an -ing noun of an activity
// ("outgoing spending", "billing"), which takes no article.
func gerundNoun(head string) bool {
	return len(head) > 6 && strings.HasSuffix(head, "ing") && isLowerWord(head) && !countingNouns[head]
}

// countingNouns are -ing nouns that are counted ("a meeting", "a
// recording").
var countingNouns = map[string]bool{"meeting": true, "building": true, "setting": true, "booking": true, "listing": true,
	"recording": true, "mapping": true, "heading": true, "warning": true, "drawing": true, "painting": true,
	"posting": true, "finding": true, "holding": true, "opening": true, "saving": true, "offering": true,
	"greeting": true, "wedding": true, "reading": true, "crossing": true, "clipping": true, "rating": true}

// containers are nouns that only hold what follows "of" ("an array of
// documents").
var containers = map[string]bool{"array": true, "list": true, "set": true, "collection": true, "batch": true,
	"series": true, "bunch": true, "group": true}

// nounVerbs are verbs that start descriptions as nouns as often as
// verbs ("Order status", "Log entries", "Score of a match").
var nounVerbs = map[string]bool{"order": true, "record": true, "log": true, "request": true, "star": true,
	"like": true, "watch": true, "alert": true, "group": true, "plan": true, "score": true, "rate": true,
	"rank": true, "link": true, "mark": true, "flag": true, "complete": true, "book": true, "sign": true,
	"review": true, "comment": true, "call": true, "play": true, "label": true,
	"tag": true, "draft": true, "route": true, "track": true, "measure": true, "help": true, "use": true,
	"set": true, "post": true, "query": true, "hash": true, "lock": true, "schedule": true, "branch": true,
	"queue": true}

// determiners start a noun phrase that needs no article.
var determiners = map[string]bool{"a": true, "an": true, "the": true, "all": true, "every": true, "each": true,
	"some": true, "any": true, "your": true, "my": true, "its": true, "this": true, "these": true, "that": true,
	"those": true, "one": true, "multiple": true, "several": true, "many": true, "no": true, "our": true, "their": true}

// massNouns take no article ("elevation data", "JavaScript code").
var massNouns = map[string]bool{"data": true, "information": true, "info": true, "content": true, "code": true,
	"text": true, "media": true, "feedback": true, "history": true, "metadata": true, "status": true,
	"output": true, "input": true, "javascript": true, "html": true, "markdown": true, "json": true, "sql": true,
	"help": true, "documentation": true, "storage": true, "usage": true, "traffic": true, "weather": true,
	"forecast": true, "news": true, "analytics": true, "stats": true, "statistics": true, "time": true,
	"drag": true, "drop": true, "back": true, "children": true, "people": true, "playback": true, "research": true, "web": true, "internet": true, "context": true,
	"damage": true, "equipment": true, "furniture": true, "luggage": true, "baggage": true, "advice": true, "evidence": true,
	"progress": true, "mail": true, "money": true, "electricity": true, "waste": true, "rubbish": true, "garbage": true,
	"laundry": true, "homework": true, "software": true, "hardware": true, "maintenance": true, "clothing": true, "machinery": true,
	"attendance": true, "insurance": true, "parking": true, "housing": true, "accommodation": true,
	"funding": true, "tenure": true, "healing": true, "fibre": true, "fiber": true, "catering": true, "signage": true}

// participle reports whether w (lower case) is a past participle that can
// follow a noun ("found", "collected", "left"): regular -ed forms and the
// common irregular ones.
func participle(w string) bool {
	switch w {
	case "found", "made", "left", "taken", "seen", "done", "given", "held", "kept", "lost", "sent", "sold", "paid", "built", "brought", "caught", "written", "broken", "stolen", "spent":
		return true
	}
	return len(w) > 3 && strings.HasSuffix(w, "ed")
}

// fixArticle corrects "a"/"an" at the start of a phrase.
func fixArticle(s string) string {
	if w := strings.Fields(s); len(w) > 1 && len(w[1]) > 1 && strings.ToUpper(w[1]) == w[1] {
		return s // "a URL", "an SQL query": acronyms keep what the text says
	}
	l := strings.ToLower(s)
	switch {
	case strings.HasPrefix(l, "a ") && len(s) > 2 && vowelSound(l[2:]):
		return "an " + s[2:]
	case strings.HasPrefix(l, "an ") && len(s) > 3 && !vowelSound(l[3:]):
		return "a " + s[3:]
	}
	return s
}

// bareObject drops the determiner of a noun phrase ("a new issue" →
// "new issue").
func bareObject(s string) string {
	l := strings.ToLower(s)
	for _, d := range []string{"a ", "an ", "the ", "all ", "some "} {
		if strings.HasPrefix(l, d) {
			return s[len(d):]
		}
	}
	return s
}

// eitherVerb picks one verb of an intent that offers two ("create or
// update a file") by what the call holds: the second when a set argument's
// description names it ("SHA of the file being replaced, required when
// updating"), the first when only unset ones do. A person asks for one
// act, never for "create or update". The intent is unchanged when no
// parameter tells the two apart (or names both: "where to create/update").
func eitherVerb(d *Data, in intent) intent {
	in = listedObject(d, in)
	in = eitherObject(d, in)
	in = scopedObject(d, in)
	if w := strings.Fields(in.Object); len(d.Set) > 0 && len(w) > 2 && (strings.EqualFold(w[0], "a") || strings.EqualFold(w[0], "an")) && strings.EqualFold(w[1], "new") {
		// "post a new message on C0F…": what the call makes is new; a
		// request that gives nothing keeps "a new repository" (no name yet)
		in.Object = fixArticle("a " + strings.Join(w[2:], " "))
	}
	if in.Fixed || !strings.Contains(in.Verb, "or") {
		return in // not "create or update": spares splitting the verb
	}
	w := strings.Fields(in.Verb)
	if len(w) != 3 || w[1] != "or" || in.Fixed {
		return in
	}
	stem := strings.TrimSuffix(w[2], "e")
	if len(stem) < 4 {
		return in
	}
	re := wordStartRE(stem)
	first := wordStartRE(strings.TrimSuffix(w[0], "e"))
	named := false
	for _, p := range d.Params {
		// "Path where to create/update the file" names both: no help.
		if !re.MatchString(p.Description) || first.MatchString(p.Description) {
			continue
		}
		if p.Set {
			in.Verb = w[2]
			if f := strings.Fields(in.Object); len(f) > 1 && (f[0] == "a" || f[0] == "an") {
				in.Object = "the " + strings.Join(f[1:], " ") // an update acts on one that exists
			}
			return in
		}
		named = true
	}
	in.Verb = pairVerb(d, w, named)
	return in
}

// detailWrapper matches an object wrapped in a word for what is known of
// it ("detailed information about a place", "details of a PR").
var detailWrapper = regexp.MustCompile(`(?i)\b(?:details|information|info)\s+(?:of|about|on|for)\s`)

var (
	// yourPossessive is "your token's bot user": the description speaks
	// to the user, who asks for "the bot user for my token".
	yourPossessive = regexp.MustCompile(`^(?i:your) ([\w-]+(?: [\w-]+)?)'s (.+)$`)
	// describingClause is "statistics describing the execution": a noun
	// and what it is about, which people say as one ("execution
	// statistics").
	describingClause = regexp.MustCompile(`^(?:(?i:the) )?([\w-]+) (?:describing|detailing|showing|summarizing|summarising) (?:the|a|an) ([\w-]+)$`)
)

// spokenObject says a description's object the way the person asking
// does: the description's "your" is the asker's ("my token"), "the most
// recent" is "the latest", a noun with a participle clause is one noun
// phrase, and "available data sources" are "all available data sources".
func spokenObject(obj string) string {
	if m := yourPossessive.FindStringSubmatch(obj); m != nil {
		return "the " + m[2] + " for my " + m[1]
	}
	obj = undocumented(obj)
	w := strings.Fields(obj)
	for i, x := range w {
		if strings.EqualFold(x, "your") {
			w[i] = "my"
		}
	}
	obj = strings.Join(w, " ")
	if m := usersPossessive.FindStringSubmatch(obj); m != nil {
		obj = "my " + m[1] // "the user's recently played tracks" are the asker's: "my recently played tracks"
	}
	if m := describingClause.FindStringSubmatch(obj); m != nil {
		return undocumented("the " + m[2] + " " + m[1]) // "the execution stats"
	}
	l := strings.ToLower(obj)
	switch {
	case strings.HasPrefix(l, "the most recent "):
		obj = "the latest " + obj[len("the most recent "):]
	case strings.HasPrefix(l, "most recent "):
		obj = "the latest " + obj[len("most recent "):]
	case strings.HasPrefix(l, "available ") && len(w) > 1:
		obj = "all " + obj // "list all available data sources"
	}
	if i := strings.Index(strings.ToLower(obj), " of the current "); i >= 0 {
		// "a snapshot of the current page" is the description's; the
		// person looking at it says "of this page"
		obj = obj[:i] + " of this " + obj[i+len(" of the current "):]
	}
	return obj
}

// bringsNew are the verbs whose object does not exist before the act:
// a bare noun phrase after them takes "a" ("Create comment" → "create a
// comment"), after any other verb "the".
var bringsNew = map[string]bool{"create": true, "add": true, "make": true, "post": true, "send": true, "write": true,
	"generate": true, "upload": true, "insert": true, "new": true, "build": true, "draft": true, "start": true,
	"schedule": true, "book": true, "register": true, "open": true, "file": true, "log": true, "record": true,
	"take": true, "capture": true}

// whoClause are the words that open a clause a description's verb takes
// as its object ("List who is on call", "Show what changed").
var whoClause = map[string]bool{"who": true, "what": true, "which": true, "whoever": true, "whatever": true}

// usersPossessive is a description's object owned by the user the tool
// acts for ("the user's playlists", "the current user's profile"): the
// person asking is that user.
var usersPossessive = regexp.MustCompile(`^(?i:the )?(?i:(?:current|authenticated|signed-in|logged-in) )?(?i:user's|user’s) (.+)$`)

var (
	// childNoun is "block children": a tree's word for what a person
	// calls the content they add.
	childNoun = regexp.MustCompile(`^(?:(?i:a|an|the) )?([a-z]+[^s\W]) children$`)
	// asFormat is a place that only names the format a tool speaks ("as
	// Markdown"), which a person asking leaves out.
	asFormat = regexp.MustCompile(`^(?i:as (?:an? )?(?:markdown|html|json|yaml|xml|csv|plain text|rich text))$`)
)

// pictures are what is taken, not captured, in what people say.
var pictures = map[string]bool{"snapshot": true, "screenshot": true, "picture": true, "photo": true, "image": true}

var (
	// docWrapper is a noun a description wraps its object in ("details
	// of a pull request", "information about a place"): the person asks
	// for the thing itself.
	docWrapper = regexp.MustCompile(`^(?i:(?:the |full |all )?(?:details|information|info|metadata) (?:of|about|on|for) )(.+)$`)
	// docTail is a noun a description puts after its object's own noun
	// ("elevation data", "profile information", "a page property item"):
	// "the elevation", "the profile", "a page property".
	docTail = regexp.MustCompile(`^(.*\S) (?i:data|information|info|item|details)$`)
)

// wrapperAdjectives qualify a documentation noun rather than name the
// thing ("full details"): without the noun they say nothing.
var wrapperAdjectives = map[string]bool{"full": true, "complete": true, "detailed": true, "more": true, "additional": true,
	"extra": true, "basic": true, "all": true}

// adjectiveHeads are adjectives a documentation noun may follow
// ("raw data", "new items"): without the noun they name nothing.
var adjectiveHeads = map[string]bool{"raw": true, "new": true, "old": true, "binary": true, "sample": true, "test": true,
	"personal": true, "public": true, "private": true}

// adjectiveAside drops an aside in brackets between an adjective and
// the noun it qualifies ("Find the optimal (shortest by travel time)
// route through …" → "Find the optimal route through …"): cut at the
// bracket, the object would be the adjective alone.
func adjectiveAside(s string) string {
	i := strings.Index(s, " (")
	if i <= 0 {
		return s
	}
	j := strings.Index(s[i:], ") ")
	if j < 0 {
		return s
	}
	before := strings.ToLower(lastWord(s[:i]))
	after := strings.Fields(s[i+j+2:])
	if !adjectiveShaped(before) || len(after) == 0 || !isLowerWord(after[0]) {
		return s
	}
	return s[:i] + s[i+j+1:]
}

// adjectiveEndings end words that are adjectives ("bibliographic",
// "statistical", "nutritional", "numerous"), and plainAdjectives are
// common ones of other shapes: a documentation noun after one is kept
// ("the bibliographic details", never "the bibliographic").
var (
	adjectiveEndings = []string{"ical", "graphic", "ional", "ous", "ful", "able", "ible", "ative", "itive"}
	plainAdjectives  = map[string]bool{"optimal": true, "general": true, "annual": true, "legal": true, "local": true,
		"global": true, "digital": true, "normal": true, "minimal": true, "maximal": true, "initial": true, "final": true,
		"external": true, "internal": true, "official": true, "financial": true, "commercial": true, "residential": true,
		"social": true, "spatial": true, "temporal": true, "historic": true, "economic": true, "academic": true,
		"environmental": true, "experimental": true, "real-time": true, "current": true, "recent": true}
)

// adjectiveShaped reports whether w (lower case) is an adjective by
// adjectiveEndings or plainAdjectives.
func adjectiveShaped(w string) bool {
	if plainAdjectives[w] {
		return true
	}
	for _, e := range adjectiveEndings {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	return false
}

// docAdjectives are words of documentation a person leaves out of what
// they ask ("geographic coordinates", "logged mongod events").
var docAdjectives = map[string]bool{"geographic": true, "logged": true, "corresponding": true, "associated": true,
	"relevant": true, "underlying": true}

// undocumented says a description's object without the nouns and
// adjectives only documentation uses around it: "details of a pull
// request" is "a pull request", "elevation data" is "the elevation",
// "a page property item" is "a page property", "the latest logged mongod
// events" the latest mongod events, "GitHub repositories" repositories (a
// product's name before the noun says where, which the request's values
// say).
func undocumented(obj string) string {
	if m := docWrapper.FindStringSubmatch(obj); m != nil {
		obj = m[1]
	}
	if w := strings.Fields(obj); len(w) > 0 && strings.EqualFold(w[len(w)-1], "statistics") {
		// "statistics" is the documentation's word; people ask for stats
		w[len(w)-1] = "stats"
		if len(w) == 1 {
			w = []string{"the", "stats"}
		}
		obj = strings.Join(w, " ")
	}
	if m := docTail.FindStringSubmatch(obj); m != nil && len(strings.Fields(m[1])) >= 1 {
		head := strings.ToLower(lastWord(m[1]))
		// ("MIME-typed data", "raw data": an adjective before it keeps it)
		if !determiners[head] && !prepositions[head] && head != "of" && !wrapperAdjectives[head] && !strings.HasSuffix(head, "ed") && !adjectiveHeads[head] && !adjectiveShaped(head) {
			obj = m[1]
			if f := strings.ToLower(strings.Fields(obj)[0]); !determiners[f] {
				obj = "the " + obj
			}
		}
	}
	return dropDocWords(obj)
}

// dropDocWords drops documentation adjectives and a product name that
// only qualifies the noun after it ("a GitHub repository" → "a
// repository", "the active MongoDB connections" → "the active
// connections"); an acronym ("CSS media features") and a name that is the
// whole noun phrase ("a MongoDB instance" keeps it: "an instance" says
// nothing) stay.
func dropDocWords(s string) string {
	w := strings.Fields(s)
	var out []string
	for i, x := range w {
		if docAdjectives[strings.ToLower(x)] && i+1 < len(w) {
			continue
		}
		if i+1 < len(w) && productName(x) && (i == 0 || !productName(w[i-1])) && isLowerWord(w[i+1]) && !genericHeads[strings.ToLower(w[i+1])] &&
			w[i+1] != "or" && w[i+1] != "and" { // "a LineString or Polygon" names two things, never "an or Polygon"
			continue
		}
		out = append(out, x)
	}
	// "the configuration of a Pinecone index" without the name: "of an
	// index"
	for i := 1; i+1 < len(out); i++ {
		if l := strings.ToLower(out[i]); l == "a" || l == "an" {
			out[i] = strings.Fields(fixArticle(l + " " + out[i+1]))[0]
		}
	}
	return fixArticle(strings.Join(out, " "))
}

// productName tells whether w reads as a product's name: capitalized,
// not all capitals (an acronym), letters only ("GitHub", "MongoDB",
// "Redis").
func productName(w string) bool {
	if len(w) < 3 || w[0] < 'A' || w[0] > 'Z' || strings.ToUpper(w) == w || w[1] < 'a' || w[1] > 'z' {
		return false // "URLs", "APIs": an acronym's plural
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// isLowerWord tells whether w is a lower-case word (letters, hyphens).
func isLowerWord(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r == '-') {
			return false
		}
	}
	return w != ""
}

// genericHeads are nouns that need the product's name before them to
// say anything ("a MongoDB instance", "the Redis server").
var genericHeads = map[string]bool{"instance": true, "server": true, "account": true, "api": true, "client": true,
	"cluster": true, "workspace": true, "app": true, "service": true}

// eitherObject picks the object of an intent that offers two ("drop
// files or MIME-typed data") by what the call holds: the second when no
// set argument is about the first and one is about the second ("data" set,
// "paths" to files not), so a call that drops text is not asked as
// dropping files.
func eitherObject(d *Data, in intent) intent {
	if in.Alt == "" || in.Object == "" {
		return in
	}
	first := strings.TrimSuffix(strings.ToLower(lastWord(in.Object)), "s")
	alt := strings.Fields(strings.ToLower(in.Alt))
	if len(alt) == 0 || len(first) < 3 {
		return in
	}
	about := func(p Param, w string) bool {
		return strings.Contains(p.lowerNameDesc(), w)
	}
	altSet := false
	for _, p := range d.Set {
		if about(p, first) {
			return in
		}
		altSet = altSet || about(p, alt[len(alt)-1])
	}
	if altSet {
		in.Object, in.Alt = in.Alt, ""
	}
	return in
}

// queryOfVerb rewrites "Run a find query against a collection" as what a
// person asks for, the query's own verb: "Find documents in a
// collection" (records when the place is no collection). ok is false for
// any other clause.
func queryOfVerb(w []string) (string, bool) {
	if len(w) < 5 || !strings.EqualFold(w[1], "a") && !strings.EqualFold(w[1], "an") || !strings.EqualFold(w[3], "query") {
		return "", false
	}
	switch strings.ToLower(w[0]) {
	case "run", "runs", "execute", "executes", "perform", "performs", "issue", "issues":
	default:
		return "", false
	}
	v := strings.ToLower(w[2])
	if v != "find" && v != "search" && v != "count" && v != "lookup" {
		return "", false
	}
	rest := w[4:]
	if p := strings.ToLower(rest[0]); p == "against" || p == "on" || p == "over" {
		rest = append([]string{"in"}, rest[1:]...)
	}
	thing := "records"
	if strings.Contains(strings.ToLower(strings.Join(rest, " ")), "collection") {
		thing = "documents"
	}
	if v == "lookup" {
		v = "look up"
	}
	return strings.Join(append([]string{cap1(v), thing}, rest...), " "), true
}

// cap1 upper-cases the first letter of s.
func cap1(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// credentialOwner matches the account a credential acts as, said from a
// description's "your token's bot user": "the bot user for my token".
var credentialOwner = regexp.MustCompile(`^(?i:the) ((?:[\w-]+ )?(?:user|account|identity)) for my ((?:api |access )?(?:token|key|credentials))$`)

// workOutVerbs are the documentation's verbs for finding a figure out
// ("Calculate travel distance and time"), which people say as "work out".
var workOutVerbs = map[string]bool{"calculate": true, "compute": true, "determine": true}

// saidIntent says an intent read from a description as a person asking
// says it, not as the description does: "calculate travel distance and
// time" is working out the travel distance and time;
// filling "the form fields" is filling in the form; the whole service as
// a place ("in the workspace") goes.
func saidIntent(name string, in intent) intent {
	if in.Fixed || in.Object == "" {
		return in
	}
	if m := credentialOwner.FindStringSubmatch(in.Object); m != nil && in.Read {
		// "retrieve your token's bot user": a person asks whose the
		// token is, not for "the bot user for my token"
		in.Verb, in.Object, in.Extra = "check", "which "+m[1]+" this "+m[2]+" belongs to", ""
		return in
	}
	w := strings.Fields(in.Object)
	if o := strings.ToLower(in.Object); workOutVerbs[in.Verb] && strings.Contains(o, "distance") &&
		(strings.Contains(o, "time") || strings.Contains(o, "duration")) {
		// "calculate travel distance and time": people check the
		// distance and travel time, not "work out the travel distance
		// and time" (a trip question asks how far and how long)
		in.Verb, in.Object = "check", "the distance and travel time"
	} else if workOutVerbs[in.Verb] {
		in.Verb = "work out"
		if !determiners[strings.ToLower(w[0])] {
			in.Object = "the " + in.Object
		}
	}
	if in.Verb == "fill" && strings.HasSuffix(strings.ToLower(in.Object), "form fields") {
		in.Verb, in.Object = "fill in", "the form"
	}
	if wholeService(in.Extra) {
		in.Extra = ""
	}
	if w := strings.Fields(in.Object); in.Verb == "list" && strings.HasPrefix(in.Extra, "in ") && len(w) <= 2 &&
		!determiners[strings.ToLower(w[0])] && plural(strings.ToLower(w[len(w)-1])) && isLowerWord(w[0]) {
		// "list templates in data source 7038…" reads as a command line;
		// people say "list the templates in …"
		in.Object = "the " + in.Object
	}
	return in
}

// serviceHeads are places that are the whole service a tool works in.
var serviceHeads = map[string]bool{"workspace": true, "organization": true, "organisation": true, "team": true}

// wholeService tells whether a description's place is the whole service
// the tool works in ("in the workspace", "in Slack", "on GitHub"), which
// a person asking leaves out: "list all users", not "list all users in
// the workspace".
func wholeService(extra string) bool {
	w := strings.Fields(extra)
	if len(w) < 2 || len(w) > 3 {
		return false
	}
	switch strings.ToLower(w[0]) {
	case "in", "on", "across", "from", "within":
	default:
		return false
	}
	if len(w) == 2 {
		return productName(w[1]) || serviceHeads[strings.ToLower(w[1])]
	}
	d := strings.ToLower(w[1])
	return (d == "the" || d == "my" || d == "your" || d == "our") && serviceHeads[strings.ToLower(w[2])]
}

// plural reports whether a lower-case noun reads as a plural ("issues",
// not "address").
func plural(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
}

// scopedObject narrows an object of two kinds ("issues and pull
// requests") to the one a set value scopes the call to ("is:issue
// timeout" searches issues), so the request does not ask for pull
// requests while its query excludes them. The intent is unchanged when no
// value names one kind.
func scopedObject(d *Data, in intent) intent {
	w := strings.Fields(in.Object)
	i := slices.IndexFunc(w, func(x string) bool { return strings.EqualFold(x, "and") })
	if in.Fixed || i <= 0 || i+1 >= len(w) || len(w) > 5 {
		return in
	}
	first := strings.ToLower(w[i-1])
	if !plural(first) || !plural(strings.ToLower(w[len(w)-1])) {
		return in
	}
	one := strings.TrimSuffix(first, "s")
	for _, p := range d.Set {
		if v, ok := p.Value.(string); ok && (strings.Contains(v, "is:"+one) || strings.Contains(v, "type:"+one)) {
			in.Object = strings.Join(w[:i], " ")
			return in
		}
	}
	return in
}

// symbolJoined is desc with a "+" or "&" after its opening verb said
// "and" ("Close + invoice": "Close and invoice"); desc as it is else.
func symbolJoined(desc string) string {
	if m := symbolAnd.FindStringSubmatch(desc); m != nil && verbs[verbBase(strings.ToLower(m[1]))] {
		return m[1] + " and " + desc[len(m[0])-len(m[2]):]
	}
	return desc
}

// symbolAnd matches a description opening on one word and a "+" or "&"
// ("Close + invoice", "Close & invoice"): when that word is a verb, the
// two acts joined, said "and".
var symbolAnd = regexp.MustCompile(`^\s*([A-Za-z]+) [+&] ([A-Za-z])`)
