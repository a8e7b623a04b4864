package prompt

import (
	"math/rand/v2"
	"strings"
)

// AfterDone says text, a request of its own, as the user's next turn
// after a change the assistant reported done: "Thanks. Now can you show
// me issue 12?". The request's first word is lowered only when it is a
// word that opens a request (a verb, "can", "what"), never a name or a
// value ("Subscription sub_… — cancel it").
func AfterDone(rng *rand.Rand, text string) string {
	first, rest, _ := strings.Cut(text, " ")
	if afterDoneOpeners[strings.ToLower(first)] && first != "I" && !strings.HasPrefix(first, "I'") {
		return pickOne(rng, "Thanks. Now ", "Great, now ", "Now ", "OK. Now ") + strings.ToLower(first) + " " + rest
	}
	return pickOne(rng, "Thanks. ", "Great. ", "Perfect. ") + text
}

// afterDoneOpeners are the first words of a request that read on after
// "Now": "Now show me …", "Now can you …", "Now what's …".
var afterDoneOpeners = map[string]bool{
	"can": true, "could": true, "would": true, "will": true, "show": true, "list": true, "get": true, "give": true,
	"find": true, "look": true, "pull": true, "grab": true, "fetch": true, "check": true, "search": true,
	"what": true, "what's": true, "which": true, "how": true, "when": true, "where": true, "who": true,
	"let's": true, "please": true, "tell": true, "read": true, "open": true, "see": true, "is": true, "are": true,
	"do": true, "does": true, "mind": true, "go": true, "bring": true,
}

// shortCVC tells whether verb is one syllable ending consonant, vowel,
// consonant ("log", "scan", "trim"): such a verb doubles its last letter
// before -ed ("logged"). Not after w, x or y ("fixed", "played"), and
// not for verbs of two syllables ("edited", "opened"), whose doubling
// depends on stress (doubledDone lists those that double).
func shortCVC(verb string) bool {
	n := len(verb)
	if n < 3 || strings.ContainsRune("wxy", rune(verb[n-1])) {
		return false
	}
	vowel := func(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
	if vowel(verb[n-1]) || !vowel(verb[n-2]) || vowel(verb[n-3]) {
		return false
	}
	for i := 0; i < n-2; i++ {
		if vowel(verb[i]) || verb[i] == 'y' && i > 0 {
			return false // another syllable before the last
		}
	}
	return true
}

// NameDoneAck is DoneAck said from a tool's name when its description
// gives no plain action on a thing ("Open a maintenance work order for a
// turbine component."): words are the name's words, a change verb and
// the thing it is done to ("create", "work", "order"): "Work order
// created.", "Done, I've created the work order.". ok is false when the
// first word is no change verb a tool reports done (nameDoneVerbs), or
// the thing is not one or two plain words.
func NameDoneAck(rng *rand.Rand, words []string) (result, answer string, ok bool) {
	if len(words) < 2 || len(words) > 3 || !nameDoneVerbs[words[0]] {
		return "", "", false
	}
	for _, w := range words[1:] {
		if len(w) < 2 || strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 || notThing[w] {
			return "", "", false
		}
	}
	return doneSaid(rng, words[0], strings.Join(words[1:], " "))
}

// nameDoneVerbs open the names of tools that change one thing and whose
// success is reported as that thing done ("Alarm acknowledged.").
var nameDoneVerbs = map[string]bool{
	"create": true, "add": true, "update": true, "set": true, "schedule": true, "log": true, "record": true,
	"file": true, "open": true, "book": true, "post": true, "send": true, "submit": true, "assign": true,
	"upload": true, "register": true, "enable": true, "disable": true, "pause": true, "resume": true,
	"restart": true, "approve": true, "reject": true, "archive": true, "move": true, "rename": true, "edit": true,
	"modify": true, "change": true, "publish": true, "invite": true, "tag": true, "label": true, "mark": true,
	"attach": true, "link": true, "save": true, "request": true, "order": true, "reserve": true, "extend": true,
	"renew": true, "transfer": true, "pay": true, "issue": true, "trigger": true, "deploy": true, "acknowledge": true,
	"mute": true, "unmute": true, "lock": true, "unlock": true, "enroll": true, "subscribe": true, "rotate": true,
	"grant": true, "confirm": true, "flag": true, "pin": true, "star": true, "share": true, "adjust": true,
	"limit": true, "report": true, "place": true, "apply": true, "start": true, "reschedule": true, "freeze": true,
	"unfreeze": true, "write": true, "insert": true, "patch": true, "replace": true, "reply": true, "comment": true,
}

// notThing are name words that name no thing a change is done to ("by",
// "all", "bulk"): "add_by_id" reports no "By id added.".
var notThing = map[string]bool{"by": true, "all": true, "bulk": true, "batch": true, "to": true, "from": true,
	"for": true, "of": true, "in": true, "on": true, "with": true, "and": true, "or": true, "id": true, "ids": true,
	"multiple": true, "many": true, "new": true, "data": true, "info": true, "details": true, "item": true, "items": true}
