package prompt

import (
	"regexp"
	"slices"
	"strings"
)

// adverbLedIntent reads a clause that opens on an adverb in -ly before a
// verb the verb list lacks ("Temporarily hold seats for checkout" of
// holdSeats): the tool's name saying the same word confirms it is the
// act, so the request says "hold seats", never "temporarily seats" nor
// "get the temporarily hold seats". ok is false for any other clause,
// and for a name that opens on another verb.
func adverbLedIntent(name, clause string) (intent, bool) {
	w := strings.Fields(clause)
	if len(w) < 3 {
		return intent{}, false
	}
	adv, v := strings.ToLower(w[0]), w[1]
	if !strings.HasSuffix(adv, "ly") || len(adv) < 6 || !isLowerWord(adv) || !lettersOnly(v) || !isLowerWord(v) ||
		verbs[verbBase(v)] || determiners[v] || prepositions[v] || notVerbs[v] {
		return intent{}, false
	}
	if b := thirdPerson(v); b != "" && slices.Contains(nameWords(name), b) {
		v = b // "Temporarily holds seats"
	}
	if !slices.Contains(nameWords(name), v) || otherNameVerb(name, v) {
		// "Hourly conditions log" of log-conditions, "Weekly timesheet
		// for a carer" of getTimesheet: the name's own verb ("log",
		// "get") is the act, and the word after the adjective in -ly is
		// its object, never a verb ("conditions a log", "timesheet for a
		// carer")
		return intent{}, false
	}
	in, ok := clauseIntent("make "+strings.Join(w[2:], " "), false)
	if !ok || !strings.HasPrefix(in.Verb, "make") || in.Object == "" {
		return intent{}, false
	}
	in.Verb = v + strings.TrimPrefix(in.Verb, "make")
	in.Read, in.Verbs = false, nil
	return in, true
}

// nameWords are a tool name's words, lower case ("holdSeats": "hold",
// "seats").
func nameWords(name string) []string {
	return joinCompounds(strings.Fields(strings.ToLower(Humanize(name))))
}

// joinCompounds joins a verb and a plural particle a name writes apart
// into the noun they make ("ListOverdueFollowUps": "follow-ups", was
// "follow ups", which a key's words then split: "the overdue follow the
// PostFitting up"). A plural particle is no particle of a verb: "ups",
// "ins" and "offs" name things.
func joinCompounds(w []string) []string {
	for i := 1; i < len(w); i++ {
		if compoundParticles[w[i]] && compoundVerbs[w[i-1]] {
			w = append(append(w[:i-1:i-1], w[i-1]+"-"+w[i]), w[i+1:]...)
		}
	}
	return w
}

// compoundVerbs and compoundParticles make the nouns joinCompounds
// joins ("follow-ups", "check-ins", "drop-offs", "write-offs").
var (
	compoundVerbs = map[string]bool{"follow": true, "check": true, "pick": true, "drop": true, "sign": true, "log": true,
		"set": true, "start": true, "write": true, "roll": true, "print": true, "call": true, "walk": true, "break": true,
		"mark": true, "work": true, "hand": true, "take": true, "lay": true, "cut": true, "run": true, "top": true}
	compoundParticles = map[string]bool{"ups": true, "ins": true, "offs": true, "outs": true, "backs": true,
		"throughs": true, "overs": true, "downs": true, "aways": true}
)

// askerPlace says a place that names the asker in the documentation's
// words ("for the authenticated athlete", "of the current user") as the
// asker does: the place goes and the object is the asker's own ("get the
// profile for the authenticated athlete" → "get my profile").
func askerPlace(in intent) intent {
	if !askerExtra.MatchString(in.Extra) || in.Object == "" {
		return in
	}
	w := strings.Fields(in.Object)
	switch l := strings.ToLower(w[0]); {
	case l == "the" || l == "a" || l == "an":
		w[0] = "my"
	case determiners[l] || strings.HasSuffix(l, "'s"):
		return in // "all activities", "a user's activities": said as they are
	default:
		w = append([]string{"my"}, w...)
	}
	in.Object, in.Extra = strings.Join(w, " "), ""
	return in
}

// askerExtra matches a place that is the documentation's name for the
// asker ("for the authenticated athlete", "of the currently logged-in
// user").
var askerExtra = regexp.MustCompile(`(?i)^(?:for|of|by|belonging to) the (?:current(?:ly)? )?(?:authenticated|logged[- ]in|signed[- ]in|current) (?:user|athlete|account|member|customer|person|player|profile|owner|viewer)$`)

