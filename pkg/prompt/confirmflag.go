package prompt

import "strings"

// confirmKeys are the keys of a flag that confirms an act the tool would
// otherwise refuse ("confirm", "confirmed", "are_you_sure"): a person
// says they are sure, never "and confirm it", which reads as a second act.
var confirmKeys = map[string]bool{"confirm": true, "confirmed": true, "confirmation": true,
	"are you sure": true, "i am sure": true, "sure": true, "confirm delete": true, "confirm deletion": true}

// confirmFlag says a confirming flag the way a person answers "are you
// sure?": true is "yes, I'm sure" (said on its own after the request),
// false that they have not confirmed yet. Both say the value, so the flag
// stays grounded; ok is false for any other flag.
func (st *funcState) confirmFlag(p Param, x bool) (argWords, bool) {
	hw := p.lowerHumanWords()
	key := ""
	for i, w := range hw {
		if i > 0 {
			key += " "
		}
		key += w
	}
	if !confirmKeys[key] {
		return argWords{}, false
	}
	if x {
		alone := st.turn(consentSaid...)
		return argWords{text: st.turn("and yes, I'm sure", "and I'm sure about it"), alone: alone, own: true}, true
	}
	return argWords{text: st.turn("but I haven't confirmed it yet", "though I'm not confirming it yet"),
		alone: st.turn("I haven't confirmed it yet, though.", "Don't treat it as confirmed yet."), own: true}, true
}

// consentSaid are the sentences that give a confirming flag on their own
// after a request (confirmFlag).
var consentSaid = []string{"Yes, I'm sure.", "I'm sure, go ahead.", "Go ahead, I'm sure."}

// ConsentOnce drops from text, a message asking for several changes at
// once, each consent sentence (consentSaid) after its first: one "Go
// ahead, I'm sure." covers every ask of the message, where one after
// each ask reads as a form's checkbox ticked again.
func ConsentOnce(text string) string {
	first := -1
	for _, c := range consentSaid {
		if i := strings.Index(text, c); i >= 0 && (first < 0 || i < first) {
			first = i
		}
	}
	if first < 0 {
		return text
	}
	head, tail := text[:first+1], text[first+1:]
	for _, c := range consentSaid {
		tail = strings.ReplaceAll(tail, " "+c, "")
	}
	return head + tail
}
