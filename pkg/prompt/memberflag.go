package prompt

import (
	"encoding/json"
	"strings"
)

// flagMemberWords says a flag inside an object the way a person says
// what a thing has or is, never its key and "yes": has_elevator=true is
// "with an elevator" (false "no elevator"), is_covered=true "covered"
// (false "not covered"), fragile=true "fragile". h is the key in words.
func flagMemberWords(h string, v bool) string {
	hw := strings.Fields(strings.ToLower(h))
	if len(hw) == 0 {
		return ""
	}
	switch {
	case len(hw) > 1 && (hw[0] == "has" || hw[0] == "have" || hw[0] == "with"):
		thing := strings.Join(hw[1:], " ")
		if !v {
			return "no " + thing
		}
		if l := hw[len(hw)-1]; pluralLooking(l) || strings.HasSuffix(l, "ing") {
			return "with " + thing // has_injuries: "with injuries"; has_parking: "with parking"
		}
		return "with " + fixArticle("a "+thing)
	case len(hw) > 1 && (hw[0] == "is" || hw[0] == "are"):
		hw = hw[1:]
	}
	if v {
		return strings.Join(hw, " ")
	}
	return notWords(hw)
}

// modalNots are the negations of the modal verbs a flag's key may open
// with: can_swim_50m=false is "can't swim 50m", never "not can swim 50m".
var modalNots = map[string]string{"can": "can't", "could": "couldn't", "will": "won't", "would": "wouldn't",
	"should": "shouldn't", "must": "mustn't", "may": "may not", "might": "might not", "does": "doesn't", "did": "didn't"}

// notWords says a flag's words negated: by its modal verb when it opens
// with one ("can swim" → "can't swim"), else led by "not" ("covered" →
// "not covered").
func notWords(hw []string) string {
	if len(hw) > 1 {
		if n, ok := modalNots[hw[0]]; ok {
			return n + " " + strings.Join(hw[1:], " ")
		}
	}
	return "not " + strings.Join(hw, " ")
}

// hasFlagPhrase says a flag of what a thing has as an option of a
// request: "with injuries", "with no injuries".
func hasFlagPhrase(h string, v bool) string {
	if v {
		return flagMemberWords(h, v)
	}
	return "with " + flagMemberWords(h, v)
}

// hasFlag tells whether a flag's key in words says what a thing has
// ("has elevator", "with parking"), said "with an elevator".
func hasFlag(h string) bool {
	hw := strings.Fields(strings.ToLower(h))
	return len(hw) > 1 && (hw[0] == "has" || hw[0] == "have" || hw[0] == "with")
}

// moneyKeys are the last words of an amount's key inside a money object.
var moneyKeys = map[string]bool{"amount": true, "value": true, "price": true, "total": true, "sum": true, "units": true}

// moneyObjectSaid says an object that is only an amount and its
// currency ({"currency": "USD", "value": 395.46}) as the amount a person
// writes, "$395.46" ("395.46 BRL" for a currency without a sign), led by
// what the amount is: "for $395.46" when the key names a plain amount,
// "for a $1500 claim" for claimAmount, "with a $410.07 deposit" for
// deposit. ok is false for any other object.
func (st *funcState) moneyObjectSaid(p Param, x map[string]any) (argWords, bool) {
	if len(x) != 2 {
		return argWords{}, false
	}
	var num, code string
	for k, v := range x {
		w := keyWords(k)
		if len(w) == 0 {
			return argWords{}, false
		}
		switch l := w[len(w)-1]; {
		case l == "currency" || l == "currencycode" || len(w) > 1 && w[len(w)-2] == "currency" && l == "code":
			c, ok := v.(string)
			if !ok || len(c) != 3 || strings.ToUpper(c) != c {
				return argWords{}, false
			}
			code = c
		case moneyKeys[l]:
			n, ok := v.(json.Number)
			if !ok || strings.HasPrefix(string(n), "-") {
				return argWords{}, false
			}
			num = string(n)
		default:
			return argWords{}, false
		}
	}
	if num == "" || code == "" {
		return argWords{}, false
	}
	amt := num + " " + code
	if sign, ok := signOfCode[code]; ok {
		amt = moneyAmount(num, sign)
	}
	hw := p.lowerHumanWords()
	switch {
	case len(hw) == 0 || len(hw) == 1 && plainMoney[hw[0]]:
		return argWords{text: "for " + amt}, true
	case plainMoney[hw[len(hw)-1]] && isWord(hw[len(hw)-2]):
		return argWords{text: "for " + fixArticle("a "+amt+" "+strings.Join(hw[:len(hw)-1], " "))}, true
	}
	return argWords{text: st.turn("with "+fixArticle("a "+amt+" "+strings.Join(hw, " ")), "with "+amt+" as the "+strings.Join(hw, " "))}, true
}
