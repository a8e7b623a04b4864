package prompt

import (
	"strings"
	"unicode"
)

// flagHead is the word of a flag's key that names its thing: the word
// before the key's first preposition ("letter_to_gp": "letter"), else
// its last word ("send_sms_reminder": "reminder").
func flagHead(p Param) string {
	kw := p.lowerHumanWords()
	for i, k := range kw {
		if i > 0 && prepositions[k] {
			return kw[i-1]
		}
	}
	if len(kw) == 0 {
		return ""
	}
	return kw[len(kw)-1]
}

// phraseEnds are words that end a flag's noun phrase besides
// prepositions and determiners: a relative or a time clause ("the
// surveyor who did the site visit", "a reminder 48 hours before").
var phraseEnds = map[string]bool{"who": true, "that": true, "which": true, "so": true, "when": true, "where": true,
	"before": true, "after": true, "and": true, "or": true, "unless": true, "around": true, "across": true, "through": true,
	"within": true, "between": true, "about": true, "along": true, "near": true, "inside": true, "outside": true,
	"over": true, "under": true, "behind": true, "beyond": true, "against": true, "per": true, "via": true}

// flagNounCut cuts a flag's object words rest (from its description's
// clause) after the noun phrase that holds its key's head word: a person
// names the thing the flag turns on, not the description's whole clause
// ("Send SMS confirmation to the patient" on send_confirmation: "send
// SMS confirmation"; "Send an SMS reminder 48 hours before" on
// send_sms_reminder: "send an SMS reminder"; a head of five letters or
// more names the words it begins: "photo" is "the photograph"). rest is
// unchanged when the key's head is not a word of it, is a participle
// ("sheeted") or ends it.
// Object words that start "as" get the "it" they are said of ("Mark as a
// decision by the controller": "mark it as a decision").
func flagNounCut(p Param, rest []string) []string {
	h := strings.TrimSuffix(flagHead(p), "s")
	if len(h) < 3 || strings.HasSuffix(h, "ed") {
		return rest
	}
	i := -1
	for k, r := range rest {
		if l := strings.ToLower(r); strings.TrimSuffix(l, "s") == h || len(h) >= 5 && strings.HasPrefix(l, h) {
			// "photo" names "the photograph", "expedite" "the expedited fee"
			i = k
			break
		}
	}
	if i < 0 {
		return rest
	}
	j := i + 1
	for ; j < len(rest); j++ {
		if strings.ContainsAny(rest[j-1], ",;:()") {
			break
		}
		l := strings.ToLower(rest[j])
		if prepositions[l] || determiners[l] || phraseEnds[l] || strings.IndexFunc(l, unicode.IsDigit) >= 0 {
			break
		}
	}
	if j >= len(rest) || j-1 > 0 && strings.HasSuffix(strings.ToLower(rest[j-1]), "ed") {
		// "items diverted to reuse partners": a participle after its noun
		// is a clause of its own, not the end of the thing's name
		return rest
	}
	out := append([]string(nil), rest[:j]...)
	if strings.EqualFold(out[0], "as") {
		// "Mark as a decision by …": "mark it as a decision"
		out = append([]string{"it"}, out...)
	}
	out[j-1] = strings.TrimRight(out[j-1], ",;:")
	return out
}

// keyAdjNoun says an include flag keyed by its verb and one adjective
// ("include_unreconciled", "show_archived") by that adjective before the
// things its description names with a clause after them ("Include
// transactions not yet reconciled to the bank": "unreconciled
// transactions"), the way a person names them; ok is false for other
// keys and for a description whose things have no clause after them.
func keyAdjNoun(p Param, verb string, rest []string) (string, bool) {
	kw := p.lowerHumanWords()
	if len(kw) != 2 || verbBase(kw[0]) != verb || len(rest) < 3 {
		return "", false
	}
	a := kw[1]
	if !strings.HasSuffix(a, "ed") && !strings.HasPrefix(a, "un") && !strings.HasPrefix(a, "non") {
		return "", false
	}
	n := strings.ToLower(rest[0])
	next := strings.ToLower(rest[1])
	if !pluralNoun(n) || !plainWord.MatchString(n) || !(phraseEnds[next] || next == "not" || strings.HasSuffix(next, "ed")) {
		return "", false
	}
	return a + " " + n, true
}

// stateDesc says a flag keyed by one participle whose description names
// a thing and that state ("Load sheeted before leaving site" on
// "sheeted") as the thing in that state ("with the load sheeted", "with
// the load not sheeted"), never as an order to the thing's verb ("and
// load sheeted before leaving site"); ok is false for other flags. v is
// the description's first word, rest the words after it.
func stateDesc(p Param, v string, rest []string, x bool) (string, bool) {
	kw := p.lowerHumanWords()
	if len(kw) != 1 || len(rest) == 0 || !strings.HasSuffix(kw[0], "ed") || strings.ToLower(rest[0]) != kw[0] {
		return "", false
	}
	if x {
		return "with the " + v + " " + kw[0], true
	}
	return "with the " + v + " not " + kw[0], true
}
