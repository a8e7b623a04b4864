package generate

import (
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// changeSaid words a follow-up's second turn (ask) and, for a call the
// client did not run, its correction (redo), changing p of u's tool from
// old to its value in a2, the second call's arguments; text is the first
// request. A number is said in the words the first request says it with
// ("a reading of 3 m³", "40 km/h"), not by its parameter's name ("with a
// reading m3 of 3"). The request's words are drawn from a source of
// their own, so the turns after them stay as they were.
func (w *worker) changeSaid(u *unit, rng *rand.Rand, index int, p prompt.Param, old any, a2 map[string]any, text string) (ask, redo string) {
	pt := u.tool
	args := cloneArgs(a2)
	args[p.Name] = old
	named := sameKind(pt.bind.Params(), p) || namesOther(pt.bind.Params(), args, p) || pastedAmong(p, args)
	said := w.r.ArgSaid(pt.bind, kindRand(w.g.opts.Seed, u.hash, index^0x5a1d), index, a2, p.Name)
	ask = prompt.FollowUpSaid(rng, p, a2[p.Name], named, said)
	redo = prompt.RedirectSaid(rng, p, old, a2[p.Name], named, said, text)
	if another, ok := anotherMade(pt, p, a2[p.Name], rng); ok {
		ask = another
	}
	return ask, redo
}

// anotherMade words the request for one more thing made by pt, called
// value, when p is the name or title pt gives what it makes: "And another
// one called "Sprint board", please.", not "And for Sprint board as
// well, please.", which asks about a board that exists.
func anotherMade(pt *prepTool, p prompt.Param, value any, rng *rand.Rand) (string, bool) {
	s, ok := value.(string)
	if !ok || s == "" || !makesThing(pt) || !prompt.NewThingName(p) {
		return "", false
	}
	return prompt.FollowUpAnother(rng, p, s), true
}

// clashes tells whether changing p to its value in other would give it
// the value another argument of args already has: "Same again, but to
// the weekend port?" after a trip from the weekend port asks for a trip
// from a port to itself, which no person asks.
func clashes(p prompt.Param, args, other map[string]any) bool {
	v, ok := other[p.Name].(string)
	if !ok || v == "" {
		return false
	}
	for k, a := range args {
		if s, ok := a.(string); ok && k != p.Name && strings.EqualFold(s, v) {
			return true
		}
	}
	return false
}

// dropsAny tells whether second leaves out a value first sets: "the
// same" then says a value the second call does not have ("… a radius
// of 1500 m? Also the same at 45.48, -73.53." of a call without the
// radius), so the two requests are said whole instead.
func dropsAny(first, second map[string]any) bool {
	for k := range first {
		if _, ok := second[k]; !ok {
			return true
		}
	}
	return false
}

// nounLeads are the words after which a plain word starts a noun phrase
// ("for work order 17", "the notification setting 4535"), and verbAfter
// those after which it is a verb ("now grab setting 4535").
var (
	nounLeads = map[string]bool{"the": true, "a": true, "an": true, "for": true, "on": true, "in": true, "of": true, "at": true,
		"from": true, "to": true, "into": true, "with": true, "by": true, "about": true, "under": true}
	verbAfter = map[string]bool{"now": true, "can": true, "could": true, "would": true, "will": true, "please": true, "you": true,
		"to": true, "i": true, "we": true, "let's": true, "just": true, "also": true, "and": true, "then": true, "mind": true}
	// afterVerb are the particles and pronouns that follow a verb
	// ("bring up", "show me"): the noun after them is the whole noun.
	afterVerb = map[string]bool{"up": true, "out": true, "down": true, "back": true, "off": true, "me": true, "us": true,
		"them": true, "him": true, "her": true}
)

// compoundStart is where the noun before a value said at text[j:] starts
// when the word before that noun is part of it ("notification" of
// "notification setting 4535"): k < j then. k is j when the word before
// is no part of it (a verb after "now", a preposition) and ok is false
// when that cannot be told ("grab notification setting 4535" may be a
// setting grabbed or a notification): a back-reference there could
// split the noun ("grab notification that setting").
func compoundStart(text string, j int) (k int, ok bool) {
	head := strings.TrimRight(text[:j], " ")
	if len(head) == len(text[:j]) {
		return j, true // the noun opens a line or follows a mark
	}
	f := strings.Fields(head)
	if len(f) == 0 {
		return j, true
	}
	prev := f[len(f)-1]
	if strings.IndexFunc(prev, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 || nounLeads[prev] || verbAfter[prev] ||
		cutPreps[prev] || actStop[prev] || notNoun[prev] || verbLeads[prev] || afterVerb[prev] || strings.HasSuffix(prev, "ing") {
		return j, true // "look up that notification", "show me that one", "mind grabbing that customer"
	}
	if len(f) == 1 {
		return j, false
	}
	pp := strings.ToLower(strings.Trim(f[len(f)-2], ","))
	switch {
	case verbAfter[pp] || verbLeads[pp]:
		return j, true // "now grab setting 4535"
	case nounLeads[pp]:
		return len(head) - len(prev), true
	}
	return j, false
}

// disorders tells whether changing p to its value in other would put the
// call's range or sequence out of order where args has it in order: a
// return date corrected to a day before the pickup ("It should be 23
// December" beside a pickup on 20 January) is no correction a person
// makes.
func disorders(p prompt.Param, args, other map[string]any) bool {
	if _, ok := other[p.Name]; !ok || synth.OutOfOrder(args) {
		return false
	}
	a2 := cloneArgs(args)
	a2[p.Name] = other[p.Name]
	return synth.OutOfOrder(a2)
}
