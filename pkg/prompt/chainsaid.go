package prompt

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
)

// ChainItem is the thing a chain's second call works on, as the first
// call's result names it: Name is what the person calls it; Of tells that
// the value is not the named item's own but a thing it refers to (the
// room of the event called Name).
type ChainItem struct {
	Name string
	Of   bool
	// OnItsDay tells that the day the second call's request says is the
	// named item's own (the bookings of an event's room on the event's
	// day): said "that day".
	OnItsDay bool
	// Bare tells that the first call's request says no value of its
	// own (it lists all there is): the person may ask for the goal
	// alone, and the assistant finds the item first.
	Bare bool
	// DaysOnly tells that the first call's request says only days (a
	// span the item is in): the goal may be asked first, with when the
	// item is.
	DaysOnly bool
	// Given names the arguments the first call was given (its
	// parameters' names): the second step does not ask what they say
	// ("When are rooms in HQ free? … which building is it in?" of a
	// listing given the building).
	Given []string
	// Holder is the member of the first call's result whose listed
	// items refer to the value found, when the item has no name
	// ("visits" for a customer_id of each visit): the step is made on
	// the thing of the first item listed (see ChainRequestOf).
	Holder string
}

// ChainSaid words a chain's request as one need in which the second
// step visibly waits on what the first finds: reqB (the second call's own
// request, which says the value v the first call finds) with v said as
// the thing the person means, called name, asked as the goal (with where
// or when the item is, the listing reqA being the assistant's means:
// "What's booked in the Harbor room in the Annex building?") or made on
// reqA showing the item ("Search my events for the design review. If
// "Design review: billing" is there, cancel it."), never stitched after
// reqA as a request of its own. The item is always named; a change is
// only asked of the named item. b is the second call's tool; reads
// tells whether it only looks something up. False when reqB does not say
// v once as a word of its own before any code block, v cannot be
// replaced there by a name (a reference left dangling: "the meeting the
// Atlas room"), or no such form fits.
func ChainSaid(rng *rand.Rand, b *Binding, reqA, reqB string, p Param, v string, it ChainItem, reads bool) (text string, alone, ok bool) {
	name := it.Name
	if name == "" || v == "" {
		return "", false, false
	}
	if i := strings.Index(reqB, "```"); i >= 0 && !strings.Contains(reqB[:i], v) {
		return "", false, false // the value is said in the block, not as the item
	}
	before, after, ok := valueSlot(reqB, v)
	if !ok || asksSaid(reqA+" "+strings.ReplaceAll(strings.Join(it.Given, " "), "_", " "), reqB) {
		return "", false, false
	}
	noun := thingNoun(p)
	before, ok = dropNounLead(before, noun, b)
	if !ok || afterNoun(before) {
		// A noun of another word left before the value ("create the
		// directory orders", the thing a "folder") takes no name nor
		// pronoun: "create the directory it".
		return "", false, false
	}
	for _, n := range append([]string{noun}, chainNounShort[noun]...) {
		if l := strings.ToLower(after); n != "" && strings.HasPrefix(l, " "+n) && wordEdge(after, len(n)+1) {
			after = after[len(n)+1:] // "through prod-1 connection": the name says the noun
			break
		}
	}
	a := ensureStop(strings.TrimSuffix(stripPoliteTail(strings.TrimSpace(reqA)), "!"))
	ctx := a
	if it.OnItsDay {
		ctx += " " + strings.Join(dayRe.FindAllString(before+after, -1), " ")
	}
	before, after = thatDay(ctx, before), thatDay(ctx, after)
	dayBefore, dayAfter := before, after // "that day" kept: the item's day, once the item is asked first
	if it.OnItsDay {
		before, after = itsDay(rng, before), itsDay(rng, after)
	}
	if it.Of {
		if f, ok := ofItsDay(rng, a, dayBefore, dayAfter, noun, it); ok && rng.IntN(4) != 0 {
			return f, true, true
		}
		return chainSaidOf(rng, a, before, after, noun, it, reads)
	}
	ref := itemRef(rng, noun, name)
	itBefore, itRef := before, ref // the condition's form: the item named first, then a pronoun in the value's place
	if t := titledNoun(noun, name); t != noun && strings.HasSuffix(strings.ToLower(before), " "+t+" with ") {
		// "the item with SKU FR-…" found by its title: "the item called
		// "Oak bunk bed"", not "the item with the item called …".
		before, ref = before[:len(before)-len("with ")], "called "+nameSaid(name)
	}
	if strings.HasPrefix(after, "'") && strings.Contains(ref, " called ") {
		ref = "the " + nameSaid(name) + " " + noun // "the customers collection's schema", not "…called customers's schema"
	}
	if saysNoun(after, noun) {
		ref = nameSaid(name) // "prod-1 is the connection to use", not "the connection prod-1 is the connection …"
	}
	sentence := before != "" && strings.ContainsAny(strings.TrimRight(before, " ")[len(strings.TrimRight(before, " "))-1:], ".?!\n")
	if sentence {
		ref = capital(ref, name) // the value opens a sentence of B's request
	}
	full := ensureStop(before + possessive(ref, after))
	if before == "" && (strings.HasPrefix(after, ",") || strings.HasPrefix(after, ":") || strings.HasPrefix(strings.TrimSpace(after), "—") ||
		strings.HasPrefix(after, " - ")) {
		// The value said as the topic ("prod-1, close it"): said by a
		// name it reads "staging, close it", by a pronoun "it, close it".
		return "", false, false
	}
	Full := capital(full, name)
	// The second step is asked so that it visibly needs what the first
	// finds, never stitched after it as a request of its own ("List the
	// collections. What are the indexes on invoices?" needs no listing):
	// the goal alone, the assistant finding the item first (its id is
	// not what the person calls it: "Who's using the Harbor room?"); the
	// goal with where or when the item is, which the listing looks
	// through; or the step made on the listing showing the item ("If
	// invoices is there, what indexes does it have?"), the one way left
	// when the person calls the item by the very value the second call
	// takes.
	var forms []string
	goals := map[string]bool{} // forms that ask for the goal, the listing only a means to it
	resolves := name != v
	if it.Bare && resolves {
		forms = append(forms, Full, Full)
		goals[Full] = true
	}
	if g, ok := goalFirst(a, before, ref, after); ok && reads && resolves {
		forms = append(forms, g, g)
		goals[g] = true
	}
	if g, ok := goalWithin(rng, a, full, it); ok && resolves {
		forms = append(forms, g, g)
		goals[g] = true
	}
	if c, ok := condSaid(rng, a, noun, name, itRef, itBefore, after, sentence, reads); ok && !reads && !(it.Bare && resolves) {
		// A change waits on the listing showing the item ("If there's
		// a collection called events, drop it.") unless the listing says
		// nothing of its own (the change is then asked alone: "Close
		// the prod connection."); a read is asked as
		// what the person wants to know, never as a test of the
		// listing they spell out ("Is the Cascade room one of them? If
		// so, …").
		forms = append(forms, c)
	}
	if reads && resolves && (len(forms) == 0 || rng.IntN(3) == 0) {
		// Beside the goal forms, now and then the listing asked in its
		// own right with the item's question: the person wants both
		// ("Can you pull up the rooms in the Annex building, and who's
		// using the Harbor room?").
		if g, ok := askBoth(a, Full, name); ok {
			forms = append(forms, g)
		}
	}
	forms = slices.DeleteFunc(forms, saysTwice)
	if len(forms) == 0 {
		return "", false, false
	}
	got := forms[rng.IntN(len(forms))]
	return got, goals[got], true
}

