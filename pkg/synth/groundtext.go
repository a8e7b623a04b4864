package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Free text built from the tool's own words. A server about goods,
// services or errands (a freight broker, a wine shop, a plumber, a
// parking office) whose domain has no words of its own would otherwise
// get software-team text ("Can you check the import side too?") or
// another domain's remark ("Traveling with a dog on a lead.") for a
// note, a reason or a message. Here the kind of text (a reason, a note,
// a message, a title, instructions) is read from the parameter's name,
// what the tool does from its verb (cancel, reject, refund, adjust,
// complete) and what it does it to from its object noun, so a voided
// rate confirmation reads "Duplicate of another rate confirmation." on
// any server.

// actWords file the verbs of tool names by the act a reason or a note
// for them tells: 'x' cancelling, 'w' withdrawing from, 'j' rejecting, 'f' refunding, 't'
// redoing, 'p' pausing, 'd' disputing, 'k' completing, 'e' changing,
// 'a' assigning, 'c' creating.
var actWords = map[string]byte{"cancel": 'x', "void": 'x', "revoke": 'x', "retract": 'x', "rescind": 'x', "withdraw": 'w', "drop": 'w', "terminate": 'x', "delete": 'x',
	"remove": 'x', "unbook": 'x', "reject": 'j', "deny": 'j', "decline": 'j', "refund": 'f', "remake": 't', "redo": 't', "rework": 't',
	"freeze": 'p', "pause": 'p', "suspend": 'p', "hold": 'p', "postpone": 'p', "defer": 'p', "dispute": 'd', "escalate": 'd', "flag": 'd',
	"complete": 'k', "resolve": 'k', "approve": 'k', "finish": 'k', "close": 'k', "adjust": 'e', "update": 'e', "edit": 'e', "change": 'e',
	"modify": 'e', "correct": 'e', "reschedule": 'e', "move": 'e', "extend": 'e', "transfer": 'e', "assign": 'a', "create": 'c', "add": 'c',
	"book": 'c', "schedule": 'c', "file": 'c', "submit": 'c', "log": 'c', "record": 'c', "open": 'c', "new": 'c', "apply": 'c',
	"register": 'c', "reserve": 'c', "onboard": 'c', "place": 'c', "request": 'c'}

// actRank orders the acts when a name holds two ("fileDispute" disputes,
// "issue_refund" refunds): the one saying more wins.
const actRank = "xzvwjftphdkeac"

// nounStops are tokens of a tool name that name no object.
var nounStops = map[string]bool{"id": true, "by": true, "for": true, "to": true, "from": true, "of": true, "the": true, "a": true,
	"status": true, "info": true, "details": true, "new": true, "my": true, "all": true, "tool": true, "tools": true, "mcp": true, "api": true}

// toolAct returns the act of the tool's name (see actWords, 0 for none)
// and its object noun, in words ("cancel_rate_confirmation": 'x', "rate
// confirmation" when the description says so, else "confirmation").
func toolAct(topic, about string) (act byte, object string) {
	ts := issueVerb(tokens(topic))
	at := -1
	for i, t := range ts {
		if a, ok := actWords[t]; ok && (act == 0 || strings.IndexByte(actRank, a) < strings.IndexByte(actRank, act)) {
			act, at = a, i
		}
	}
	var ns []string
	for i, t := range ts {
		if i != at && !nounStops[t] && actWords[t] == 0 && !toolVerbsSynth[t] && len(t) > 2 {
			ns = append(ns, t)
		}
	}
	if len(ns) > 1 && textNouns[singular(ns[len(ns)-1])] {
		ns = ns[:len(ns)-1] // (a case's message is about the case)
	}
	if len(ns) == 0 {
		return act, ""
	}
	last := singular(ns[len(ns)-1])
	if len(ns) >= 2 {
		two := ns[len(ns)-2] + " " + last
		if strings.Contains(strings.ToLower(about), two) {
			return act, two
		}
	}
	return act, last
}

