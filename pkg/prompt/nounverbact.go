package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// viewHeads are nouns that follow another noun to name a view of it ("jobs
// sheet", "pitch detail", "machinery list"): a description opening so is a
// noun phrase, and its first word no verb the tool's name confirms (was "I
// want to jobs a sheet" for gk_jobs, "jobs sheet"; now the sheet is asked
// for).
var viewHeads = map[string]bool{"sheet": true, "detail": true, "details": true, "list": true, "info": true,
	"record": true, "records": true, "log": true, "card": true, "profile": true, "page": true, "view": true,
	"+": true, "&": true}

// nounShapedVerb tells whether v, a word a tool's name ends on, has the
// shape of a noun rather than a verb the verb list lacks: a plural ("jobs")
// or a clipped word with no vowel ("hrs").
func nounShapedVerb(v string) bool {
	return plural(v) && !strings.HasSuffix(v, "us") && !strings.HasSuffix(v, "is") || !strings.ContainsAny(v, "aeiouy")
}

// nounVerbAct reads a terse clause that opens on a verb that is a noun as
// often (nounVerbs: "Log damage found at handback", "sign off job",
// "record chem application") as the act, when the tool's name does not
// spell that word: a name "damage.report" or "gk_job_done" says the noun,
// so the description's first word is what the tool does to it. A name that
// spells the word ("get_order_status" of "Order status for a store") keeps
// the clause a noun phrase, as does a plural or a view noun after the word
// ("Log entries", "Record count"); a clause after it ("Record issuing a
// key", "set who the packet goes to", "record fired blast") is left to the
// readers of such clauses, and a name that opens on a verb
// ("recordHarvest" of "Log fruit picked …") states the act itself. ok is
// false for any other clause.
//
// Was "Do you mind pulling up the damage report on boat JZ32 …" for a tool
// that logs damage; now "log damage on boat JZ32 …".
func nounVerbAct(name, clause string) (intent, bool) {
	w := strings.Fields(clause)
	if len(w) < 2 {
		return intent{}, false
	}
	v := strings.ToLower(w[0])
	if !nounVerbs[v] || v != verbBase(v) {
		return intent{}, false
	}
	next := strings.ToLower(strings.Trim(w[1], ".,;:()"))
	if particles[next] && len(w) > 2 {
		next = strings.ToLower(strings.Trim(w[2], ".,;:()"))
	}
	if next == "" || determiners[next] || next == "of" || next == "is" || next == "are" || plural(next) ||
		viewHeads[next] || readoutHeads[next] || prepositions[next] || objectEnd[next] || !lettersOnly(next) ||
		whoClause[next] || len(next) > 4 && (strings.HasSuffix(next, "ing") || strings.HasSuffix(next, "ed")) {
		return intent{}, false
	}
	nw := nameWords(name)
	if len(nw) > 0 && verbs[nw[0]] {
		return intent{}, false // "recordHarvest": the name states the act
	}
	for _, x := range nw {
		if x == v || role.SingularToken(x) == v {
			return intent{}, false
		}
	}
	return clauseIntent(clause, false)
}

// oneWordAct gives the act of a description that is its verb alone
// ("Cancel." of cancel-appointment): the name says what is acted on, so
// the intent is the name's when it opens on the same verb ("cancel an
// appointment"; was "Mind canceling with the appointment?"). ok is false
// for any other clause or name.
func oneWordAct(name, clause string, in intent) (intent, bool) {
	if in.Object != "" || len(strings.Fields(clause)) != 1 {
		return intent{}, false
	}
	nw := nameVerbFirst(nameWords(name))
	if len(nw) < 2 || nw[0] != strings.Fields(in.Verb)[0] {
		return intent{}, false
	}
	got, ok := clauseIntent(strings.Join(nw, " "), false)
	if !ok || got.Object == "" {
		return intent{}, false
	}
	return got, true
}

// inVerbs take "in" as their particle before an object ("Scan in a mail
// bag", "check in a guest", "book in a car"): the "in" is no place, which
// cut the object away (was "Mind scanning at 17:30 for a tracked bag?",
// the bag lost; now "scan in a mail bag").
var inVerbs = map[string]bool{"scan": true, "check": true, "book": true, "sign": true, "log": true, "clock": true,
	"hand": true, "key": true, "fill": true, "phone": true, "call": true, "drop": true, "fit": true}

