package prompt

import "strings"

// qualityChoice says a choice whose label is a quality of the thing
// (visibility, privacy, severity) as the thing having it, never as what
// the request is "for" ("for a hide visibility", "for a confidential
// visibility"): an adjective before the label ("with confidential
// visibility"), any other value as what the label is set to ("with
// visibility set to hide"). ok is false for a label that is no quality.
func qualityChoice(v, label string) (string, bool) {
	if !qualityNoun(label) {
		return "", false
	}
	f := strings.Fields(strings.ToLower(v))
	if len(f) == 1 && adjectiveEnding(f[0]) {
		return "with " + v + " " + label, true
	}
	return "with " + label + " set to " + v, true
}

// qualityNoun tells whether a label, one lower-case word, names a
// quality by its ending ("visibility", "privacy", "openness").
func qualityNoun(label string) bool {
	for _, suf := range []string{"ity", "acy", "ness"} {
		if strings.HasSuffix(label, suf) && len(label) > len(suf)+3 {
			return true
		}
	}
	return false
}

// adjectiveEnding tells whether w, lower case, reads as an adjective by its
// ending ("confidential", "public", "private", "visible").
func adjectiveEnding(w string) bool {
	for _, suf := range []string{"al", "ic", "ive", "ous", "ate", "ible", "able", "ent", "ant", "ed"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			return true
		}
	}
	return false
}

// doneFlag says a true flag named by what someone does, in the third
// person, to a thing (acknowledges_aftercare, accepts_terms) as that
// thing done: "with aftercare acknowledged", "with the terms accepted",
// never "with acknowledges aftercare". hw are the key's words, lower
// case; ok is false for a false flag and any other key.
func doneFlag(hw []string, x bool) (string, bool) {
	if !x || len(hw) < 2 || len(hw) > 3 || !verbs3rd[hw[0]] {
		return "", false
	}
	stem := strings.TrimSuffix(hw[0], "s")
	done := stem + "ed"
	if strings.HasSuffix(stem, "e") {
		done = stem + "d"
	}
	what := strings.Join(hw[1:], " ")
	if pluralLooking(hw[len(hw)-1]) {
		what = "the " + what
	}
	return "with " + what + " " + done, true
}

// verbs3rd are verbs in the third person a flag's key opens with when it
// says a person did something to a thing ("acknowledges_aftercare",
// "accepts_terms", "confirms_identity").
var verbs3rd = map[string]bool{"acknowledges": true, "accepts": true, "confirms": true, "agrees": true,
	"consents": true, "signs": true, "approves": true, "verifies": true, "waives": true, "declines": true}

// changeVerbs are verbs an id key opens with when its ids are what the
// call adds to or takes from a thing (addLabelIds, removeTagIds).
var changeVerbs = map[string]bool{"add": true, "remove": true, "attach": true, "detach": true, "assign": true,
	"unassign": true, "include": true, "exclude": true, "link": true, "unlink": true}

// changeIDs says ids whose key opens with what the call does to them
// (nouns "add labels", "remove label") as that act: "adding labels 5
// and 7", "removing label 9", never "for remove label 9". ok is false
// for a noun that opens with no such verb.
func changeIDs(nouns, list string) (argWords, bool) {
	f := strings.Fields(strings.ToLower(nouns))
	if len(f) < 2 || !changeVerbs[f[0]] {
		return argWords{}, false
	}
	rest := strings.Join(f[1:], " ")
	// no noun nor ref: the ids are what the call changes a thing by,
	// never the thing acted on ("modify label 5" would read so)
	return argWords{text: gerund(f[0]) + " " + rest + " " + list}, true
}