// ofItsDay words a chain on the thing a found item is in, on the item's
// own day (the bookings of an event's room that day), as a person asks
// it: where the item is, when it is, then the question on that thing
// and that day: "Which room is "Sprint 48 retro" in? I think it's on 12
// or 13 January 2026. Who's using that room that day?", not "Who's using
// the room for "Sprint 48 retro" on the day it's held?". before and
// after are the second request around the value, its day said "that
// day". False unless the first request only gives days to look within
// (it.DaysOnly) and says them, and "that day" is in the second request.
func ofItsDay(rng *rand.Rand, a, before, after, noun string, it ChainItem) (string, bool) {
	if !it.OnItsDay || !it.DaysOnly || noun == "" || strings.Contains(noun, " ") || !strings.Contains(before+after, "that day") ||
		strings.ContainsRune(before+after, '\n') || strings.HasPrefix(after, "'") {
		return "", false
	}
	n := nameSaid(it.Name)
	lead, ok := goalWithin(rng, a, pickOne(rng, "Which "+noun+" is "+n+" in?", "What "+noun+" is "+n+" in?",
		"I need to know which "+noun+" "+n+" is in."), it)
	if !ok {
		return "", false
	}
	that := pickOne(rng, "that ", "the ") + noun
	if b := strings.TrimRight(before, " "); b == "" || strings.ContainsAny(b[len(b)-1:], ".?!") {
		that = upperFirst(that)
	}
	return lead + " " + upperFirst(ensureStop(before+that+after)), true
}

// askBoth words a read on an item the listing a finds by its name
// (its id is not what the person calls it) as the two things a person
// wants to know, the listing's question and the item's: "Which rooms are
// free on 15 May 2026, and how many seats does the Harbor room have?".
// The listing is asked in its own right and gives the assistant the
// item's id. False when full (the item's question, named) is more than
// one sentence or a says more than one.
func askBoth(a, full, name string) (string, bool) {
	full = strings.TrimSpace(full)
	if strings.ContainsAny(strings.TrimRight(full, ".?! "), ".?!\n") || strings.ContainsAny(strings.TrimRight(a, ".?! "), "?!\n") {
		return "", false
	}
	if strings.HasSuffix(a, "?") && strings.HasSuffix(full, "?") && !strings.Contains(a, ". ") {
		opens := func(s string) bool {
			l := strings.ToLower(s)
			return strings.HasPrefix(l, "can you ") || strings.HasPrefix(l, "could you ") || strings.HasPrefix(l, "would you ")
		}
		for _, o := range []string{"Can you ", "Could you ", "Would you "} {
			if rest, ok := strings.CutPrefix(full, o); ok && opens(a) {
				// One request of two actions: "Could you list the rooms
				// and pull up the Juniper room?", not "…, and can you
				// pull up …".
				return strings.TrimSuffix(a, "?") + " and " + rest, true
			}
		}
		if !strings.HasPrefix(full, name) && !strings.HasPrefix(full, nameSaid(name)) {
			full = lowerStart(full)
		}
		return strings.TrimSuffix(a, "?") + ", and " + full, true
	}
	return a + " " + full, true
}

