package prompt

import "strings"

// cutShortWords are the cut-short words a parameter's name may end in, with
// the word a person says for them: "batch_no" is asked for as the
// batch's number ("Which batch is it? I'll need its number."), not
// "Which batch no should I use?".
var cutShortWords = map[string]string{"no": "number", "nr": "number", "num": "number", "qty": "quantity"}

// spokenLast is noun with its last word said whole when it is cut short
// (cutShortWords) after the thing it belongs to: "batch no" → "batch
// number". A noun of one word is returned as it is.
func spokenLast(noun string) string {
	f := strings.Fields(noun)
	if len(f) < 2 {
		return noun
	}
	if w, ok := cutShortWords[f[len(f)-1]]; ok {
		f[len(f)-1] = w
	}
	return strings.Join(f, " ")
}

// ownsThings tells whether p, an organisation, is the one things belong
// to (an owner, an org, a namespace or workspace holding repositories or
// projects), by the words of its name; a supplier or a client is not.
func ownsThings(p Param) bool {
	for w := range strings.FieldsSeq(strings.ToLower(splitCamel(p.Name))) {
		switch strings.Trim(w, "_-") {
		case "owner", "org", "organization", "organisation", "namespace", "workspace", "account", "team", "group":
			return true
		}
	}
	return false
}

// labelChoiceSaid says a choice that carries its label ("phase_3",
// "tier_2") in words, "phase 3"; other values as they are.
func labelChoiceSaid(v string) string {
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return v
		}
	}
	return strings.ReplaceAll(v, "_", " ")
}
