package generate

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// actStop are the words a shared act phrase does not end on: the
// preposition or article that leads into a request's values ("trip
// history from …" shares "trip history").
var actStop = map[string]bool{"from": true, "for": true, "on": true, "to": true, "in": true, "at": true, "with": true,
	"of": true, "and": true, "the": true, "a": true, "an": true, "by": true, "into": true, "under": true, "over": true,
	"between": true, "against": true, "using": true, "via": true}

// articles are the articles actStop holds.
var articles = map[string]bool{"the": true, "a": true, "an": true}

// sameActRest splits second, a request for the tool first asks for too,
// where it says the act first already says ("I want to bring up trip
// history" of "Look up trip history from …"): rest is what follows the
// act (" from 2025-11-21 through …"), and counted tells whether the act
// names one thing of several ("an adverse event", "a food trader").
// false when second does not open with that act within its first words,
// the act holds one of vals (a value the call sets) or nothing follows it.
func sameActRest(first, second string, vals []string) (rest string, counted bool, ok bool) {
	if strings.ContainsRune(first, '\n') || strings.ContainsRune(second, '\n') {
		return "", false, false
	}
	fw := strings.Fields(strings.ToLower(first))
	for i, w := range fw {
		// "the lineup, max 10" says "the lineup" as "the lineup on …" does
		fw[i] = strings.TrimRight(w, ",;:")
	}
	sw := strings.Fields(second)
	plain := func(w string) bool {
		return w != "" && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' }) < 0
	}
	// The longest run of plain words second opens with (within its
	// first eight words) that first says too.
	// A comma may close the act ("Record a mite treatment, for …"): the
	// word before it ends the run, and the rest opens with the comma.
	comma := func(w string) bool { return strings.HasSuffix(w, ",") && plain(strings.TrimSuffix(w, ",")) }
	bestStart, bestEnd := -1, -1
	for i := 0; i < len(sw) && i < 8; i++ {
		if !plain(sw[i]) {
			break // a value or a clause end before the act: not a plain ask
		}
		for j := i + 1; j <= len(sw) && (plain(sw[j-1]) || comma(sw[j-1])); j++ {
			run := strings.ToLower(strings.TrimSuffix(strings.Join(sw[i:j], " "), ","))
			if !strings.Contains(" "+strings.Join(fw, " ")+" ", " "+run+" ") {
				break
			}
			k := j
			for k > i && actStop[strings.ToLower(sw[k-1])] {
				k--
			}
			if k-i >= 2 && k-i > bestEnd-bestStart {
				bestStart, bestEnd = i, k
			}
			if comma(sw[j-1]) {
				break
			}
		}
	}
	if bestStart < 0 {
		return "", false, false
	}
	closed := strings.HasSuffix(sw[bestEnd-1], ",")
	head := strings.ToLower(strings.TrimSuffix(strings.Join(sw[:bestEnd], " "), ","))
	for _, v := range vals {
		v = strings.ToLower(strings.ReplaceAll(v, "_", " "))
		if len(v) >= 2 && strings.Contains(" "+head+" ", " "+v+" ") {
			return "", false, false // the act says a value of the call ("the cng transaction")
		}
	}
	for w := range strings.FieldsSeq(head) {
		switch w {
		case "what", "which", "how", "whether", "if", "who", "where", "when":
			return "", false, false // "tell me what the keys matching … are": the rest ends its question
		}
	}
	rest = strings.Join(sw[bestEnd:], " ")
	if closed {
		rest = ", " + rest
	}
	if len(strings.Fields(rest)) < 2 || !strings.ContainsAny(rest, "0123456789\"'") && len(strings.Fields(rest)) < 3 {
		return "", false, false
	}
	if lead := strings.ToLower(strings.Fields(rest)[0]); !strings.HasPrefix(rest, ",") && (!actStop[lead] || articles[lead] || lead == "and" || lead == "of") {
		// The rest must lead in with a preposition or a comma ("for
		// subject 169919", ", with a total cost …"): a bare value or a
		// noun after "the same" ("the same 30037981", "another one the
		// car slot") reads as words left out.
		return "", false, false
	}
	for _, w := range sw[bestStart:bestEnd] {
		if l := strings.ToLower(w); l == "a" || l == "an" {
			counted = true
		}
	}
	if bestStart > 0 {
		if l := strings.ToLower(sw[bestStart-1]); l == "a" || l == "an" {
			counted = true
		}
	}
	return rest, counted, true
}

