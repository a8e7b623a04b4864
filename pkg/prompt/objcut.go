package prompt

import (
	"slices"
	"strings"
)

// An act's object is a noun phrase a person says, never the
// description's phrase with its qualifiers: "Report a vehicle parked on a
// public street for more than 72 hours" reports a vehicle, not "a vehicle
// parked"; "Book a walk-in-style vaccination slot" books a vaccination
// slot. Where the cut leaves a bare noun that the tool's name qualifies
// ("report_abandoned_vehicle"), the name's words say what the qualifier
// said: "an abandoned vehicle".

// nounPlacePreps open a place a person may still say after a noun whose
// participle was cut ("a vehicle parked on a public street": "a vehicle
// on a public street"; "items expected for a date range").
var nounPlacePreps = map[string]bool{"in": true, "on": true, "at": true, "from": true, "inside": true, "within": true,
	"near": true, "for": true, "to": true}

// irregularParticiples are past participles without "-ed" that follow a
// noun to describe it ("skis left in a rack", "a job sent from the
// portal", "a reading taken by a probe").
var irregularParticiples = map[string]bool{"left": true, "sent": true, "taken": true, "made": true, "held": true,
	"kept": true, "found": true, "given": true, "seen": true, "done": true, "paid": true, "sold": true,
	"built": true, "brought": true, "written": true, "lost": true, "stolen": true, "spent": true, "run": false,
	"put": false, "set": false}

// postParticiple tells whether rest[i] opens a participle phrase that
// describes the noun before it ("a vehicle parked on a public street",
// "skis left unattended in a rack", "orders waiting at will-call", "a
// hull inspection carried out by a surveyor"): the noun phrase ends
// there. place tells that the phrase's first words after the participle
// are a place the noun is in ("on a public street"), which a request may
// still say after the noun.
func postParticiple(rest []string, i int) (cut, place bool) {
	if i == 0 || i+1 >= len(rest) {
		return false, false
	}
	prev := strings.ToLower(rest[i-1])
	lw := strings.ToLower(rest[i])
	if !isLowerWord(rest[i]) || !isLowerWord(strings.ReplaceAll(rest[i-1], "-", "")) || determiners[prev] || portionWords[prev] || countWord(prev) ||
		objectEnd[prev] || prepositions[prev] || notVerbs[prev] || clauseWordsBefore[prev] ||
		strings.HasSuffix(prev, "ed") || strings.HasSuffix(prev, "ly") || strings.HasSuffix(prev, "ing") {
		return false, false
	}
	next := strings.ToLower(rest[i+1])
	after := ""
	if i+2 < len(rest) {
		after = strings.ToLower(rest[i+2])
	}
	opensPhrase := objectEnd[next] || prepositions[next] ||
		isLowerWord(rest[i+1]) && !determiners[next] && (objectEnd[after] || prepositions[after])
	switch {
	case !opensPhrase:
		return false, false
	case irregularParticiples[lw],
		len(lw) >= 5 && strings.HasSuffix(lw, "ed") && !strings.HasSuffix(lw, "eed"):
	case len(lw) >= 6 && strings.HasSuffix(lw, "ing") && nounPlacePreps[next] && (plural(prev) || massNouns[prev]):
		// "orders waiting at will-call": an -ing word after a plain
		// noun is a compound ("data processing") unless a place follows
	default:
		return false, false
	}
	if stateParticiples[lw] {
		return false, false // "files changed in a pull request": said before the noun
	}
	return true, nounPlacePreps[next] || askerExtra.MatchString(strings.Join(rest[i+1:], " "))
}

// stateParticiples are participles that say a state a thing is in, which
// a person says before the noun ("the changed files", "the starred
// segments", "the supported currencies") rather than cut away.
var stateParticiples = map[string]bool{"changed": true, "modified": true, "updated": true, "deleted": true, "added": true,
	"starred": true, "supported": true, "archived": true, "completed": true, "failed": true, "saved": true,
	"shared": true, "blocked": true, "connected": true, "installed": true, "enabled": true, "disabled": true,
	"published": true, "scheduled": true, "expired": true, "cancelled": true, "canceled": true, "flagged": true,
	"pinned": true, "muted": true, "followed": true, "subscribed": true, "bookmarked": true, "favorited": true}