// codeTopic matches a tool name about software work.
var codeTopic = regexp.MustCompile(`(^| )(issues?|pulls?|prs?|commits?|merge|repos?|repositor\w*|branch\w*|builds?|deploy\w*|pipelines?|code)( |$)`)

// grounded tells whether the tool's free text is built from its own
// words and its area's: a server not about software (see
// role.Server.AboutSoftware) and a tool that is no software work.
func (g *Generator) grounded() bool {
	if g.opts.Server == nil || g.repoTool || g.opts.Server.AboutSoftware() {
		return false
	}
	if g.ground == 0 {
		// a tool whose own words name a software area (a clinic's
		// calendar tool) keeps that area's text
		r := role.NewAreaReader()
		r.Read(g.opts.Topic, 2)
		r.Read(g.opts.About, 1)
		g.ground = 1
		if g.toolArea(r).Software() || codeTopicNamed(issueVerb(tokens(g.opts.Topic)), g.opts.Server) {
			g.ground = 2
		}
	}
	return g.ground != 2
}

// issueVerb reads "issue" first in a longer name as the verb it is there
// ("issue_refund", "issue_permit": to issue one), not an issue of a
// tracker: it becomes "create".
func issueVerb(ts []string) []string {
	if len(ts) > 1 && ts[0] == "issue" {
		ts = append([]string{"create"}, ts[1:]...)
	}
	return ts
}

// freeTextKind files a free-text parameter by its name's last word: 'r'
// a reason, 'n' a note or comment, 'm' a message, 'g' a gift message,
// 'i' instructions, 'd' a description, 't' a title, 'q' goods carried,
// 's' a person's statement, 'b' the name of a business's site, 'y'
// dietary needs, 'o' an occasion; 0 for others.
func freeTextKind(name string) byte {
	ts := sharedTokens(name)
	if len(ts) == 0 {
		return 0
	}
	for _, t := range ts {
		switch t {
		case "gift":
			return 'g'
		case "commodity", "cargo", "goods":
			return 'q'
		case "dietary", "diet", "allergy", "allergies":
			return 'y'
		case "occasion":
			return 'o'
		}
	}
	if len(ts) > 1 && ts[len(ts)-2] == "card" && textHas(ts[len(ts)-1], "message", "note", "text") {
		return 'g' // (what an enclosure card with flowers or a gift says)
	}
	switch ts[len(ts)-1] {
	case "reason", "reasons", "explanation", "justification", "rationale":
		return 'r'
	case "note", "notes", "comment", "comments", "remark", "remarks", "memo":
		return 'n'
	case "statement":
		return 's'
	case "name":
		if len(ts) > 1 && placeNouns[ts[len(ts)-2]] {
			return 'b'
		}
	case "message", "msg":
		return 'm'
	case "instructions", "instruction":
		return 'i'
	case "description", "desc", "details", "summary":
		return 'd'
	case "title":
		return 't'
	}
	return 0
}