// inParticle tells whether rest, the words after verb base, opens on an
// "in" that is base's particle: "in" then a determiner and at least one
// more word.
func inParticle(base string, rest []string) bool {
	return inVerbs[base] && len(rest) > 2 && strings.EqualFold(rest[0], "in") && determiners[strings.ToLower(rest[1])]
}

// activeQualifier tells whether rest[i] is the -ing form of a verb of
// coming, going or staying after a noun, going on with a place ("a mail
// bag arriving on the boat or plane", "guests staying at the hotel"): the
// object ends at the noun, where it was "a mail bag arriving". Other -ing
// words after a noun are as often one compound with it ("kiln firing",
// "milk meter reading", "a boat passing through a lock") and stay.
func activeQualifier(rest []string, i int) bool {
	if !stayingVerbs[strings.ToLower(rest[i])] || i+2 >= len(rest) {
		return false
	}
	prev := strings.ToLower(rest[i-1])
	next := strings.ToLower(rest[i+1])
	return !determiners[prev] && !prepositions[prev] && !objectEnd[prev] && prev != "and" && prev != "or" && isLowerWord(prev) && (objectEnd[next] || prepositions[next])
}

// stayingVerbs are -ing forms of verbs of coming, going or staying, which
// after a noun qualify it (activeQualifier).
var stayingVerbs = map[string]bool{"arriving": true, "leaving": true, "departing": true, "returning": true,
	"waiting": true, "staying": true, "sitting": true, "standing": true, "living": true, "coming": true,
	"going": true, "travelling": true, "traveling": true, "parked": true}

// prepKeyed says a value whose key ends on a preposition ("by" of "before
// kick-off etc, HH:MM", "arrived_on", "hold_at") after the key's words, as
// a phrase: "by 17:00", "arrived on PFN-0715", never `The by is "17:00"`
// nor `with arrived on set to "PFN-0715"`. ok is false for other keys and
// for values that are not a short code, time or name (a sentence, a
// quoted text).
func prepKeyed(hl, x string) (argWords, bool) {
	w := strings.Fields(hl)
	if len(w) == 0 || len(w) > 3 || !dangling(hl) || len(w) == 1 && role.Participle(w[0]) || x == "" ||
		strings.ContainsAny(x, "\"`\n") || len(strings.Fields(x)) > 4 || sentenceLike(x) {
		return argWords{}, false
	}
	return argWords{text: hl + " " + x}, true
}

// madeKind says the value of an undescribed one- or two-letter enum key
// of a tool that makes a thing as the kind of thing made: t=spray on
// "add job" is "a spray job", where "by spray" read as how it is done.
// ok is false when the tool makes nothing, its object has no noun, or the
// value is more than two words.
func (st *funcState) madeKind(x string) (string, bool) {
	if st.data == nil || !makes(st.data.Tool.intent) {
		return "", false
	}
	noun := objectNoun(st.data.Tool.intent)
	v := spokenEnum(x)
	if v != strings.ToUpper(v) {
		v = strings.ToLower(v) // a code keeps its capitals: "an RNW order"
	}
	if noun == "" || !isLowerWord(noun) || len(strings.Fields(v)) > 2 || v == noun {
		return "", false
	}
	return fixArticle("a " + v + " " + noun), true
}

// lastVerbName orders a name whose last word is a verb and whose words
// before it are its object ("parcel track", "boat schedule"): a head a
// person reads ("schedule", "report": readoutHeads) or a figure measured
// ("pass rate", "risk score": measureHeads) keeps the name a noun
// phrase, got as a thing ("the boat schedule", "the pass rate", never
// "rate pass"); any other verb is said
// first, with its object ("track parcel"). Both were the verb alone
// ("Can you schedule, boat SKR?", "Let's track on tracking KX…"). A clip
// before the verb ("rx list") is no word to say (spelledNoun).
func lastVerbName(words []string) []string {
	last := words[len(words)-1]
	if readoutHeads[last] || measureHeads[last] {
		return words
	}
	return append([]string{last}, words[:len(words)-1]...)
}

// measureHeads are verbs that, last in a name after a noun, name a figure
// measured of it ("pass rate", "credit score", "fill ratio"), not an act
// on it.
var measureHeads = map[string]bool{"rate": true, "score": true, "ratio": true, "average": true, "total": true}