// rescheduleAct says "move an appointment to a new start time" as the
// act a person names: "reschedule the appointment". The call's new time
// then reads "to <time>" after a verb that means it; "move" or "put"
// with a time reads as moving the thing somewhere.
func rescheduleAct(in intent) intent {
	if firstWord(in.Verb) != "move" || !newTimePlace.MatchString(in.Extra) {
		return in
	}
	in.Verb, in.Extra, in.Verbs = "reschedule", "", nil
	return in
}

// newTimePlace matches a place that is a new time for a thing ("to a new
// start time", "to another date", "to a different slot").
var newTimePlace = regexp.MustCompile(`(?i)^to (?:a |an )?(?:new|later|earlier|different|another|other) (?:start |end |pickup |pick-up |delivery )?(?:time|date|day|slot|time slot|date and time|datetime|date-time|start|week)s?$`)

// adverbAdjective says a hyphenated "adverb-participle" modifier by its
// adjective ("manually-managed" → "manual", "automatically-generated" →
// "automatic", "newly-created" → "new"): how the system keeps a thing is
// the documentation's; a person names the kind. ok is false for any
// other word.
func adverbAdjective(w string) (string, bool) {
	adv, part, ok := strings.Cut(strings.ToLower(w), "-")
	if !ok || !isLowerWord(part) || strings.Contains(part, "-") || !strings.HasSuffix(part, "ed") || len(part) < 5 ||
		!strings.HasSuffix(adv, "ly") || len(adv) < 5 || !lettersOnly(adv) {
		return "", false
	}
	switch {
	case strings.HasSuffix(adv, "ically"):
		return strings.TrimSuffix(adv, "ally"), true
	case strings.HasSuffix(adv, "ily"):
		return strings.TrimSuffix(adv, "ily") + "y", true
	}
	return strings.TrimSuffix(adv, "ly"), true
}

// plainerKinds drops the documentation's words from an object that a
// person leaves out: a hyphenated adverb-participle modifier is said by
// its adjective ("a manually-managed crypto asset" → "a manual crypto
// asset"), a modifier listing three fields or more goes ("the current
// read/flag/label state" → "the current state"), so do "previously" and
// a trailing participle of how the API shows things ("the recurring
// items expected" → "the recurring items"), a stressed "ALL" is "all",
// "today's date" takes no article,
// and for a list (listing true) "available" after "all" goes ("all
// available labels" → "all labels": all there are is all that is
// available; a search for "all available hotels" on dates keeps it).
func plainerKinds(obj string, listing bool) string {
	w := strings.Fields(obj)
	if len(w) < 2 {
		return obj
	}
	out := make([]string, 0, len(w))
	changed := false
	for i, x := range w {
		if i < len(w)-1 {
			if a, ok := adverbAdjective(x); ok {
				out, changed = append(out, a), true
				continue
			}
		}
		if i > 0 && i < len(w)-1 && strings.Count(x, "/") >= 2 && lettersOnly(strings.ReplaceAll(x, "/", "")) {
			changed = true // "the current read/flag/label state": the fields the API keeps
			continue
		}
		if strings.EqualFold(x, "previously") && i+1 < len(w)-1 && isLowerWord(w[i+1]) {
			changed = true // "a previously split transaction": a split one
			continue
		}
		if i == 0 && len(x) > 2 && strings.ToUpper(x) == x && determiners[strings.ToLower(x)] {
			out, changed = append(out, strings.ToLower(x)), true // "ALL entries": the documentation's stress
			continue
		}
		if i == len(w)-1 && i >= 2 && shownParticiples[strings.ToLower(x)] && plural(strings.ToLower(w[i-1])) {
			changed = true // "the recurring items expected": the items
			continue
		}
		if i == 0 && (x == "a" || x == "an" || x == "the") && dayOwners[strings.ToLower(w[1])] {
			changed = true // "a today's date": "today's date"
			continue
		}
		if listing && i > 0 && i < len(w)-1 && strings.EqualFold(x, "available") && strings.EqualFold(w[i-1], "all") {
			changed = true
			continue
		}
		out = append(out, x)
	}
	if !changed {
		return obj
	}
	return fixArticle(strings.Join(out, " "))
}

// lightVerbs carry no act of their own before a noun that names it
// ("complete a purchase", "make a payment", "perform a search").
var lightVerbs = map[string]bool{"complete": true, "make": true, "perform": true, "conduct": true, "do": true,
	"carry out": true, "execute": true}

