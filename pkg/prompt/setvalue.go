package prompt

import (
	"encoding/json"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// limitHeads are objects a number sets by itself: "set the rate limit
// for key k-3 to 120 requests per minute".
var limitHeads = map[string]bool{"limit": true, "cap": true, "quota": true, "rate": true, "threshold": true,
	"budget": true, "allowance": true, "ceiling": true, "maximum": true, "max": true}

// setVerbs set a value of a thing: what they set is said "to" its value.
var setVerbs = map[string]bool{"set": true, "update": true, "change": true, "adjust": true, "configure": true,
	"edit": true, "modify": true, "raise": true, "lower": true, "increase": true, "decrease": true}

// valueOfObject says the value of a parameter that is itself what the
// tool sets ("cap" of "Set the spending cap for a card", "timezone" of
// "Set the timezone of a calendar") as what the object becomes: "set the
// spending cap on card 81 to 40", not "set the spending cap, with cap
// 40". ok is false for any other parameter.
func (st *funcState) valueOfObject(p Param, in intent) (argWords, bool) {
	if !setVerbs[firstWord(in.Verb)] || in.Object == "" || in.Read || identifies(p) || roleKind(p) == role.ID {
		return argWords{}, false
	}
	head := objectNoun(in)
	hw := p.lowerHumanWords()
	if len(hw) == 0 {
		return argWords{}, false
	}
	last := hw[len(hw)-1]
	var v string
	switch x := p.Value.(type) {
	case json.Number, float64, int, int64:
		v = words(x)
		switch {
		case strings.Contains(" "+strings.Join(hw, " ")+" ", " per "):
			v += " " + strings.Join(hw, " ") // "to 120 requests per minute"
		case last != head && last != head+"s" && !limitHeads[head]:
			return argWords{}, false
		}
	case string:
		if x == "" || strings.ContainsRune(x, '\n') || len(x) > 60 || looksJSON(x) {
			return argWords{}, false
		}
		v = x
		if strings.ContainsAny(x, " ,") {
			v = quoteOnce(x)
		}
	default:
		return argWords{}, false
	}
	if last != head && last != head+"s" && strings.Join(hw, " ") != head && !(limitHeads[head] && strings.Contains(v, " per ")) &&
		!(limitHeads[head] && len(hw) == 1) {
		return argWords{}, false
	}
	return argWords{text: "to " + v, lead: true}, true
}
