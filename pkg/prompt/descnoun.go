package prompt

import (
	"regexp"
	"strings"
)

// A terse description often names the thing a tool gives or takes and
// says no act at all: "leaderboard", "Last GPS fix.", "monthly numbers
// (TEFAP/agency reporting)", "LE hold on item", "Lab results for a lot.".
// With no act read, and a clipped name ("lb", "truck_pos", "rpt") that
// says no plain object either, the request fell back to the tool's label
// ("Could you help me with truck T6's pos?", "Give me a hand with
// reporting for December 2025."). descNounAct reads such a description
// as the object: a tool its annotations mark read-only gets it ("get the
// last GPS fix"), and a tool whose name ends or opens on a verb the
// description does not say does that verb to it ("holdPlace": "place an
// LE hold", "lot_analysis_record": "record the lab results").

// descNounWord matches one word of a named thing: letters, with a hyphen
// or an ampersand inside ("drop-off", "B&B"), in any case ("GPS").
var descNounWord = regexp.MustCompile(`^[A-Za-z]+(?:[-&][A-Za-z]+)*$`)

// placeWords are the prepositions danglingWords holds that open where or
// when a thing is ("Free spaces between two dates"): the thing is the
// words before them.
var placeWords = map[string]bool{"near": true, "during": true, "about": true, "per": true, "via": true, "over": true,
	"under": true, "between": true, "within": true, "across": true, "through": true, "around": true, "along": true}

// descNoun returns the noun phrase a description's first clause is, its
// words before the first preposition ("Last GPS fix." → "last GPS fix",
// "Lab results for a lot." → "lab results", "postal/commission bid" →
// "postal bid": of alternatives written with a slash the first), with
// the opening word in lower case unless written in capitals; "" when the
// clause holds anything but one to four plain words before its
// preposition, or ends on a word that names no thing.
func descNoun(desc string) string {
	clause := firstClause(unwrapLines(desc))
	if i := strings.IndexByte(clause, '('); i >= 0 {
		clause = clause[:i]
	}
	var np []string
	for w := range strings.FieldsSeq(strings.TrimRight(strings.TrimSpace(clause), ".")) {
		l := strings.ToLower(w)
		if prepositions[l] || placeWords[l] {
			break
		}
		if i := strings.IndexByte(w, '/'); i > 0 {
			w = w[:i]
		}
		if !descNounWord.MatchString(w) || determiners[l] || danglingWords[l] || phrasalParticles[l] {
			return ""
		}
		if len(np) == 0 && strings.HasPrefix(l, "per-") {
			continue // "Per-vessel remaining quota": the quota, asked for one vessel
		}
		np = append(np, w)
	}
	if len(np) == 0 || len(np) > 4 || len(np) == 1 && verbs[strings.ToLower(np[0])] {
		return "" // "Book in new roll(s)": an act, not a thing named
	}
	head := strings.ToLower(np[len(np)-1])
	if len(head) < 3 || participleAdjectives[head] || vagueHeads[head] || agentNoun(head) {
		return ""
	}
	if np[0] != strings.ToUpper(np[0]) {
		np[0] = strings.ToLower(np[0])
	}
	return strings.Join(np, " ")
}

// descNounAct is the act of a tool whose description names a thing and
// no act (see descNoun): "get the <thing>" for a tool that only reads
// (its annotations say so), else the verb its name opens or ends on
// when the description's thing does not hold that word ("bid-place"
// described "postal/commission bid": "place a postal bid", never "bid a
// postal bid"). ok is false when neither holds.
func descNounAct(t ToolInfo) (intent, bool) {
	desc := unbrandedDesc(t.Description)
	np := descNoun(desc)
	if np == "" {
		return intent{}, false
	}
	inNP := map[string]bool{}
	for w := range strings.FieldsSeq(strings.ToLower(np)) {
		inNP[w] = true
	}
	if t.Effect == EffectReads {
		return intent{Verb: "get", Object: "the " + np, OK: true, Read: true}, true
	}
	if t.Effect != EffectChanges && t.Effect != EffectUnknown {
		return intent{}, false
	}
	words := strings.Fields(strings.ToLower(Humanize(spokenName(unbrandedName(t, desc)))))
	if len(words) < 2 {
		return intent{}, false
	}
	for _, v := range []string{words[len(words)-1], words[0]} {
		if (verbs[v] || tailActs[v] != "") && !readVerbs[v] && !inNP[v] && !inNP[v+"s"] {
			// (tailActs: the verbs noun-first names end on that the
			// description verbs lack, with the article they take)
			obj := "the " + np
			if bringsNew[v] || tailActs[v] == "a " || v == "request" {
				obj = withArticle(np)
			}
			return intent{Verb: v, Object: obj, OK: true}, true
		}
	}
	return intent{}, false
}

// withArticle is np after "a" or "an" as it is said: an initialism by the
// sound of its first letter's name ("an LE hold", "a GPS fix"), other
// words by their own ("an order", "a user").
func withArticle(np string) string {
	first, _, _ := strings.Cut(np, " ")
	if len(first) > 1 && first == strings.ToUpper(first) {
		if strings.ContainsRune("AEFHILMNORSX", rune(first[0])) {
			return "an " + np
		}
		return "a " + np
	}
	return fixArticle("a " + np)
}
