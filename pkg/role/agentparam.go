package role

import (
	"regexp"
	"strings"
)

// agentPerson makes a text parameter nothing else classified a person
// when its name ends on a noun for a person by the part they play
// ("judge", "principal_investigator", "referee", "analyst"), on that noun
// in the plural for a list ("movers": the names of the crew), on "by"
// after a verb's participle ("performedBy", "reported_by": who did it),
// or when its description says it holds the name of such a person
// ("Names of movers on the crew"): its value is someone's name, never a
// word of the tool's domain.
func (c *ctx) agentPerson(r *Role) {
	if r.Kind != Unknown || c.numeric || len(r.Values) > 0 || len(c.f.Types) > 0 && !c.has("string") {
		return
	}
	if len(c.ts) == 0 {
		return
	}
	for _, w := range Tokens(c.d) {
		if orgNouns[singular(w)] {
			return // "Borrowing institution": an organisation, not a person
		}
	}
	if h, ok := c.descOpensOnNumber(); ok {
		r.Kind, r.Why = ID, r.Why+"; the description opens on the "+h+" of the one named: an identifier, not a person"
		return
	}
	item := c.p.Facts != nil && c.p.Facts.ItemOf
	if why, ok := c.agentNoun(item); ok {
		r.Kind, r.Why = Person, r.Why+"; "+why
	}
}

// agentNoun tells whether the parameter's name or description names a
// person by the part they play, and says why. A list's items (item) are
// people only by a plural noun or the description: "crew_lead" is one
// person, a list of "lead" values is not a list of people.
func (c *ctx) agentNoun(item bool) (string, bool) {
	last := c.last
	if !item && (personHeads[last] || partyNouns[last] || agentNouns[last]) {
		return "name ends on " + last + ": a person", true
	}
	if v, ok := byParticiple(c.ts); !item && ok && !deadlineBy(c.ts) {
		return "name ends on " + v + " by: the person who did it", true
	}
	if one := singular(last); one != last && (personHeads[one] || agentNouns[one] || personAgent(one)) {
		return "name ends on " + last + ": people", true
	}
	if !item && personAgent(last) {
		return "name ends on the agent noun " + last + ": a person", true
	}
	if !item && len(c.ts) == 1 && last == "by" && c.d == "" && !arrangingTool(c.tool) {
		return "name is by alone on a tool that arranges nothing: the person who did it", true
	}
	if w, ok := c.descOpensOnPerson(); ok && len(c.pr.examples) == 0 {
		return "the description opens on " + w + ": a person", true
	}
	if m := nameOfRe.FindStringSubmatch(c.d); m != nil {
		if w := singular(m[1]); personHeads[w] || agentNouns[w] || personAgent(w) {
			return "the description names a " + w + ": a person", true
		}
	}
	return "", false
}

// byParticiple finds the participle before a name's closing "by", past a
// particle of a phrasal verb ("signed_off_by", "pickedUpBy": who signed it
// off, who picked it up; was drawn "commute", "general"). ok is false when
// the name does not end on a participle and "by".
func byParticiple(ts []string) (string, bool) {
	n := len(ts)
	if n < 2 || ts[n-1] != "by" {
		return "", false
	}
	v := ts[n-2]
	if byParticles[v] && n > 2 {
		v = ts[n-3] + " " + v
		if !participle(ts[n-3]) {
			return "", false
		}
		return v, true
	}
	return v, participle(v)
}

// ByAgent tells whether key (a parameter's name, or its words) closes on
// a participle, an optional particle and "by" ("reported_by", "signed off
// by"): its value is who did it, said after those words ("signed off by
// Freya Brown").
func ByAgent(key string) bool {
	_, ok := byParticiple(Tokens(key))
	return ok
}

// byParticles are particles of a phrasal verb said between its
// participle and "by" ("signed off by", "picked up by", "handed over by").
var byParticles = map[string]bool{"off": true, "up": true, "out": true, "in": true, "over": true, "down": true, "back": true}

// arrangingTool tells whether a tool sorts, groups or sums what it
// returns, where a bare "by" is a field to arrange by ("group by
// region"), not who did a thing: on "record belay test pass" a bare "by"
// is the person who passed it (was "general", now "Priya Larsen").
func arrangingTool(t ToolContext) bool {
	for _, w := range Tokens(t.Name + " " + t.Title + " " + t.Description) {
		switch w {
		case "sort", "sorted", "group", "grouped", "order", "ordered", "aggregate", "breakdown", "split", "partition",
			"count", "counts", "sum", "totals", "stats", "statistics", "report", "chart", "rank", "bucket":
			return true
		}
	}
	return false
}