// Reasons and notes per act ({o} the tool's object, {O} capitalised).
var (
	actReasons = map[byte][]string{
		'x': {"Duplicate of another {o}.", "{O} no longer needed.", "Entered with the wrong details; a corrected {o} will follow.",
			"Created by mistake."},
		'w': {"Schedule conflict.", "Plans changed; no longer needed.", "Found another option.", "Changed my mind after thinking it over."},
		'j': {"Does not meet the requirements.", "Missing information; please resubmit.", "Outside the terms agreed.",
			"Details do not match our records.", "Not covered under the current terms."},
		'f': {"Customer was charged twice.", "Service not delivered as agreed.", "Goodwill credit for the delay.", "Part of the order was returned.",
			"Cancelled within the refund window."},
		't': {"Did not fit as expected.", "Failed the quality check.", "Damaged before delivery.", "Did not match the order."},
		'p': {"Travelling for a few weeks.", "Temporary pause at the customer's request.", "On hold until payment clears.",
			"Away for a month; will resume after."},
		'd': {"The amount charged is wrong.", "Charged for something that was not delivered.", "Needs a manager's review.", "The details on the {o} are wrong."},
		'k': {"All checks done.", "Confirmed with the customer.", "Meets the requirements.", "Work finished and signed off."},
		'e': {"Updated at the customer's request.", "Fixing a data entry error.", "Details changed after a call with {F}.", "The old details were out of date."},
		'a': {"Closest available and free this afternoon.", "Has handled this kind of {o} before.", "Requested by the customer."},
		'c': {"Requested by the customer.", "Set up after a call with {F}.", "Replacing an earlier {o}.", "Needed for next week."},
	}
	actNotes = map[byte][]string{
		'e': {"Corrected after a second check.", "Changed after a call with {F}.", "Confirmed the new details with {F} by phone.",
			"Corrected a typo in the {o}."},
		'k': {"Done and checked; {F} signed off.", "Finished, no further work needed.", "Completed; follow up in a month."},
		// (of the tool's object, no trade's: a care visit's or a dive
		// tank's note is no customer's "needs this by Friday")
		0: {"Nothing unusual with the {o} this time.", "{F} has the full details of the {o}.", "Follow up on the {o} next week.",
			"Same as last time.", "Logged by {F}; more details to follow."},
	}
	// groundMessages are what staff write to a person about a thing.
	groundMessages = []string{"Hi {F}, just confirming your {o}. Let us know if anything changes.", "Hi {F}, quick update: your {o} is all set on our side.",
		"Hi {F}, could you call us back about the {o}? Thanks.", "Hi {F}, we need one more detail for the {o} before we go ahead."}
	// assignMessages go with work handed to a person.
	// (no object: an assigning tool's object is often the person)
	assignMessages = []string{"Hi {F}, could you take this on? Details are attached.", "Hi {F}, this one is yours if you have time this week.",
		"Hi {F}, the customer asked for you by name on this one."}
	// cargoGoods are what a load, a shipment or a parcel holds.
	cargoGoods = []string{"frozen poultry", "paper rolls", "steel coils", "bottled water", "auto parts", "lumber", "fresh produce", "furniture",
		"consumer electronics", "canned goods", "building materials", "apparel"}
	// dietaryNotes are what guests say of what they eat.
	dietaryNotes = []string{"Vegetarian.", "One guest is gluten-free.", "Nut allergy.", "No shellfish, please.", "Two vegans in the group.",
		"Lactose intolerant."}
	// occasions are what people book a table, a tasting or a party for.
	occasions = []string{"birthday", "anniversary", "date night", "team outing", "graduation", "engagement"}
	// handoverMessages go with a thing handed to another person (a
	// ticket transferred, a voucher shared).
	handoverMessages = []string{"Can't make it, so this {o} is yours. Have fun!", "Here's the {o} I promised you. Enjoy!",
		"Sending this over for you, {F}. Enjoy!"}
	// contactMessages ask a person to get in touch about something held,
	// cancelled or refused.
	contactMessages = []string{"Please contact the office to resolve this.", "Hi {F}, please get in touch with us so we can sort this out.",
		"Please call us during office hours to clear this."}
	// plainMessages name no object.
	plainMessages = []string{"Hi {F}, could you call us back when you have a moment? Thanks.", "Hi {F}, just checking in. Let us know if anything changes.",
		"Hi {F}, we need one more detail from you before we go ahead.", "Hi {F}, thanks for your patience. We'll be in touch tomorrow."}
	// placeNouns are the sites of a business whose name a parameter
	// takes (facility_name, warehouse_name).
	placeNouns = map[string]bool{"facility": true, "warehouse": true, "depot": true, "terminal": true, "site": true, "yard": true,
		"plant": true, "dock": true}
	// siteNames follow a city's name to name a business's site.
	siteNames    = []string{"Distribution Center", "Cold Storage", "Logistics Park", "Cross-Dock", "Fulfillment Center", "Warehouse 3"}
	giftMessages = []string{"Happy birthday! Enjoy.", "Congratulations on the new job!", "Thank you for everything. Love, {F}",
		"Merry Christmas from all of us!", "Happy anniversary to you both."}
	groundInstructions = []string{"Please call {F} on arrival.", "Check with {F} before starting.", "Handle with care.",
		"Use the side entrance; the front door is locked.", "Call ahead if running late."}
)

