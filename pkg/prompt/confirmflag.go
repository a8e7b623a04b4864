package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// confirmKeys are the keys of a flag that confirms an act the tool would
// otherwise refuse ("confirm", "confirmed", "are_you_sure"): a person
// says they are sure, never "and confirm it", which reads as a second act.
var confirmKeys = map[string]bool{"confirm": true, "confirmed": true, "confirmation": true,
	"are you sure": true, "i am sure": true, "sure": true, "confirm delete": true, "confirm deletion": true}

// confirmFlag says a confirming flag the way a person answers "are you
// sure?": true is "yes, I'm sure" (said on its own after the request),
// false that they have not confirmed yet. Said inside the request, each
// reads in a question as well as in an order ("Can you pay it, and treat
// it as confirmed?", never "Can you pay it, and I'm sure about it?"). Both say the value, so the flag
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
	if !confirmKeys[key] && !confirmsAct(hw) {
		return argWords{}, false
	}
	if x {
		alone := st.turn(consentSaid...)
		return argWords{text: st.turn("and treat it as confirmed", "and take this as my confirmation"), alone: alone, own: true}, true
	}
	return argWords{text: st.turn("but don't treat it as confirmed yet", "without treating it as confirmed yet"),
		alone: st.turn("I haven't confirmed it yet, though.", "Don't treat it as confirmed yet."), own: true}, true
}

// confirmsAct tells whether a flag's words confirm the act the call
// makes ("confirm payment", "confirm withdrawal", "confirm drain"): the
// user asking for that act is the one who confirms it, so it is said as
// "yes, I'm sure", never "and confirm the payment" (a second act) nor
// "but don't confirm the withdrawal" (an act undone in the asking). The
// word after "confirm" names an act: a verb ("drain") or a noun made
// from one ("payment", "removal", "deletion"), never a thing a
// confirmation goes to or checks ("confirm email", "confirm password").
func confirmsAct(hw []string) bool {
	if len(hw) != 2 || hw[0] != "confirm" {
		return false
	}
	w := hw[1]
	if (verbs[w] || confirmedVerbs[w]) && !strings.HasSuffix(w, "s") {
		return true
	}
	for _, e := range []string{"ment", "tion", "sion", "ure"} {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	// withdrawal, removal, renewal, approval, disposal (never "total",
	// "email", "signal": a word whose head is no verb)
	head, ok := strings.CutSuffix(w, "al")
	return ok && (verbs[head] || verbs[head+"e"] || confirmedVerbs[head] || confirmedVerbs[head+"e"])
}

// confirmedVerbs are verbs of acts a tool asks to have confirmed that the
// description verbs (verbs) lack: "confirm drain", "confirm disposal".
var confirmedVerbs = map[string]bool{"drain": true, "wipe": true, "dispose": true, "reverse": true, "rent": true, "evict": true}

// consentSaid are the sentences that give a confirming flag on their own
// after a request (confirmFlag). None opens on "Yes": after a request
// asked as a question ("Mind wiping locker L-14?") a "Yes, …" reads as
// the person answering themselves.
var consentSaid = []string{"I'm sure about this.", "I'm sure, go ahead.", "Go ahead, I'm sure."}

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

// repeatWords open or close the key of a field that takes a value typed
// a second time to confirm an act (confirm_return_id,
// confirmAccountNumber).
var repeatWords = map[string]bool{"confirm": true, "confirmation": true, "confirmed": true, "verify": true,
	"repeat": true, "retype": true, "reenter": true, "cfm": true}

// repeatedConfirm says a confirmation field that repeats another
// argument's value the way a person types a value twice: as their
// confirmation of it, after the request ("Void return RT-2024-00871.
// I'm sure I want to void RT-2024-00871."), never as one more field (was 'with the
// confirm return id "RT-2024-00871"'). ok is false for other keys and
// for a value no other argument holds.
func (st *funcState) repeatedConfirm(p Param, x string, in intent) (argWords, bool) {
	if st.data == nil || x == "" {
		return argWords{}, false
	}
	ts := role.Tokens(p.Name)
	if len(ts) == 0 || !repeatWords[ts[0]] && !repeatWords[ts[len(ts)-1]] {
		return argWords{}, false
	}
	other := false
	for k, v := range st.data.Args {
		if s, ok := v.(string); ok && k != p.Name && s == x {
			other = true
		}
	}
	if !other {
		return argWords{}, false
	}
	// Never "Yes, …": after a question ("Mind canceling job PJ64-08818?")
	// it answers it ("Yes, cancel PJ64-08818."). And the value typed again
	// is said again: "I'm sure about this." leaves the confirming field to
	// be guessed.
	alone := st.turn("I'm sure about "+x+".", "To confirm, that's "+x+".", "Go ahead with "+x+", I'm sure.")
	if v := confirmVerb(in); v != "" {
		alone = st.turn("I'm sure I want to "+v+" "+x+".", "To confirm: "+v+" "+x+".", "I really do want to "+v+" "+x+".")
	}
	return argWords{text: "confirming " + x, alone: alone, own: true}, true
}

// confirmVerb is the verb of in a person repeats to confirm the act on a
// thing ("Yes, discard NLU97-7469-5387." after "Can we discard find
// NLU97-7469-5387?"), where a field repeats the id the call acts on: the
// form's "I confirm: NLU97-7469-5387." is no sentence a person types. ""
// for a read or an act that makes a new thing ("record a departure": the
// ear tag repeated is not what is recorded), a verb with capitals or one whose particle sits in its
// object ("snap a show off the grid": "Yes, snap …" loses "off").
func confirmVerb(in intent) string {
	v := in.Verb
	if v == "" || readVerbs[v] || bringsNew[v] || !isLowerWord(strings.ReplaceAll(v, " ", "")) || len(strings.Fields(v)) > 2 || len(in.Verbs) > 0 {
		return ""
	}
	for w := range strings.FieldsSeq(strings.ToLower(in.Object + " " + in.Extra)) {
		if phrasalParticles[w] {
			return ""
		}
	}
	return v
}