// descOpensOnPerson tells whether the description opens on a noun for a
// person by the part they play, and returns the noun: a terse key
// described "captain @handle" or "head of hh" holds that person's name
// (was "default" or "Product Launch", now "Lena Ortiz"). Only the nouns
// the lists name count, not an ending alone: a description opening on
// "Filter" or "Header" names no one.
func (c *ctx) descOpensOnPerson() (string, bool) {
	w := strings.Fields(strings.TrimLeft(c.d, " ("))
	if len(w) > 0 && (w[0] == "the" || w[0] == "a" || w[0] == "an") {
		w = w[1:]
	}
	if len(w) == 0 {
		return "", false
	}
	first := strings.Trim(w[0], ".,:;()")
	if strings.HasSuffix(first, "'s") || strings.HasSuffix(first, "’s") || strings.HasSuffix(first, "s'") {
		return "", false // "Payer's EIN": a thing of the person, not the person
	}
	if first == "head" && len(w) > 1 && w[1] == "of" {
		return "head of", true // the head of a household, of a crew
	}
	if one := singular(first); personHeads[one] || agentNouns[one] || partyNouns[one] {
		return one, true
	}
	return "", false
}

// agentNouns are people named by the part they play whose words no
// suffix gives away: the analyst of a lab result, the mover of a crew.
var agentNouns = map[string]bool{"analyst": true, "mover": true, "chemist": true, "scientist": true, "dispatcher": true,
	"foreman": true, "steward": true, "courier": true, "cashier": true, "receptionist": true, "clinician": true,
	"nurse": true, "ranger": true, "guard": true, "janitor": true, "cleaner": true, "porter": true, "handler": false}

// nameOfRe matches a description opening on the name of a person by the
// part they play: "Names of movers on the crew", "Full name of the
// referee", "Names of the two staff members". Its group is the noun.
var nameOfRe = regexp.MustCompile(`^(?:the |optional[:,]? )?(?:full |first |display )?names? of (?:the |a |an |each |all )?(?:(?:one|two|three|four|five|six|\d+) )?([a-z]+)\b`)

// personAgent reports whether a noun is an agent noun for a person by
// its ending (-er, -or, -ist, -ician: "inspector", "adjuster",
// "therapist"), not one of the things such endings also name (a folder,
// a filter, an order) nor a word of comparison or place ("after",
// "under", "upper").
func personAgent(noun string) bool {
	if notAgentWords[noun] {
		return false
	}
	if v, ok := personHeads[noun]; ok {
		return v
	}
	return personHead(noun) && !isPersonGroup(noun)
}

// notAgentWords end like agent nouns but name no one: words of order,
// comparison and place, and things counted or pointed at.
var notAgentWords = map[string]bool{"after": true, "under": true, "over": true, "upper": true, "lower": true, "inner": true,
	"outer": true, "older": true, "newer": true, "later": true, "earlier": true, "greater": true, "smaller": true,
	"larger": true, "higher": true, "faster": true, "slower": true, "either": true, "neither": true, "whether": true,
	"other": true, "another": true, "rather": true, "never": true, "ever": true, "cursor": true, "major": true,
	"minor": true, "interior": true, "exterior": true, "behavior": true, "behaviour": true, "prior": true,
	"senior": true, "junior": true, "razor": true, "manor": true, "mayor": false, "iterator": true, "locator": true,
	"separator": true, "delimiter": true, "modifier": true, "qualifier": true, "multiplier": true, "divisor": true,
	"denominator": true, "numerator": true, "accumulator": true, "pointer": true, "poller": true, "sampler": true,
	"ticker": true, "toggler": true, "spinner": true, "slider": true, "container": true, "wrapper": true,
	"placeholder": true, "spacer": true, "divider": true, "splitter": true, "tokenizer": true, "quantifier": true,
	"matcher": true, "emitter": true, "listener": true, "observer": true, "subscriber": false, "consumer": true,
	"worker": false, "executor": true, "validator": true, "evaluator": true, "aggregator": true, "semester": true,
	"trimester": true, "register": true, "cancer": true, "fever": true, "liver": true, "ulcer": true, "tumor": true,
	"tumour": true, "odor": true, "odour": true, "vigor": true, "rigor": true, "terror": true, "horror": true,
	"tenor": true, "valor": true, "actor": false, "mirror": true, "paper": true, "beer": true, "cider": true,
	"lager": true, "porter": false, "liquor": true, "sugar": true, "butter": true, "pepper": true, "flour": true,
	"water": true, "fertilizer": true, "fertiliser": true, "weather": true, "thunder": true, "shelter": true,
	"chamber": true, "cluster": true, "member": false, "gender": true, "tender": true, "render": true,
	"leather": true, "feather": true, "rubber": true, "copper": true, "silver": true, "timber": true, "lumber": true,
	"amber": true, "ginger": true, "lavender": true, "cucumber": true, "oyster": true, "lobster": true,
	"hamster": true, "tiger": true, "spider": true, "beaver": true, "otter": true, "vector": true, "meter": true,
	"diameter": true, "perimeter": true, "kilometer": true, "millimeter": true, "centimeter": true, "glider": true,
	"trailer": true, "tanker": true, "freighter": true, "steamer": true, "cruiser": true, "tractor": true,
	"scooter": true, "helicopter": true, "motor": true}

