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
// send_sms_reminder: "send an SMS reminder"). rest is unchanged when the
// key's head is not a word of it, is a participle ("sheeted") or ends it.
// Object words that start "as" get the "it" they are said of ("Mark as a
// decision by the controller": "mark it as a decision").
func flagNounCut(p Param, rest []string) []string {
	h := strings.TrimSuffix(flagHead(p), "s")
	if len(h) < 3 || strings.HasSuffix(h, "ed") {
		return rest
	}
	i := -1
	for k, r := range rest {
		if strings.TrimSuffix(strings.ToLower(r), "s") == h {
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
	if j >= len(rest) {
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