// condSaid words a chain's second step as made on the listing a (the
// first request, with its stop) showing the item called name: "If
// invoices is there, what are the indexes on it?", "If there's a
// collection called events, drop it." before and after are the second
// request around the item's reference ref; sentence tells that the item
// opens a sentence of it. False when the item is not said in the second
// request's first sentence (a pronoun in a later one, "It's on it.",
// refers to nothing) or that sentence is no action nor question on it;
// reads tells that the step only looks something up.
func condSaid(rng *rand.Rand, a, noun, name, ref, before, after string, sentence, reads bool) (string, bool) {
	if sentence || strings.ContainsAny(before, ".?!\n") {
		return "", false
	}
	short := pronounSaid(before, after, false)
	first := short
	if i := strings.IndexAny(after, ".?!\n"); i >= 0 {
		first = strings.TrimSpace(before + "it" + after[:i+1]) // the sentence saying the item; the ones after it stay as they are
	}
	f := strings.Fields(strings.ToLower(short))
	question := strings.HasSuffix(first, "?")
	if len(f) < 2 || strings.HasSuffix(f[1], ",") || !condOpeners[f[0]] && (question || !startsWithVerb(short)) ||
		reads && (f[0] == "i" || f[0] == "i'd") {
		// "If users is there, it's the collection to use.", "…, for
		// it, grab the stats", "…, size of that one?": the pronoun
		// must be the object of an action or a question; a read is
		// asked, not said as a need on a condition ("If "Team
		// offsite" shows up, I need to join it.").
		return "", false
	}
	lead := condLeadOn(rng, a, noun, name, ref)
	if act, ok := actionOf(a); ok && strings.HasPrefix(lead, "If ") && !question && startsWithVerb(short) && rng.IntN(3) == 0 {
		// Two actions, one sentence: "Fetch every collection of the
		// shop DB, and if events is there, drop it."
		act = strings.TrimRight(act, ".!? ")
		if !strings.ContainsAny(act, ".?!:,\n") && startsWithVerb(act) && !strings.Contains(act, " and ") && !asksWhether(act) {
			return upperFirst(act) + ", and " + lowerStart(lead) + lowerStart(short), true
		}
	}
	return a + " " + lead + lowerStart(short), true
}

// condOpeners open a question or a polite request, which a condition
// can lead as well as an imperative.
var condOpeners = map[string]bool{"what": true, "what's": true, "which": true, "who": true, "who's": true, "how": true, "when": true,
	"where": true, "can": true, "could": true, "would": true, "will": true, "is": true, "are": true, "does": true, "do": true,
	"mind": true, "please": true, "i'd": true, "i": true}

// CondLead is the condition a chain's second step is made on, the
// listing showing the item called name of kind noun (said as ref, or
// as the kind and its name when ref is ""): "If invoices is there, ",
// "If there's a collection called events, ".
func CondLead(rng *rand.Rand, noun, name, ref string) string {
	noun = titledNoun(noun, name)
	if ref == "" {
		ref = itemRef(rng, noun, name)
	}
	// No question put to the listing ("Is the Harbor room one of them?
	// If so, …"): a person says the one condition the change waits on.
	leads := []string{"If " + ref + " is there, ", "If " + ref + " shows up, "}
	if noun != "" && !strings.HasSuffix(noun, "name") {
		leads = append(leads, "If there's "+article(noun)+" called "+nameSaid(name)+", ")
	}
	return pickOne(rng, leads...)
}

// condLeadOn is CondLead after the listing a: when a asks by the item's
// very title already ("When's the "Budget review" meeting? …"), the
// condition does not say it again ("If you find it, ").
func condLeadOn(rng *rand.Rand, a, noun, name, ref string) string {
	lead := CondLead(rng, noun, name, ref)
	if n := nameSaid(name); strings.HasPrefix(n, "\"") && strings.Contains(a, n) && strings.Contains(lead, n) {
		return pickOne(rng, "If it's there, ", "If you find it, ", "If it shows up, ")
	}
	return lead
}

// pronounSaid is the second request said with a pronoun for the item a
// condition before it named ("If the events collection is there, drop
// it."): before and after are the request around the item; sentence
// tells that the item opens a sentence of it.
func pronounSaid(before, after string, sentence bool) string {
	pron := pronounFor(before)
	if pron != "it" && (strings.HasPrefix(after, " that ") || strings.HasPrefix(after, "'")) {
		pron = "it" // "of it that day", not "of that one that day"; "its schema", not "that one' schema"
	}
	short := ensureStop(before + pron + after)
	if pron == "it" {
		short = ensureStop(before + possessive("it", after))
	}
	if sentence {
		short = ensureStop(before + upperFirst(strings.TrimPrefix(short, before)))
	}
	if before == "" {
		short = upperFirst(short)
	}
	return short
}

// saysTwice tells whether a chain's request says the same action of two
// words twice ("Can you pull up the Summit room? It should show up if
// you pull up the rooms."), as a template does.
func saysTwice(s string) bool {
	f := strings.Fields(strings.ToLower(s))
	seen := map[string]bool{}
	for i := 0; i+1 < len(f); i++ {
		w := strings.Trim(f[i], ",.:;!?\"")
		if !verbs[w] {
			continue
		}
		pair := w + " " + strings.Trim(f[i+1], ",.:;!?\"")
		if seen[pair] {
			return true
		}
		seen[pair] = true
	}
	return false
}

// saysNoun tells whether after, what follows a value in a request, names
// the value's kind within its first few words ("is the connection to
// use"): the value is then said by its name alone.
func saysNoun(after, noun string) bool {
	if noun == "" {
		return false
	}
	w := strings.Fields(strings.ToLower(after))
	for i := 0; i < len(w) && i < 4; i++ {
		if strings.Trim(w[i], ",.:;!?") == noun {
			return true
		}
	}
	return false
}

