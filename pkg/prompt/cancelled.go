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
var (
	cancelledSaid = []string{"OK, you stopped that one.", "No problem, it's stopped.", "All right, you cancelled that one.",
		"Got it, you stopped it.", "Sure, that one's cancelled.", "OK, no result then.", "Understood, you called that one off."}
	cancelledCloses = []string{"", "", "", "", "", "Let me know what to look up instead.", "Happy to look up something else.",
		"Tell me what to check instead.", "Just say what you'd like me to look at.", "I can look again once you tell me what you need."}
)

// ErrorOptions finds the list of choices an error text offers ("covered
// cities are Amsterdam, Berlin and Toronto", "expected one of: a, b"):
// the values a user correcting the failed call picks from. Nil when it
// offers none.
func ErrorOptions(s string) []string { return optionList(s) }
