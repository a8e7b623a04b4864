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
