package role

import "regexp"

// reDecimalPattern matches a pattern that accepts a decimal number:
// "^\d+\.\d+$", "^-?[0-9]+(\.[0-9]+)?$", "^\d+(\.\d{1,18})?$".
var reDecimalPattern = regexp.MustCompile(`^\^?-?\??(\\d|\[0-9\])[+*](\{[0-9,]*\})?\(?\\\.(\\d|\[0-9\])`)

// balanceNot are name tokens beside "balance" that make it no money: a
// camera's white balance, a load balancer, a stereo's balance.
var balanceNot = []string{"white", "color", "colour", "load", "audio", "stereo", "channel"}

// moneyString makes a string that holds an amount of money Money: a
// "balance", or a fee or total whose pattern is a decimal number. A name
// no rule read gave a word ("balance": "automatic") or the pattern's
// digits ("0.858557440060348176"); an amount is written with two
// decimals, in the range an account's entries take.
func (c *ctx) moneyString(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || len(r.Examples) > 0 {
		return
	}
	switch r.Kind {
	case Unknown, Word, Number, Text, Code, Organisation:
	default:
		return
	}
	balance := c.hasToken("balance") && !c.hasToken(balanceNot...)
	priced := c.hasToken(moneyTokens...) && reDecimalPattern.MatchString(c.f.Pattern)
	if !balance && !priced {
		return
	}
	r.Kind, r.ID, r.Typical = Money, "", rng(1, 5000, 2)
	r.Why += "; an amount of money: two decimals"
}