// stateFirst says an object whose state participle follows its noun
// with the participle first: "files changed" is "the changed files",
// "cryptocurrencies supported" is "the supported cryptocurrencies". obj
// is the object's words up to and with the participle; it is returned
// unchanged when its last word is no state participle after a plain noun.
func stateFirst(obj []string) []string {
	n := len(obj)
	if n < 2 || !stateParticiples[strings.ToLower(obj[n-1])] || !isLowerWord(obj[n-2]) ||
		determiners[strings.ToLower(obj[n-2])] || prepositions[strings.ToLower(obj[n-2])] {
		return obj
	}
	out := append([]string{}, obj[:n-2]...)
	if len(out) == 0 || !determiners[strings.ToLower(out[0])] {
		out = append([]string{"the"}, out...)
	} else if l := strings.ToLower(out[0]); l == "a" || l == "an" {
		out[0] = "the"
	}
	return append(out, obj[n-1], obj[n-2])
}

// styleModifier tells whether w, lower case, is a hyphened modifier that
// likens the noun to a kind rather than naming it ("walk-in-style",
// "spa-like", "meal-type"): a person names the thing without it.
func styleModifier(w string) bool {
	for _, suf := range []string{"-style", "-like", "-type", "-ish"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+1 {
			return true
		}
	}
	return false
}

// namedQualifier says a bare object whose qualifier the description gave
// after it (cut by postParticiple) with the modifiers the tool's name
// gives its noun: "report_abandoned_vehicle" with "a vehicle" is "an
// abandoned vehicle". The name's words before the noun count only when
// none is a verb or already in the object; the object is kept otherwise.
func namedQualifier(name string, in intent) intent {
	if !in.Qualified || in.Fixed {
		return in
	}
	obj := strings.Fields(in.Object)
	if len(obj) != 2 || (obj[0] != "a" && obj[0] != "an" && obj[0] != "the") || !isLowerWord(obj[1]) {
		return in
	}
	head := obj[1]
	words := strings.Fields(strings.ToLower(Humanize(spokenName(name))))
	at := -1
	for j, w := range words {
		if sameNoun(w, head) {
			at = j
		}
	}
	if at < 1 {
		return in
	}
	var mods []string
	for j := at - 1; j >= 0; j-- {
		w := words[j]
		if verbs[w] || w == firstWord(in.Verb) || !isLowerWord(w) || len(w) < 3 || determiners[w] || prepositions[w] {
			break
		}
		mods = append([]string{w}, mods...)
	}
	if len(mods) == 0 || len(mods) > 2 || at-len(mods) == 0 {
		return in // no verb before the modifiers: the name is no act on its noun
	}
	for _, m := range mods {
		if strings.Contains(strings.ToLower(in.Extra), m) {
			return in // "a balance inside a synced crypto account": the place says it
		}
	}
	det := obj[0]
	if det != "the" {
		det = "a"
	}
	in.Object = fixArticle(det + " " + strings.Join(mods, " ") + " " + head)
	return in
}

// namedNounVerb reads a clause that opens on a word as often a noun as a
// verb ("Track frost alerts issued for …", "Log water used by …") as a
// verb when the tool's name says the same word and no other verb
// ("oc_track_frost_alerts"): the name confirms it is the act, which the
// clause would otherwise lose to a noun reading ("get the track frost
// alerts"). ok is false for any other clause, when the clause's object
// is not the noun the name ends on, and when it is one word: "Order
// status for …" of order_status is a noun compound as often as an act.
func namedNounVerb(name, clause string) (intent, bool) {
	w := strings.Fields(clause)
	if len(w) < 2 {
		return intent{}, false
	}
	v := verbBase(strings.ToLower(w[0]))
	switch next := strings.ToLower(w[1]); {
	case !nounVerbs[v], next == "of", next == "is", next == "are", prepositions[next]:
		return intent{}, false
	case !slices.Contains(nameWords(name), v) || otherNameVerb(name, v):
		return intent{}, false
	}
	in, ok := clauseIntent(clause, false)
	nw := nameWords(name)
	head := nw[len(nw)-1]
	if !ok || head == v || len(strings.Fields(in.Object)) < 2 || !sameNoun(lastWord(strings.ToLower(in.Object)), head) {
		return intent{}, false // "Log filament consumed by …" of log_filament_usage: the name says more
	}
	if askerExtra.MatchString(in.Extra) {
		in.Extra = "" // "for the authenticated athlete": the asker's own
	}
	return in, true
}

