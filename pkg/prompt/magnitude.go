package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/internal/textscan"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// saidMagnitude writes number n of an argument of kind k as people write
// a large amount: a quantity in a unit, a span or a count of ten thousand
// or more with its digits grouped ("126,670 miles", "10,800 seconds",
// "25,000 rows"). Identifiers, codes, years, ports and other numbers that
// name rather than measure keep their digits as they are.
func saidMagnitude(n string, k role.Kind) string {
	switch k {
	case role.Quantity, role.Duration, role.Count:
		return textscan.GroupDigits(n, 5)
	}
	return n
}

// moneyOf says amount n of money parameter p with its currency sign
// (moneyAmount). An amount kept in cents is money whatever its
// description names: it takes "$" when no currency is named and drops
// empty cents ("under $250", never a bare "under 250.00" that reads as
// any number).
func (st *funcState) moneyOf(p Param, n string) string {
	sym := st.currencyOf(p)
	if p.Role.Unit == "cents" {
		if sym == "" {
			sym = "$"
		}
		n = strings.TrimSuffix(n, ".00")
	}
	return moneyAmount(n, sym)
}

// meterReading tells whether the words after a number name a reading of
// a meter, a unit of measure qualified by what it measures ("engine
// hours", "odometer miles"): what a thing stands at, said as "It's at
// 591 engine hours.", never an instruction "Make it 591 engine hours."
// as if the request chose the reading.
func meterReading(what string) bool {
	f := strings.Fields(what)
	if len(f) == 4 && f[1] == "on" && f[2] == "the" && meterWord(f[3]) != "" {
		return true // "hours on the meter" (quantityPhrase's reading)
	}
	return len(f) == 2 && unitWords[f[1]] != "" && unitWords[f[0]] == ""
}

// verbBoundMoney says an amount whose key is a verb and a bound
// (authorizeUpToUsd, spend_at_most) as that act ("and authorize up to
// $200", "authorizing up to $200"), never as a noun ("an authorize up to
// of $200"). hw are the key's words without a currency code; ok is false
// for other keys and for a first word that is no known verb.
func (st *funcState) verbBoundMoney(hw []string, amt string) (argWords, bool) {
	l := len(hw)
	if l < 3 || !(hw[l-2] == "up" && hw[l-1] == "to" || hw[l-2] == "at" && hw[l-1] == "most") {
		return argWords{}, false
	}
	g := gerundOf(hw[0])
	if g == "" {
		return argWords{}, false
	}
	rest := strings.Join(hw[1:], " ") + " " + amt
	return argWords{text: st.turn("and "+hw[0]+" "+rest, g+" "+rest)}, true
}
