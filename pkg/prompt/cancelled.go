package prompt

import "math/rand/v2"

// CancelledNotice is the tool message of a read-only call the user
// stopped before it returned: clients run read-only tools without asking
// for approval, so such a call is not declined, but a user who sees the
// wrong value go out can still stop it. The message holds no output of
// the tool.
const CancelledNotice = "The user cancelled this tool call before it returned, so there is no result."

// CancelledAck is the assistant's answer to a call the user cancelled:
// the user stopped it (the assistant never claims it did), now and then
// with an offer to look up something else; never a stock question ("What
// did you mean?") that fits no call in particular.
func CancelledAck(rng *rand.Rand) string {
	return ackOf(rng, cancelledSaid, cancelledCloses)
}

// cancelledSaid say that the user stopped a call; cancelledCloses offer
// to look again ("" is no offer: the user says what they want next).
// Each is what a person helping says when told to stop, not a report on
// the call ("Understood, you called that one off.", "OK, no result
// then.", nor "OK, that one's off.", which raters read as odd) nor an
// order to speak ("Just say what you'd like me to look
// at."), nor one that closes the talk ("OK, I'll hold off on that one."),
// which the user's next turn, saying what they want instead, then
// contradicts.
var (
	cancelledSaid = []string{"OK, no problem.", "Sure, I'll leave that one.", "No worries, leaving it there.",
		"Got it, I'll drop that one.", "All right, never mind that one.", "OK, I'll hold off on that one.", "Sure, no problem.",
		"Fine, I'll leave it there."}
	cancelledCloses = []string{"", "", "", "", "", "Happy to look up something else.", "I can run it again whenever you like.",
		"Let me know what you need.", "Let me know what you'd like instead."}
)

// ErrorOptions finds the list of choices an error text offers ("covered
// cities are Amsterdam, Berlin and Toronto", "expected one of: a, b"):
// the values a user correcting the failed call picks from. Nil when it
// offers none.
func ErrorOptions(s string) []string { return optionList(s) }