// groundedText returns free text for the parameter h names built from
// the tool's words (see the comment above): an act's reason on any
// server not about software, and every kind of free text where the
// tool's area has no things of its own; ok is false otherwise.
func (g *Generator) groundedText(r *role.Role, h hint) (string, bool) {
	if v, ok := g.kindNote(r, h); ok {
		return v, true // (a move's note, untyped)
	}
	k := freeTextKind(h.name)
	if k == 0 || r.Kind != role.Text && r.Kind != role.Title && r.Kind != role.Unknown && (r.Kind != role.Word && r.Kind != role.Ident || !strings.ContainsRune("sboy", rune(k))) || !g.grounded() {
		return "", false
	}
	act, obj := g.toolActOf()
	if particles[obj] {
		obj = "" // (checkOut's "out", livestockWriteOff's "off": no object)
	}
	named := obj != "" && !personNoun.MatchString(obj) // (a message to a dentist is not about the dentist)
	if obj == "" {
		obj = "order"
		if th := g.opts.Server.Things(); len(th) > 0 {
			obj = strings.ToLower(th[0])
		}
	}
	pick := func(pool []string) string {
		s := strings.ReplaceAll(pool[g.rng.Intn(len(pool))], "{o}", obj)
		s = strings.ReplaceAll(s, "{O}", strings.ToUpper(obj[:1])+obj[1:])
		return g.fill(s)
	}
	if k == 'd' {
		if v, ok := g.workDesc(h, obj); ok {
			return v, true // (a work order's description is the work)
		}
	}
	if v, ok := g.feedbackText(k, obj); ok {
		return v, true // (a review's comment is an opinion, not the area's remark)
	}
	lx := g.areaLex()
	weak := lx == nil || len(lx.items) == 0
	if v, ok := g.actText(h, k, act, obj, weak, named, lx, pick); ok || !weak {
		return v, ok
	}
	if v, ok := g.plainWorldText(h, nil, 'w'); ok && k != 'r' {
		return v, true // (a damaged thing's fault, a lost bag, a booking's request)
	}
	switch k {
	case 'r':
		return pick(actReasons['c']), true
	case 'n':
		if p, ok := actNotes[act]; ok {
			return pick(p), true
		}
		if p, ok := actReasons[act]; ok && strings.IndexByte("xjftp", act) >= 0 {
			return pick(p), true
		}
		return pick(actNotes[0]), true
	case 'm':
		if !g.toPerson(act, obj) {
			return "", false
		}
		return g.groundMessage(act, named, pick), true
	case 'i':
		return pick(groundInstructions), true
	case 't', 'd':
		if ex := g.descExamplesOf(); len(ex) > 0 {
			e := ex[g.rng.Intn(len(ex))]
			e = strings.ToUpper(e[:1]) + e[1:]
			if k == 't' {
				return e, true
			}
			g.filler = true // (says who, not what: left out where optional)
			return g.fill(e + " for {W}; details confirmed by phone."), true
		}
		if act != 'c' || !named {
			return "", false // (a rendered map's summary is no new thing's)
		}
		if k == 't' {
			if v, ok := g.studyTitle(obj); ok {
				return v, true // (a trial is titled by what it tests)
			}
			return pick([]string{"{O} for {W}"}), true
		}
		g.filler = true // (says who, not what: left out where optional)
		return pick([]string{"New {o} for {W}; details confirmed by phone.", "{O} requested by {W}."}), true
	}
	return "", false
}

// personNoun matches a noun naming people by what they do (a boater, a
// translator, a dentist, an applicant).
var personNoun = regexp.MustCompile(`^[a-z]{3,}(er|or|ist|ant|ent|ee|ian)$`)