// participle reports whether a word is a verb's past participle by its
// ending ("performed", "reported", "done"): "performedBy" names who did
// it, "sortBy" and "groupBy" name no one.
func participle(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ed") || w == "done" || w == "written" || w == "taken" || w == "given" ||
		w == "made" || w == "sent" || w == "paid" || w == "held" || w == "run" || w == "seen" || w == "won" || w == "led"
}

// plainPeople are people nouns a request says a name for without the
// noun ("for Priya Larsen"): the customer, the user, the member a call is
// for. Workers by the part they play are not among them.
var plainPeople = map[string]bool{"customer": true, "client": true, "user": true, "owner": true, "member": true,
	"holder": true, "tenant": true, "buyer": true, "seller": true, "sender": true, "recipient": true, "payer": true,
	"payee": true, "subscriber": true, "visitor": true, "caller": true, "requester": true, "requestor": true,
	"person": true, "people": true, "contact": true, "guest": true, "patient": true, "student": true, "passenger": true,
	"attendee": true, "applicant": true, "candidate": true, "beneficiary": true, "policyholder": true, "insured": true,
	"partner": true, "friend": true, "spouse": true, "child": true, "kid": true, "baby": true, "parent": true,
	"guardian": true, "resident": true, "player": true, "athlete": true, "donor": true, "volunteer": true, "author": true,
	"assignee": true, "employee": true, "staff": true, "worker": true, "individual": true, "signer": true}

// WorkerNoun reports whether a noun names a person by the work they do
// on the thing a call is about (an analyst, a technician, a mover, a
// crew lead), so a request names them with the noun ("analyst Omar
// Clark"); a customer, a user or a guest it names without.
func WorkerNoun(noun string) bool {
	noun = strings.ToLower(noun)
	if plainPeople[noun] || plainPeople[singular(noun)] {
		return false
	}
	return agentNouns[noun] || personHeads[noun] || personAgent(noun)
}

// Participle reports whether a word is a verb's past participle by its
// ending ("performed", "reported"): "performed by" says who did it.
func Participle(w string) bool { return participle(w) }

// descOpensOnNumber tells whether the description's opening phrase, the
// words before its first "of", "for", "or" or punctuation, ends on a
// number head that the phrase or the description ends on ("Membership
// number of the driver instructor", "staff no", "Badge ID of the
// steward"; not "House name or number", "House number or name"), and
// returns that head: the value
// is the person's number, whatever person the key names (was assessor
// drawn "Jonas Clark", now an identifier).
func (c *ctx) descOpensOnNumber() (string, bool) {
	w := strings.Fields(c.d)
	for i, f := range w {
		if i >= 4 || f == "of" || f == "for" || f == "to" || f == "or" || f == "and" {
			break
		}
		h := strings.TrimRight(f, ".,:;")
		if i > 0 && (numberHeads[h] || h == "id") && (h != f || i+1 == len(w) || w[i+1] == "of") {
			// ("House number or name": either, not a number alone)
			return h, true
		}
		if h != f {
			break
		}
	}
	return "", false
}

// deadlineWords are the words before a closing "by" that make a name a
// deadline: "needed_by", "reply_by", "return_by" hold the date a thing
// is wanted by, where "checked_by" holds who checked it.
var deadlineWords = map[string]bool{"needed": true, "required": true, "wanted": true, "expected": true, "return": true,
	"reply": true, "respond": true, "complete": true, "deliver": true, "ready": true, "pay": true, "finish": true,
	"submit": true, "vacate": true, "collect": true}

// deadlineBy tells whether the words of a name close on a deadline word
// and "by" ("needed_by", "replyBy").
func deadlineBy(ts []string) bool {
	n := len(ts)
	return n >= 2 && ts[n-1] == "by" && deadlineWords[ts[n-2]]
}

// reTallyDesc is a description of a number someone counted ("Bats counted
// at emergence", "Number of birds seen"): a tally reported, not how many
// results to return.
var reTallyDesc = regexp.MustCompile(`\b(counted|seen|observed|recorded|present|found|tallied|heard|caught|trapped|sighted)\b`)

// tally makes a count a tally when its description says what was counted
// and nothing about results: "count", "Bats counted at emergence" on a
// survey log is 40 bats, never "the first 40".
func (c *ctx) tally(r *Role) {
	if r.Kind != Count || !c.numeric || c.d == "" || !reTallyDesc.MatchString(c.d) ||
		containsAny(c.d, "result", "return", "page", "limit", "fetch", "maximum", "at most", "how many to") {
		return
	}
	r.Kind, r.Why = Quantity, r.Why+"; the description says what was counted: a tally, not a limit"
}
