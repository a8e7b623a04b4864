package prompt

import (
	"regexp"
	"strings"
)

// spentOnNouns are what money is spent on rather than kinds of payment
// ("labour", "parts", "postage"): a key of one such word holds the money
// for it, said "£143.16 for labour", never "a £143.16 labour" as if the
// labour were the money.
var spentOnNouns = map[string]bool{"labour": true, "labor": true, "parts": true, "materials": true, "material": true,
	"postage": true, "shipping": true, "delivery": true, "travel": true, "mileage": true, "fuel": true, "food": true,
	"accommodation": true, "lodging": true, "equipment": true, "packaging": true, "handling": true, "insurance": true,
	"callout": true, "cleaning": true, "repairs": true, "disposal": true, "installation": true, "setup": true, "hire": true}

// valuedWords are participles that say how an amount was reached ("quoted
// price", "estimated cost"): the amount is said after them ("quoted at
// £63.82"), never "a £63.82 quoted price".
var valuedWords = map[string]bool{"quoted": true, "estimated": true, "agreed": true, "valued": true, "assessed": true,
	"appraised": true, "budgeted": true, "projected": true, "forecast": true}

// valuedHeads are the money nouns a valuedWords participle qualifies.
var valuedHeads = map[string]bool{"price": true, "cost": true, "value": true, "amount": true, "total": true, "fee": true,
	"charge": true}

// descMoneyHead matches a description naming a key's word with the money
// noun it is ("Labour charge in pounds"): group 1 the word, 2 the noun.
var descMoneyHead = regexp.MustCompile(`(?i)^([a-z]+) (charge|cost|fee|price|amount)\b`)

// moneyWhatSaid says an amount of money a key names by what it pays for
// or how it was reached, as people say it: a key of one word the money
// is spent on ("labour_gbp", "Labour charge in pounds": "£143.16 for
// labour"), a participle and a money noun ("quoted_price_gbp": "quoted at
// £63.82"), a money noun and "override" ("refund_override_gbp": "with
// the refund set to £285.67", never "a refund override of £285.67"). ok
// is false for any other key.
func (st *funcState) moneyWhatSaid(p Param, hw []string, amt string) (argWords, bool) {
	switch {
	case len(hw) == 1 && spentOnNouns[hw[0]]:
		return argWords{text: st.turn("with "+amt+" for "+hw[0], "with "+hw[0]+" at "+amt)}, true
	case len(hw) == 1 && !moneyHeads[hw[0]] && !plainMoney[hw[0]]:
		if m := descMoneyHead.FindStringSubmatch(strings.TrimSpace(p.Description)); m != nil && strings.EqualFold(m[1], hw[0]) {
			what := hw[0] + " " + strings.ToLower(m[2]) // "a £143.16 labour charge"
			return argWords{text: st.turn("with "+fixArticle("a "+amt+" "+what), "with "+fixArticle("a "+what)+" of "+amt)}, true
		}
	case len(hw) == 2 && valuedWords[hw[0]] && valuedHeads[hw[1]]:
		return argWords{text: hw[0] + " at " + amt}, true
	case len(hw) == 2 && hw[1] == "override" && isWord(hw[0]):
		return argWords{text: st.turn("with the "+hw[0]+" set to "+amt, "overriding the "+hw[0]+" to "+amt)}, true
	}
	return argWords{}, false
}