// sendWords are the words of tools that write to a person.
var sendWords = []string{"send", "message", "notify", "notice", "email", "sms", "text", "contact", "remind", "invite", "transfer", "reply"}

// toPerson tells whether a tool's message goes to a person: the tool
// sends or notifies, hands work to someone, holds, cancels or refuses
// something of theirs, or names a person as its object (an echo's
// message goes to nobody).
func (g *Generator) toPerson(act byte, obj string) bool {
	if act != 0 && strings.IndexByte("axwjp", act) >= 0 || personNoun.MatchString(obj) {
		return true
	}
	for _, t := range sharedTokens(g.opts.Topic) {
		for _, w := range sendWords {
			if t == w || t == w+"s" {
				return true
			}
		}
	}
	return false
}

// groundMessage returns a message to a person about the tool's object
// (named says the tool's name names it and it is no person), a request
// to get in touch for a tool that holds, cancels or refuses something.
func (g *Generator) groundMessage(act byte, named bool, pick func([]string) string) string {
	switch {
	case hasTopicWord(strings.Join(sharedTokens(g.opts.Topic), " "), "transfer", "gift", "share"):
		return pick(handoverMessages)
	case act == 'a':
		return pick(assignMessages)
	case act != 0 && strings.IndexByte("xwjp", act) >= 0:
		return pick(contactMessages)
	case !named:
		return pick(plainMessages)
	}
	return pick(groundMessages)
}

// actText is groundedText on any server not about software: a gift
// message, goods carried, a reason (or a note on a cancelling, rejecting
// or pausing tool) told by the tool's act, a message to a person, and
// the title or description of a thing of a tool's area.
func (g *Generator) actText(h hint, k, act byte, obj string, weak, named bool, lx *areaLex, pick func([]string) string) (string, bool) {
	cancels := act != 0 && strings.IndexByte("xvwjftp", act) >= 0
	switch {
	case k == 'g':
		return pick(giftMessages), true
	case k == 'q':
		return cargoGoods[g.goods()], true // the goods its HS codes name
	case k == 'y':
		return dietaryNotes[g.rng.Intn(len(dietaryNotes))], true
	case k == 'o':
		return occasions[g.rng.Intn(len(occasions))], true
	case k == 'b':
		return g.siteName(), true
	case k == 's' && !weak && len(lx.notes) > 0:
		return g.areaNote(lx, h, 's'), true // (a dispute's statement: the sign was covered)
	case k == 's':
		if act == 0 {
			act = 'd'
		}
		return pick(actReasons[act]), true
	case (k == 'r' || k == 'n' && !weak) && act == 'x' && bookingTopic(g.opts.Topic):
		return pick(cancelReasons), true
	case k == 'r' && act != 0 && (weak || cancels || act == 'k' || act == 'e'), k == 'n' && !weak && cancels:
		return pick(actReasons[act]), true
	case weak:
		return "", false
	case k == 'm' && !g.toPerson(act, obj):
		return "", false
	case k == 'm' && g.opts.Server.Area() != "social":
		return g.groundMessage(act, named, pick), true
	case k == 't':
		return g.areaItem(lx).title, true
	case k == 'd' && g.textDomain(h) != 'w':
		return g.areaText(lx, h), true
	}
	return "", false
}

// descExample matches the examples a description lists: in brackets
// ("a work order (haul-out, bottom paint, engine service)") or after
// "such as".
var descExample = regexp.MustCompile(`\(([a-z][a-z -]+(?:, [a-z][a-z -]+)+)(?:,? etc\.?)?\)|such as ([a-z][a-z -]+(?:, [a-z][a-z -]+)*)`)