// lightAct says an act the description names by a light verb and a noun
// ("Complete a purchase for held seats") by the verb the tool's name
// says for that noun ("purchaseTickets": "purchase the tickets"): a
// request for "a purchase for HOLD-7" names the paperwork, not the act.
// in is returned unchanged when the name says no such verb.
func lightAct(t ToolInfo, in intent) intent {
	w := strings.Fields(in.Object)
	if !lightVerbs[in.Verb] || len(w) != 2 || w[0] != "a" && w[0] != "an" {
		return in
	}
	nw := nameVerbFirst(nameWords(t.Name))
	noun := strings.ToLower(w[1])
	if len(nw) < 2 || len(nw[0]) < 3 || !strings.HasPrefix(noun, nw[0]) || nw[0] == in.Verb {
		return in
	}
	r, ok := nameAct(t, intent{}, false)
	if !ok || firstWord(r.Verb) != nw[0] {
		return in
	}
	return r
}

// keepVerbs change a thing that exists; after a verb that makes one
// they say an upsert as much as "update" does (was 'create or replace
// the roster', now 'create the roster'; 'add or overwrite a key').
var keepVerbs = map[string]bool{"update": true, "replace": true, "overwrite": true, "edit": true,
	"modify": true, "amend": true, "change": true}

// upsertVerb picks one act of "create or update" (and "add or update",
// "insert or update", "create or replace": keepVerbs) that no argument
// chose: the second (update) when the call
// names the thing itself by its identifier (a budget id, a file's sha),
// which only a thing that exists has; else the act that makes it. A
// person asks for one act ("create a budget for category 38744"), never
// "create or update a budget".
func upsertVerb(d *Data, in intent) intent {
	if len(in.Verbs) != 2 || in.Fixed || !strings.Contains(in.Verb, " or ") {
		return in
	}
	mk, keep := in.Verbs[0], in.Verbs[1]
	if keepVerbs[mk] {
		mk, keep = keep, mk
	}
	if !bringsNew[mk] || !keepVerbs[keep] {
		return in
	}
	v := mk
	head := strings.TrimSuffix(objectHead(in.Object), "s")
	for _, p := range d.Set {
		h := strings.Fields(strings.ToLower(p.Human))
		if n := len(h); n > 0 && (h[n-1] == "id" || h[n-1] == "sha" || h[n-1] == "etag") && (n == 1 || strings.TrimSuffix(h[n-2], "s") == head) {
			v = keep
			break
		}
	}
	in.Verb, in.Fixed, in.Read = v, true, false
	return in
}

// plainKinds says in's object and its alternative with plainerKinds, once
// the act is settled (the checks of how long an object may be see the
// description's words).
func plainKinds(in intent) intent {
	listing := in.Verb == "list" || in.Verb == "get"
	in.Object = plainerKinds(in.Object, listing)
	if in.Alt != "" {
		in.Alt = plainerKinds(in.Alt, listing)
	}
	return in
}

// ownPartsExtra drops from a read the parts of the thing the description
// says it comes with ("Fetch a quote with its line items"): the answer
// brings them, and a person asks for the quote.
func ownPartsExtra(in intent) intent {
	if l := strings.ToLower(in.Extra); in.Read && (strings.HasPrefix(l, "with its ") || strings.HasPrefix(l, "with their ")) {
		in.Extra = ""
	}
	return in
}

// shownParticiples end an object with how the API shows or keeps the
// things ("the recurring items expected", "the details shown"), which a
// person asking for them leaves out.
var shownParticiples = map[string]bool{"expected": true, "shown": true, "displayed": true, "held": true, "returned": true,
	"listed": true, "stored": true}

// thingFieldWords name the fields of a thing rather than the thing ("update
// properties for a tag").
var thingFieldWords = map[string]bool{"properties": true, "attributes": true, "fields": true, "settings": true, "details": true,
	"metadata": true, "info": true, "information": true}

// thingNotFields says a change to the fields of a thing ("update
// properties for a tag") as a change to the thing ("update a tag"): the
// call's values say which fields change.
func thingNotFields(in intent) intent {
	if in.Read || !thingFieldWords[strings.ToLower(in.Object)] {
		return in
	}
	prep, thing, ok := strings.Cut(in.Extra, " ")
	if !ok || prep != "for" && prep != "of" && prep != "on" {
		return in
	}
	if f := strings.Fields(thing); len(f) < 2 || f[0] != "a" && f[0] != "an" && f[0] != "the" {
		return in
	}
	in.Object, in.Extra = thing, ""
	return in
}

// dayOwners are the days a thing is said to be of ("today's date"),
// which take no article.
var dayOwners = map[string]bool{"today's": true, "tomorrow's": true, "yesterday's": true, "tonight's": true}