// sameNoun tells whether a and b, lower case, are one noun, in the
// singular or the plural ("alert", "alerts").
func sameNoun(a, b string) bool {
	return a != "" && (a == b || a+"s" == b || a == b+"s" || a+"es" == b || a == b+"es")
}

// statedParticiple tells whether the participle rest[i] (postParticiple)
// is followed by a word that says the noun's state and then a
// preposition ("skis left unattended in a rack", "equipment found broken
// at a station"): the participle and the state stay with the noun, which
// alone would lose what the act is about ("report skis").
func statedParticiple(rest []string, i int) bool {
	if i+2 >= len(rest) {
		return false
	}
	st := strings.ToLower(rest[i+1])
	after := strings.ToLower(rest[i+2])
	return isLowerWord(rest[i+1]) && len(st) >= 4 && !trailingParticles[st] && !phrasalParticles[st] &&
		!objectEnd[st] && !prepositions[st] && !determiners[st] && !strings.HasSuffix(st, "ly") &&
		(objectEnd[after] || prepositions[after])
}

// cutQualifier marks in as Qualified when objectSpan cut a participle
// phrase after its object obj (rest[:i] read, the participle at len(obj)),
// and says a bare plural left by the cut with "the": "recurring items
// expected for a date range" are "the recurring items". A qualifier
// naming an agent ("routes created by the athlete") does not count: the
// name's modifier is then the agent, no kind of the thing.
func cutQualifier(in *intent, rest, obj []string, i int) {
	switch {
	case i < len(rest) && i > 0 && len(obj) < i:
		in.Qualified, _ = postParticiple(rest, i-1)
	case i == len(rest) && len(obj) < len(rest):
		in.Qualified, _ = postParticiple(rest, len(obj))
		in.Qualified = in.Qualified && len(obj)+1 < len(rest) && !strings.EqualFold(rest[len(obj)+1], "by")
	}
	if f := strings.Fields(in.Object); in.Qualified && len(f) > 0 && isLowerWord(f[0]) && !determiners[f[0]] && plural(lastWord(in.Object)) {
		in.Object = "the " + in.Object
	}
}

// recordVerbs are acts that put something on record or send it, which a
// person asks to be done, never asks about: "log the leftover servings",
// not "Could I get the leftover servings?".
var recordVerbs = map[string]bool{"log": true, "record": true, "report": true, "submit": true, "register": true,
	"file": true, "add": true, "create": true, "send": true, "post": true, "book": true, "reserve": true,
	"schedule": true, "update": true, "delete": true, "set": true, "mark": true, "flag": true, "cancel": true,
	"pay": true, "issue": true, "assign": true, "upload": true, "save": true, "enter": true, "note": true,
	"queue": true, "request": true, "remove": true, "approve": true, "reject": true}

// writtenAct makes an act whose verb records or changes something no
// read: a question plan ("What's …?", "Can I get …?") asks for a thing,
// and a tool that logs or files one is asked to do it. A tool whose
// server says it changes something and whose verb only reads ("query",
// "search") stays a read: words rarely lie about the act.
func writtenAct(t ToolInfo, in intent) intent {
	if in.Read && !in.Fixed && (recordVerbs[firstWord(in.Verb)] || t.Effect == EffectChanges && !readVerbs[firstWord(in.Verb)]) {
		in.Read = false
	}
	return in
}