// afterNoun tells whether before, what precedes a value in a request,
// ends with an article and a noun ("create the directory "): the value is
// said there as a name, which neither a pronoun nor a reference with a
// noun of its own can take the place of.
func afterNoun(before string) bool {
	if strings.HasSuffix(before, "  ") || !strings.HasSuffix(before, " ") {
		return false
	}
	w := strings.Fields(strings.ToLower(before))
	if len(w) < 2 {
		return false
	}
	last := w[len(w)-1]
	return isArticle(w[len(w)-2]) && !notVerb[last] && strings.IndexFunc(last, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
}

// possessive joins a reference to what follows it, saying an owner's
// "'s" or plural "'" the way the reference takes it: "it" + "'s logs"
// is "its logs", "it" + "' indexes" is "its indexes", "the orders
// collection" + "' indexes" is "the orders collection's indexes".
func possessive(ref, after string) string {
	switch {
	case !strings.HasPrefix(after, "'") || strings.HasPrefix(after, "'s ") && ref != "it" || after == "'s":
		return ref + after
	case strings.HasPrefix(after, "'s"):
		after = after[2:]
	default:
		after = after[1:]
	}
	if ref == "it" {
		return "its" + after
	}
	return ref + "'s" + after
}

// GoalAsked tells whether text, a chain's request, says where the item
// is found only after its goal ("Which room is "Sprint 41 retro" in?
// It's sometime between 6 and 10 October."): the listing is then a
// means, which the answer need not recount.
func GoalAsked(text string) bool {
	for _, l := range withinLeads {
		if strings.Contains(text, ". "+l) || strings.Contains(text, "? "+l) {
			return true
		}
	}
	return false
}

// goalFirst words a chain the way a person who knows what they want asks
// it: the second call's request about the named item, with where the
// item is as part of how they name it, the place the listing looks in
// ("How many seats does the Juniper room in the Annex building have?"
// for a listing of the rooms in the Annex building): the person says
// what they know, and the listing is the assistant's means to its id.
// before, ref and after are the second request around the item's
// reference ref. False when the first request (a) does not open with
// one action listing things in a place: a hint added only to force the
// first step ("It's among the rooms in the Annex building", "It should
// show up if you list …") is no part of what a person says.
func goalFirst(a, before, ref, after string) (string, bool) {
	if strings.ContainsRune(before+after, '\n') || strings.HasPrefix(after, "'") {
		return "", false
	}
	scope, ok := listedPlace(a)
	if !ok {
		scope, ok = placeAsked(a)
	}
	if !ok {
		return "", false
	}
	if asksSaid(scope, before+after) {
		return "", false // "Which building is the Cascade room in the HQ building in?"
	}
	full := ensureStop(before + ref + " " + scope + after)
	if before == "" || strings.ContainsAny(strings.TrimRight(before, " ")[len(strings.TrimRight(before, " "))-1:], ".?!") {
		full = upperFirst(full)
	}
	return full, true
}

// listedPlace returns the place a listing asked as one action says its
// things are in ("list the rooms in the HQ building" → "in the HQ
// building"; see placeOf).
func listedPlace(a string) (string, bool) {
	act, ok := actionOf(a)
	if !ok || act == "" || strings.ContainsRune(act, '\n') {
		return "", false
	}
	act = strings.TrimRight(act, ".!? ")
	verb := strings.ToLower(strings.Fields(act)[0])
	if strings.ContainsAny(act, ".?!") || !startsWithVerb(act) || fragmentLead[verb] || verb == "see" || verb == "tell" ||
		slices.Contains(strings.Fields(act), "me") || asksWhether(act) {
		return "", false
	}
	among, ok := amongOf(act)
	if !ok {
		return "", false
	}
	return placeOf(among)
}

// placeAsked returns the place the things a listing's last sentence asks
// for are in, however it is asked: "Which meeting rooms do we have in
// the HQ building?", "Can you pull up the rooms in the HQ building?",
// "Please list every meeting room in the HQ building." → "in the HQ
// building". Not when the person asks for the listing itself ("Show me
// the rooms in Annex."). The place closes the sentence, says no day and holds no
// verb ("Which rooms in Annex are free?" is a question about the
// rooms, not where they are).
func placeAsked(a string) (string, bool) {
	last := strings.TrimSpace(a)
	for _, sep := range []string{". ", "? ", "! "} {
		if i := strings.LastIndex(last, sep); i >= 0 {
			last = last[i+len(sep):]
		}
	}
	if !strings.HasSuffix(last, "?") && !strings.HasSuffix(last, ".") || strings.ContainsAny(last, "\"`:,\n") || dayRe.MatchString(last) {
		return "", false
	}
	w := strings.Fields(strings.TrimRight(last, ".?! "))
	if slices.Contains(w, "me") {
		return "", false // "show me the rooms": the person wants the listing itself
	}
	for i := 1; i < len(w)-2; i++ {
		lw := strings.ToLower(w[i])
		if !pluralNoun(lw) && !(strings.EqualFold(w[i-1], "every") || strings.EqualFold(w[i-1], "each")) {
			continue
		}
		for j := i + 1; j < len(w)-1 && j <= i+4; j++ {
			switch strings.ToLower(w[j]) {
			case "in", "at", "under", "inside", "within":
			default:
				continue
			}
			place := w[j:]
			if len(place) > 5 {
				return "", false
			}
			for _, x := range place[1:] {
				switch strings.ToLower(x) {
				case "are", "is", "free", "available", "open", "do", "does", "we", "i", "can", "have", "has", "for", "with":
					return "", false
				}
			}
			return strings.Join(place, " "), true
		}
		return "", false
	}
	return "", false
}

// placeOf returns the place a listing's things are in ("the meeting
// rooms in the HQ building" → "in the HQ building"): the words after
// its plural noun, when they open with a preposition of place and say no
// day (a span of days is said as when, see goalWithin).
func placeOf(among string) (string, bool) {
	w := strings.Fields(among)
	for i := 1; i < len(w)-1; i++ {
		if !pluralNoun(strings.Trim(w[i], ",.")) {
			continue
		}
		switch strings.ToLower(w[i+1]) {
		case "in", "at", "under", "inside", "within":
		default:
			return "", false
		}
		place := strings.Join(w[i+1:], " ")
		if dayRe.MatchString(place) || len(w)-i-1 < 2 || strings.ContainsAny(place, "\"`:") {
			return "", false
		}
		return place, true
	}
	return "", false
}

// withinLeads say when a named item is (see goalWithin).
var withinLeads = []string{"It's sometime ", "It should be on the calendar ", "It's on the calendar ", "It should be ", "It's on ",
	"I think it's ", "It's some time ", "It's either ", "I believe it's "}

// amongOf returns a listing action's things ("list the events between 4
// and 10 October 2025" → "the events between 4 and 10 October 2025"),
// false when the action does not list plural things or says nothing
// more of them ("list the rooms": "It's one of the rooms" says nothing).
func amongOf(act string) (string, bool) {
	w := strings.Fields(act)
	if len(w) >= 3 && !strings.EqualFold(w[1], "the") && pluralNoun(w[1]) && !strings.ContainsAny(w[1], "\"`") {
		w = append([]string{w[0], "the"}, w[1:]...) // "search events from …" → "the events from …"
	}
	if len(w) < 4 || !strings.EqualFold(w[1], "the") {
		return "", false
	}
	switch strings.ToLower(w[0]) {
	case "list", "show", "get", "find", "fetch", "search":
	default:
		return "", false
	}
	plural := pluralNoun(strings.Trim(w[2], ",.")) || len(w) > 4 && pluralNoun(strings.Trim(w[3], ",.")) // "the meeting rooms in …"
	if !plural || strings.ContainsAny(w[2]+w[3], "\"`") {
		return "", false
	}
	return strings.Join(w[1:], " "), true
}

// chainSaidOf words a chain whose second call works on a thing of the
// named item (the room of an event): the goal with when or where the
// item is ("What's booked in the room for "Quarterly review" on the day
// it's held? It's some time between 6 and 10 October."), else the step
// made on the listing showing the item ("If "Quarterly review" is one of
// them, what's booked in its room on the day it's held?"), never the item's step
// stitched after the listing. before and after are the second request
// around the item.
func chainSaidOf(rng *rand.Rand, a, before, after, noun string, it ChainItem, reads bool) (text string, goal, ok bool) {
	if noun == "" || strings.HasPrefix(after, "'s") {
		return "", false, false
	}
	n := nameSaid(it.Name)
	// "the room for "Quarterly review"": the thing an item is held in
	// or uses, as people say it ("the room of …" reads as a template).
	full := ensureStop(before + "the " + noun + " for " + n + after)
	var forms []string
	goals := map[string]bool{}
	if g, ok := goalFirst(a, before, "the "+noun+" for "+n, after); ok {
		forms = append(forms, g)
		goals[g] = true
	}
	if g, ok := goalWithin(rng, a, full, it); ok {
		forms = append(forms, g)
		goals[g] = true
	}
	if len(forms) == 0 && reads {
		// A read is asked as what the person wants to know beside the
		// listing, not as a test of it (see askBoth).
		if g, ok := askBoth(a, upperFirst(full), it.Name); ok {
			forms = append(forms, g)
		}
	}
	if len(forms) == 0 && !reads && !strings.ContainsAny(before, ".?!\n") && !strings.ContainsAny(strings.TrimRight(after, ".!? "), ".?!\n") {
		second := ensureStop(before + "its " + noun + after)
		forms = append(forms, a+" "+pickOne(rng, "If "+n+" is one of them, ", "If "+n+" is there, ", "If "+n+" is on the list, ")+lowerStart(second))
	}
	if len(forms) == 0 {
		return "", false, false
	}
	got := forms[rng.IntN(len(forms))]
	return got, goals[got], true
}

// actAnd words a chain as one sentence of two actions, the first
// request's and the second's: "List the rooms in the Annex and tell me
// how many seats the Harbor room has.", "Can you search my events this
// week and look up "Team offsite"?" False when the first request does
// not open with one action said with its verb, or the second (full, with
// the item named) is no imperative of one line.
func actAnd(rng *rand.Rand, a, full string) (string, bool) {
	act, ok := actionOf(a)
	if !ok || act == "" || strings.ContainsRune(act, '\n') || strings.ContainsRune(full, '\n') {
		return "", false
	}
	act = strings.TrimRight(act, ".!? ")
	if strings.ContainsAny(act, ".?!:") || !startsWithVerb(act) || fragmentLead[strings.ToLower(strings.Fields(act)[0])] || contextVerb(act) ||
		!startsWithVerb(full) || strings.Contains(act, " and ") || asksWhether(act) {
		return "", false
	}
	second := strings.TrimRight(lowerStart(full), ".!? ")
	if strings.ContainsAny(second, ".?!") {
		return "", false // a second step of several sentences
	}
	if !strings.Contains(second, ":") && rng.IntN(2) == 0 {
		return pickOne(rng, "Can you ", "Could you ") + act + " and " + second + "?", true
	}
	return upperFirst(act) + " and " + second + ".", true
}

// asksWhether tells whether act is a yes-or-no question put as an action
// ("check whether anything is booked …"): a means to find an item it is
// not ("…if you check whether anything is booked").
func asksWhether(act string) bool {
	f := strings.Fields(strings.ToLower(act))
	return len(f) > 1 && (f[1] == "whether" || f[1] == "if")
}

// FindsKind tells whether the first call of a chain, asked as reqA and
// described as desc, finds things of the kind p takes (rooms for a
// room_id): only then can its "first room" be asked for by a request
// that names none. A search of events has rooms in its result, but "the
// first room it finds" is not what it finds.
func FindsKind(reqA, desc string, p Param) bool {
	noun := thingNoun(p)
	if noun == "" {
		return false
	}
	l := strings.ToLower(reqA + " " + desc)
	for _, w := range []string{noun, Plural(noun)} {
		if i := strings.Index(l, w); i >= 0 && wordEdge(l, i-1) && wordEdge(l, i+len(w)) {
			return true
		}
	}
	return false
}

// goalWithin words a chain whose first call only looks within days the
// person gives (a search of the calendar between two days) as the goal
// first, then when the item is: "Which room is "Sprint 41 retro" in?
// It's sometime between 6 and 10 October 2025." The days are said as the
// first request says them; false when the item is not one the days alone
// find (it.DaysOnly), the first request says no span of days, or the
// goal refers back to a day ("that day").
func goalWithin(rng *rand.Rand, a, full string, it ChainItem) (string, bool) {
	if !it.DaysOnly || strings.Contains(full, "that day") || strings.ContainsRune(full, '\n') {
		return "", false
	}
	span := OneDay(spanRe.FindString(a)) // "between 2 and 2 December" is "on 2 December"
	if span == "" {
		if m := onDayRe.FindString(a); m != "" {
			span = m
		}
	}
	if span == "" {
		return "", false
	}
	span, next := spanSaid(span)
	lead := pickOne(rng, "I think it's ", "It's sometime ", "It should be ", "I believe it's ", "Pretty sure it's ", "If I remember right, it's ")
	switch {
	case next:
		lead = pickOne(rng, "It's ", "I think it's ", "I believe it's ")
	case strings.HasPrefix(span, "on "):
		lead = pickOne(rng, "It's ", "I think it's ", "I believe it's ")
	}
	return upperFirst(ensureStop(full)) + " " + lead + span + ".", true
}

// spanSaid says a span of days the way people do when they recall when
// something is: the year once, at the end ("between 14 October and 16
// October 2025", not "between 14 October 2025 and 16 October 2025"),
// and two days in a row as a choice ("on 27 or 28 February 2026", "on
// 28 February or 1 March 2026", not "from 27 February 2026 until 28
// February 2026"). Two days of a span keep their months next to them, so
// both are read as dates. next tells
// that the days are in a row; span itself when it is not two days said
// as "D Month YYYY".
func spanSaid(span string) (string, bool) {
	g := spanRe.FindStringSubmatch(span)
	if g == nil || g[0] != span {
		return span, false
	}
	a, errA := time.Parse("2 January 2006", g[2])
	b, errB := time.Parse("2 January 2006", g[4])
	if errA != nil || errB != nil || !b.After(a) {
		return span, false
	}
	if a.Year() != b.Year() {
		return "between " + g[2] + " and " + g[4], false
	}
	first := a.Format("2 January")
	if b.Sub(a) == 24*time.Hour {
		if a.Month() == b.Month() {
			first = a.Format("2") // "on 5 or 6 December 2025"
		}
		return "on " + first + " or " + g[4], true
	}
	return "between " + first + " and " + g[4], false
}

// onDayRe matches one day said with "on" ("on 2 December 2025").
var onDayRe = regexp.MustCompile(`\bon ` + spanDay + `\b`)

// dayRe matches a day as requests say it: "28 October 2025", "October
// 28", "2025-10-28".
var dayRe = regexp.MustCompile(`\b(?:\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{4})?|` +
	`(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:, \d{4})?|\d{4}-\d{2}-\d{2})\b`)

// thatDay says a day of part that reqA has said already as "that day"
// ("…free on 28 October 2025? … is it busy that day?"), as a person does.
func thatDay(reqA, part string) string {
	out := dayRe.ReplaceAllStringFunc(part, func(d string) string {
		if !strings.Contains(reqA, d) {
			return d
		}
		return "that day"
	})
	// "busy that day", but "what's on that day" keeps its "on".
	parts := strings.Split(out, " on that day")
	for i := 1; i < len(parts); i++ {
		l := strings.ToLower(parts[i-1])
		sep := " that day"
		if strings.HasSuffix(l, "what's") || strings.HasSuffix(l, "what is") || strings.HasSuffix(l, "anything") || strings.HasSuffix(l, "what") {
			sep = " on that day"
		}
		parts[i] = sep + parts[i]
	}
	return strings.Join(parts, "")
}

// itsDay says "that day" of part, the day of the named item the
// listing found, as that item's own day: "on the day it's held". The
// first request said a span of days, so "that day" would have none to
// refer to; "on the day of the event" names the listing's kind where a
// person refers to the item, and "on the same day" says the same as
// what it does not say.
func itsDay(rng *rand.Rand, part string) string {
	if !strings.Contains(part, "that day") {
		return part
	}
	day := pickOne(rng, "the day it's held", "the day it takes place")
	for _, lead := range []string{"for ", "on ", "of "} {
		part = strings.ReplaceAll(part, lead+"that day", lead+day)
	}
	return strings.ReplaceAll(part, "that day", "on "+day)
}

// chainNounShort are the short words for a kind of thing that may follow a
// value ("in shop DB").
var chainNounShort = map[string][]string{"database": {"db"}, "directory": {"dir"}, "repository": {"repo"}, "folder": {"dir", "directory"}}

// valueSlot splits req around its one mention of v (quotes or backticks
// around it dropped): false when v is not said exactly once as a word.
func valueSlot(req, v string) (before, after string, ok bool) {
	i := strings.Index(req, v)
	if i < 0 || strings.Contains(req[i+len(v):], v) || !wordEdge(req, i-1) || !wordEdge(req, i+len(v)) ||
		partOfName(req, i, i+len(v)) {
		return "", "", false
	}
	before, after = req[:i], req[i+len(v):]
	for _, q := range []string{"`", `"`, "'"} {
		if strings.HasSuffix(before, q) && strings.HasPrefix(after, q) {
			before, after = before[:len(before)-1], after[1:]
		}
	}
	return before, after, true
}

// dropNounLead drops the words before a value that name its kind ("room
// HQ-101", "meeting room HQ-101", "the event with ID evt_1"): the name
// said in its place carries the noun. False when what is left before it
// is no place for a name (an article, a noun).
func dropNounLead(before, noun string, b *Binding) (string, bool) {
	title := strings.ToLower(b.Tool.Title + " " + b.Tool.Description)
	words := strings.Fields(before)
	trailing := strings.HasSuffix(before, " ") || before == ""
	if !trailing && len(words) > 0 {
		return "", false // the value is glued to a word ("#HQ-101")
	}
	cut := len(words)
	low := func(i int) string { return strings.ToLower(strings.Trim(words[i], ",;:")) }
	if cut >= 2 && low(cut-2) == "with" && (low(cut-1) == "id" || low(cut-1) == "name") {
		cut -= 2
	}
	if cut >= 1 && (low(cut-1) == "id" || low(cut-1) == noun || low(cut-1) == noun+"s") {
		cut--
		if cut >= 1 && strings.Contains(title, low(cut-1)+" "+noun) && !isArticle(low(cut-1)) {
			cut-- // "meeting room", "calendar event"
		}
	}
	if cut >= 1 && isArticle(low(cut-1)) {
		cut--
	}
	if cut >= 1 && strings.ContainsAny(words[cut-1], "([") {
		return "", false // "(connection it)": an aside is no place for the item
	}
	if cut >= 1 {
		switch low(cut - 1) {
		case noun, noun + "s", "id", "called", "named", "meeting", "event", "room":
			return "", false
		}
	}
	if cut == 0 {
		return "", true
	}
	return strings.Join(words[:cut], " ") + " ", true
}

func isArticle(w string) bool {
	switch w {
	case "a", "an", "the", "this", "that", "my", "our", "your":
		return true
	}
	return false
}

// itemRef is how a person names the item called name, of kind noun: "the
// Atlas room", "the room called Atlas", "the "Design review: billing"
// event", "notes.md".
func itemRef(rng *rand.Rand, noun, name string) string {
	noun = titledNoun(noun, name)
	n := nameSaid(name)
	switch {
	case strings.HasSuffix(noun, "name"), noun == "":
		return n
	case noun == "file" || noun == "folder":
		return pickOne(rng, n, "the "+noun+" "+n)
	}
	if properName(name) {
		return pickOne(rng, "the "+name+" "+noun, "the "+name+" "+noun, "the "+noun+" called "+name)
	}
	return pickOne(rng, n, "the "+noun+" "+n, "the "+noun+" called "+n)
}

// titledNoun is the noun an item called name is said with, when noun
// (its id parameter's) names a code rather than a kind of thing: an item
// found by its title is "an item called "Oak bunk bed"", not "a sku
// called "Oak bunk bed"". A code said as itself keeps its noun ("the sku
// FR-HPA-43827").
func titledNoun(noun, name string) string {
	switch noun {
	case "sku", "serial", "barcode", "code", "ref", "reference", "uuid", "tag":
		if strings.ContainsRune(strings.TrimSpace(name), ' ') {
			return "item"
		}
	}
	return noun
}

// properName tells whether name reads as a proper name of one or two
// capitalized words ("Atlas", "Blue Lagoon"), said before its noun.
func properName(name string) bool {
	f := strings.Fields(name)
	if len(f) == 0 || len(f) > 2 {
		return false
	}
	for _, w := range f {
		r := []rune(w)
		if !unicode.IsUpper(r[0]) {
			return false
		}
		for _, c := range r {
			if !unicode.IsLetter(c) && c != '-' {
				return false
			}
		}
	}
	return true
}

// pronounFor is the pronoun that says a named item after before: "it",
// or "that one" after a verb's particle ("pull up that one", not "pull up
// it") and after "of" ("the details of that one").
func pronounFor(before string) string {
	f := strings.Fields(strings.ToLower(before))
	if len(f) == 0 {
		return "it"
	}
	switch strings.Trim(f[len(f)-1], ",;:") {
	case "up", "off", "out", "down", "over", "away", "back", "of":
		return "that one"
	}
	return "it"
}

// startsWithVerb tells whether a request opens with its verb (an
// imperative "Tell me…", "Cancel…"), which "Then" can lead.
func startsWithVerb(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(strings.Trim(f[0], ",.:;!?"))
	switch w {
	case "i", "i'd", "i'm", "we", "is", "are", "was", "can", "could", "would", "will", "do", "does", "what", "what's", "which", "who",
		"who's", "when", "where", "how", "why", "please", "any", "something", "there", "it", "the", "a", "my":
		return false
	}
	return !notVerb[w]
}

// capital upper-cases the first letter of a sentence s, unless it opens
// with name (a name is said as it is spelled: "user_email_idx looks…").
func capital(s, name string) string {
	if strings.HasPrefix(s, name) || strings.HasPrefix(s, nameSaid(name)) {
		return s
	}
	return upperFirst(s)
}

// upperFirst upper-cases the first letter of s.
func upperFirst(s string) string {
	for i, r := range s {
		return s[:i] + string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// ListingRequest words the request of a chain's first call when it lists
// things and takes no arguments, by the things it lists as the tool's
// description says them ("the active MongoDB connections"), the way a
// person asks before picking one: "Which active MongoDB connections are
// there?", "What connections do I have?". p is the second call's
// parameter that takes one of them; "" when the description does not say
// the things in the plural.
func ListingRequest(rng *rand.Rand, b *Binding, p Param) string {
	noun := thingNoun(p)
	if noun == "" || strings.HasSuffix(noun, "name") {
		return ""
	}
	things := Plural(noun)
	re := regexp.MustCompile(`(?i)\b((?:[A-Za-z][\w-]* ){0,2})` + regexp.QuoteMeta(things) + `\b`)
	m := re.FindStringSubmatch(b.Tool.Description)
	if m == nil {
		return ""
	}
	var lead []string
	for w := range strings.FieldsSeq(m[1]) {
		switch lw := strings.ToLower(w); {
		case isArticle(lw), lw == "all", lw == "list", lw == "lists", lw == "get", lw == "gets", lw == "of", lw == "returns":
			lead = lead[:0]
		default:
			lead = append(lead, w)
		}
	}
	q := strings.TrimSpace(strings.Join(lead, " ") + " " + things)
	return pickOne(rng, "Which "+q+" are there?", "What "+q+" do I have?", "Can you list my "+q+"?", "Show me the "+q+".",
		"I need to see the "+q+".")
}

// partOfName tells whether req[i:end] is joined by a dot, slash or colon
// to a word beside it ("crm" in "crm.orders", "acme" in "acme/api"): a
// part of a longer name, which no pronoun or name can stand for alone.
func partOfName(req string, i, end int) bool {
	alnum := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' }
	if end+1 < len(req) && strings.IndexByte("./:", req[end]) >= 0 && alnum(req[end+1]) {
		return true
	}
	return i >= 2 && strings.IndexByte("./:", req[i-1]) >= 0 && alnum(req[i-2])
}

// AskedOut words a listing asked as a bare noun phrase ("Rooms in the HQ
// building?", "Recent messages in channel C01? Thanks!") as a whole
// question ("Can you list the rooms in the HQ building?"): a chain's
// first request opens the conversation, and a clipped one-word opener
// followed by a second step reads as a template. Any other request is
// returned as it is.
func AskedOut(rng *rand.Rand, req string) string {
	s := strings.TrimSpace(req)
	body, thanks := strings.CutSuffix(s, "? Thanks!")
	if !thanks {
		var ok bool
		if body, ok = strings.CutSuffix(s, "?"); !ok {
			return req
		}
	}
	f := strings.Fields(body)
	if len(f) == 0 || strings.ContainsAny(body, "?!\n") || strings.Contains(body, ". ") {
		return req
	}
	if strings.EqualFold(f[0], "the") {
		f, body = f[1:], strings.Join(f[1:], " ")
	}
	if len(f) == 0 {
		return req
	}
	w := strings.ToLower(strings.Trim(f[0], ",.:;"))
	if verbs[w] || !startsWithVerb(w) || w == "this" || w == "its" {
		return req // a verb, a question word or a pronoun opens it
	}
	plural := false
	for _, x := range f[:min(3, len(f))] {
		x = strings.ToLower(strings.Trim(x, ",.:;"))
		if x == "in" || x == "on" || x == "of" || x == "for" || x == "from" {
			break
		}
		if strings.HasSuffix(x, "s") && !strings.HasSuffix(x, "ss") && !strings.HasSuffix(x, "'s") {
			plural = true
		}
	}
	if !plural {
		return req // one thing named by its value ("Data source 5c3e…?")
	}
	body = "the " + lcFirst(body)
	return pickOne(rng, "Can you list ", "Could you list ", "Can you pull up ") + body + "?"
}

// spanDay is one day as requests and answers say it ("24 December 2025",
// "December 24, 2025", "2025-12-24").
const spanDay = `(\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{4})?|` +
	`(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:, \d{4})?|\d{4}-\d{2}-\d{2})`

// spanRe matches a span of days said with its two ends.
var spanRe = regexp.MustCompile(`\b(between|from) ` + spanDay + ` (and|to|until|through) ` + spanDay + `\b`)

// OneDay says a span whose two ends are the same day as that day: "on
// 24 December 2025", not "between 24 December 2025 and 24 December
// 2025", in a request and in its answer alike.
func OneDay(s string) string {
	return spanRe.ReplaceAllStringFunc(s, func(m string) string {
		g := spanRe.FindStringSubmatch(m)
		if g[2] != g[4] {
			return m
		}
		return "on " + g[2]
	})
}

// AsksExistence tells whether req asks if something is there at all
// ("Is there anything scheduled …?", "Could you check whether anything
// is booked …?", "Do we have a room free …?"): a chain that then names
// the item it wants ("What's "Design review: billing" about?") asks
// whether a thing exists while knowing its exact title, so its listing
// is asked some other way.
func AsksExistence(req string) bool {
	l := strings.ToLower(stripPoliteLead(strings.TrimSpace(req)))
	for _, o := range []string{"is there ", "are there ", "is anything ", "is any ", "are any ", "do we have ", "do i have ", "have we got "} {
		if strings.HasPrefix(l, o) {
			return true
		}
	}
	first, _, _ := strings.Cut(l, "?")
	for _, w := range []string{"check whether ", "check if ", "see whether ", "see if ", "tell me whether ", "tell me if "} {
		if strings.Contains(first, w) {
			return true
		}
	}
	return false
}

// whichRe matches what a question asks for: "Which building", "what
// room".
var whichRe = regexp.MustCompile(`(?i)\b(?:which|what) ([a-z]+)\b`)

// asksSaid tells whether the second request reqB asks for a thing the
// first request reqA says already ("Can you pull up the rooms in the HQ
// building? Which building is the Cascade room in?"): one person does
// not ask what they have just said.
func asksSaid(reqA, reqB string) bool {
	l := strings.ToLower(reqA)
	for _, m := range whichRe.FindAllStringSubmatch(reqB, -1) {
		w := strings.ToLower(m[1])
		switch w {
		case "is", "are", "was", "does", "do", "did", "time", "day", "kind", "sort", "type":
			continue
		}
		if i := strings.Index(l, w); i >= 0 && wordEdge(l, i-1) && wordEdge(l, i+len(w)) {
			return true
		}
	}
	return false
}