// joinSameAct words two requests for the same tool as one message that
// says the act once: the second request keeps its values and leaves out
// the act the first already asks for ("Look up trip history from
// October 22 to October 25. And the same from November 21 through
// November 24, with a distance of 40 km or more."), rather than asking
// for it again with another verb ("… I want to bring up trip history
// from …"). false when the second request does not open with the act
// (sameActRest, sameActNoun).
func joinSameAct(rng *rand.Rand, calls []spec, reqs []string) (string, bool) {
	if len(calls) != 2 || len(reqs) != 2 || calls[0].pt != calls[1].pt {
		return "", false
	}
	// drops: the second call leaves out a value the first sets, which
	// "the same for …" would carry over; "another one …" (an act that
	// makes one of several things) does not, so only that lead is left.
	drops := dropsText(calls[0].args, calls[1].args) || dropsAny(calls[0].args, calls[1].args)
	vals := callVals(calls[1])
	rest, counted, ok := sameActRest(reqs[0], reqs[1], vals)
	if drops && (!ok || !counted) {
		return "", false
	}
	noun := false
	if !ok {
		// The act right before the thing's id ("Cancel appointment
		// 37536104. Can you also cancel appointment 30037981?"): the
		// same for that thing ("And the same for appointment 30037981.").
		if rest, ok = sameActNoun(reqs[0], reqs[1], vals); !ok || strings.Contains(rest, "the same") {
			return "", false // "the same for product X, the same way"
		}
		rest = withoutRemarks(rest, vals)
		rest, counted = "for "+rest, false
		noun = true
	}
	first := strings.TrimSpace(prompt.JoinRequests(rng, reqs[:1]))
	if end := strings.TrimSuffix(first, "\""); !strings.HasSuffix(end, ".") && !strings.HasSuffix(end, "?") && !strings.HasSuffix(end, "!") {
		return "", false
	}
	// The rest of the second request's first sentence is no question
	// once its ask is gone ("Can you also …?" → "And another one ….").
	if i := restSentenceEnd(rest); i >= 0 && rest[i] == '?' {
		rest = rest[:i] + "." + rest[i+1:]
	} else if i < 0 {
		rest = strings.TrimRight(rest, "?!. ") + "."
	}
	lead := pickOne(rng, "And the same", "Also the same", "Same again")
	if noun {
		// "Same for appointment 300", not "Also the same for …"; the
		// first's "for me" is not said again ("the same for booking
		// 783803 for me"), nor "too" after "the same".
		lead = pickOne(rng, "And the same", "Same", "Same again")
		rest = forMeRe.ReplaceAllString(rest, "$1")
	}
	if counted {
		lead = pickOne(rng, "And another one", "Plus another one", "And one more")
		rest = forMeRe.ReplaceAllString(rest, "$1") // "another one … too" says it twice
	}
	if !strings.HasPrefix(rest, ",") {
		rest = " " + rest
	}
	return first + " " + lead + rest, true
}

// forMeRe matches a "for me", "too" or "as well" closing a clause, which
// a request said as "the same for …" leaves out.
var forMeRe = regexp.MustCompile(` (?:for me|too|as well)([.,?!])`)

// withoutRemarks is rest, the words of a request said after "the same
// for", without its sentences after the first that hold none of vals (a
// remark such as "It's stale." after "Same for task 12."): said again
// after the first request's own, a remark reads as a form's field.
func withoutRemarks(rest string, vals []string) string {
	ss := sentences(rest)
	if len(ss) < 2 || strings.ContainsRune(rest, '\n') {
		return rest
	}
	out := ss[:1]
	for _, s := range ss[1:] {
		l := strings.ToLower(s)
		says := slices.ContainsFunc(vals, func(v string) bool {
			return len(v) >= 2 && strings.Contains(l, strings.ToLower(strings.ReplaceAll(v, "_", " ")))
		})
		// a remark: a few words holding no value, number or quote
		if says || len(strings.Fields(s)) > 6 || strings.ContainsAny(s, "0123456789\"'`") && !strings.Contains(s, "'s ") && !strings.Contains(s, "n't") {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// callVals are the values c sets, as text: its leaves and its top-level
// values.
func callVals(c spec) []string {
	vals := dataset.LeafTexts(c.args)
	for _, v := range c.args {
		vals = append(vals, fmt.Sprint(v))
	}
	return vals
}

// sharesAct tells whether second, the request for c said after first (a
// request for c's tool), opens with the act first asks for, so the two
// can say it once (joinSameAct).
func sharesAct(first, second string, c spec) bool {
	vals := callVals(c)
	if _, _, ok := sameActRest(first, second, vals); ok {
		return true
	}
	_, ok := sameActNoun(first, second, vals)
	return ok
}

// restSentenceEnd is the index of the mark ending the first sentence of s
// (outside quotes), -1 when s has no such mark.
func restSentenceEnd(s string) int {
	quoted := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			quoted = !quoted
		case !quoted && strings.IndexByte(".?!", s[i]) >= 0 && (i+1 == len(s) || s[i+1] == ' '):
			return i
		}
	}
	return -1
}

// pickOne is one of items, at random.
func pickOne(rng *rand.Rand, items ...string) string { return items[rng.IntN(len(items))] }

// askOpeners are the polite openers a user turn may share with the first
// turn of its record; otherOpener swaps one for another.
var askOpeners = []string{"Can you ", "Could you ", "Would you "}

// unlikeOpening words later, a later user turn of a record whose first
// turn is first, so that it does not open with the same polite ask ("Can
// you post a comment …?" then "Can you do that for … too?" reads as one
// form filled twice): its opener is swapped for another of askOpeners.
// later itself when the two open differently.
func unlikeOpening(first, later string) string {
	for i, o := range askOpeners {
		if strings.HasPrefix(later, o) && strings.HasPrefix(strings.TrimSpace(first), o) {
			return askOpeners[(i+1)%len(askOpeners)] + later[len(o):]
		}
	}
	return later
}
