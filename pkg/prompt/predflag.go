package prompt

import "strings"

// predicateHeads are state words a flag's key may open on that no suffix
// marks as an adjective (adjectiveFlag reads "eligible", "approved"):
// "ready for sale", "due for service", "fit to fly", "safe to eat".
var predicateHeads = map[string]bool{"ready": true, "due": true, "fit": true, "safe": true, "free": true,
	"clear": true, "subject": true, "open": true, "set": true}

// predicatePreps are the prepositions a state word takes before what the
// state is for: "ready for sale", "open to members".
var predicatePreps = map[string]bool{"for": true, "to": true}

// predicateFlag says a flag whose key is a state and what it is for
// ("readyForSale", "eligible_for_refund", "open_to_public") as the state
// the thing is in: true is "marked ready for sale", false "not ready for
// sale", never "with ready for sale" nor "without ready for sale" (a
// state is no thing to have). hw are the key's words, lower case; ok is
// false for other keys.
func (st *funcState) predicateFlag(hw []string, x bool) (string, bool) {
	if len(hw) < 3 || len(hw) > 4 || !predicatePreps[hw[1]] || !predicateHeads[hw[0]] && !adjectiveFlag(hw[0]) {
		return "", false
	}
	w := strings.Join(hw, " ")
	if x {
		return st.turn("marked "+w, "marked as "+w), true
	}
	return st.turn("not "+w, "marked as not "+w), true
}
