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