// descExamples returns the examples of things a tool's description lists
// (two or more short lower-case phrases), nil for none.
func descExamples(about string) []string {
	var list string
	for _, m := range descExample.FindAllStringSubmatchIndex(about, 4) {
		if glossesForm(about, m) {
			continue
		}
		if !role.Negated(about, m[0]) {
			// (the things a "do not file emergencies (...)" turns away
			// are no request)
			list = about[max(m[2], m[4]):max(m[3], m[5])]
			break
		}
	}
	if list == "" {
		return nil
	}
	var out []string
	for _, p := range strings.Split(list, ",") {
		p = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(p), "and "))
		if w := strings.Fields(p); len(w) >= 1 && len(w) <= 3 && !strings.ContainsAny(p, "_") {
			out = append(out, p)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// glossesForm tells whether the bracketed list m of descExample spells
// out the parts of a form written just before it rather than naming
// things: "a job id of the form `BND-yy-nnnn` (two-digit year,
// four-digit sequence)" lists no jobs (a book was titled "Two-digit
// year"). A list right after a backticked form, or one of "N-digit"
// parts, glosses a form.
func glossesForm(about string, m []int) bool {
	if m[2] < 0 {
		return false // ("such as …" names things)
	}
	if strings.HasSuffix(strings.TrimRight(about[:m[0]], " "), "`") {
		return true
	}
	return strings.Contains(about[m[2]:m[3]], "-digit")
}

// minLeadQueries is the score the domain a server leans to needs for
// its searches to be drawn: more than a few words in passing.
const minLeadQueries = 20

// vagueObjects are objects of search tools that are no records of a
// business: what is searched is anything.
var vagueObjects = map[string]bool{"query": true, "research": true, "question": true, "topic": true, "answer": true, "result": true,
	"info": true, "data": true, "web": true, "everything": true, "text": true, "content": true}

// groundQuery returns a search for a tool of a server not about
// software: one of the things its description lists, else, where its
// area has no searches of its own, a person's name (records of a
// business are looked up by their customer); ok is false for other
// tools.
func (g *Generator) groundQuery() (string, bool) {
	if !g.grounded() || containsAny(g.toolL, "web", "internet", "online") {
		// (the web is searched for anything)
		return "", false
	}
	if ex := g.descExamplesOf(); len(ex) > 0 {
		return ex[g.rng.Intn(len(ex))], true
	}
	if g.areaQueries() != nil {
		return "", false
	}
	_, obj := g.toolActOf()
	if personNoun.MatchString(obj) {
		first, last := g.person()
		return []string{first + " " + last, last}[g.rng.Intn(2)], true // (boaters are searched by name)
	}
	if lead, score := g.opts.Server.Lead(); score >= minLeadQueries {
		if lx := areaLexicon[lead]; lx != nil && len(lx.queries) > 0 {
			// what people search for in the domain the server leans to
			// clearly (papers and books: a scholarly search)
			return g.fill(lx.queries[g.rng.Intn(len(lx.queries))]), true
		}
	}
	if obj == "" || vagueObjects[obj] {
		return "", false
	}
	first, last := g.person()
	return []string{first + " " + last, last}[g.rng.Intn(2)], true
}

// placeBranch returns a branch of a business (a rental desk, a shop) on
// a server not about software: one the description gives ("Branch code,
// e.g. LAX01 or DEN-AP"), else a place (Airport, Downtown), never a git
// branch; ok is false on other servers.
func (g *Generator) placeBranch(r *role.Role) (string, bool) {
	if !g.grounded() {
		return "", false
	}
	if len(r.Examples) > 0 {
		return r.Examples[g.rng.Intn(len(r.Examples))], true
	}
	return role.BranchPlaces[g.rng.Intn(len(role.BranchPlaces))], true
}

// aboutCode tells whether the tool works on code or the machines and
// documents around it (role.ToolAboutCode, or a repository tool): only
// then are its links a code host's pages and its searches a programmer's.
// Read once per generator.
func (g *Generator) aboutCode() bool {
	if g.code == 0 {
		g.code = -1
		if g.repoTool || role.ToolAboutCode(g.opts.Topic, "", g.opts.About, g.opts.Server) {
			g.code = 1
		}
	}
	return g.code == 1
}
