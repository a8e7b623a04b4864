package prompt

import "strings"

// clippedValues are choice values written as clipped words that mean one
// thing in any list ("recv", "acct"): said spelled out ("status to
// received", "on account"), never "status to recv", "by acct". The list
// of choices in the schema maps the full word back to the value.
var clippedValues = map[string]string{"recv": "received", "rcvd": "received", "acct": "account",
	"pend": "pending", "cancld": "cancelled", "compl": "completed", "appr": "approved", "rej": "rejected"}

// unclippedValue is the choice value x spelled out when it is a clipped
// word (clippedValues), in x's case; x itself otherwise.
func unclippedValue(x string) string {
	w, ok := clippedValues[strings.ToLower(x)]
	if !ok {
		return x
	}
	if x == strings.ToUpper(x) {
		return strings.ToUpper(w)
	}
	return w
}

// UnclippedValue is unclippedValue for package generate, which checks a
// request still says a value it keeps ("by account" says "acct").
func UnclippedValue(x string) string { return unclippedValue(x) }
