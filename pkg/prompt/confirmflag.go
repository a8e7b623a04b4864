package prompt

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
		alone := st.turn("Yes, I'm sure.", "I'm sure, go ahead.", "Go ahead, I'm sure.")
		return argWords{text: st.turn("and yes, I'm sure", "and I'm sure about it"), alone: alone, own: true}, true
	}
	return argWords{text: st.turn("but I haven't confirmed it yet", "though I'm not confirming it yet"),
		alone: st.turn("I haven't confirmed it yet, though.", "Don't treat it as confirmed yet."), own: true}, true
}
