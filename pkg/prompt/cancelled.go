package prompt

import "math/rand/v2"

// CancelledNotice is the tool message of a read-only call the user
// stopped before it returned: clients run read-only tools without asking
// for approval, so such a call is not declined, but a user who sees the
// wrong value go out can still stop it. The message holds no output of
// the tool.
const CancelledNotice = "The user cancelled this tool call before it returned, so there is no result."

// CancelledAck is the assistant's answer to a call the user cancelled:
// the user stopped it (the assistant never claims it did), what should
// change?
func CancelledAck(rng *rand.Rand) string {
	return pickOne(rng, "OK, you stopped that one. What should I change?",
		"No problem, it's stopped. What would you like me to look up instead?",
		"All right, you cancelled that one. What did you mean?",
		"Got it, you stopped it. What should I use instead?")
}

// ErrorOptions finds the list of choices an error text offers ("covered
// cities are Amsterdam, Berlin and Toronto", "expected one of: a, b"):
// the values a user correcting the failed call picks from. Nil when it
// offers none.
func ErrorOptions(s string) []string { return optionList(s) }
