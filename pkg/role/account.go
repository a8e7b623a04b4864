package role

import "strings"

// IDAccount is a number a bank or a card scheme issues that is no
// payment card: a bank account number (8 to 12 digits), or, with Format
// "card", a fuel, loyalty or driver card's 16 digits.
const IDAccount IDConvention = "account"

// otherCardWords name cards that are not payment cards: their numbers
// are no processor's test card.
var otherCardWords = []string{"fuel", "driver", "loyalty", "library", "membership", "member", "gift", "access", "identity",
	"health", "insurance", "student", "sim", "fleet", "reward", "transit", "travel", "key", "employee", "badge", "discount"}

// otherCard reports whether a card number the name or description names
// is a card of another kind than a payment card ("Fuel card number").
func (c *ctx) otherCard() bool {
	name := strings.ToLower(strings.Join(c.ts, " "))
	if containsAny(name+" "+c.d, "credit", "debit", "payment", "visa", "mastercard", "amex", "charge card") {
		return false
	}
	for _, w := range otherCardWords {
		if c.hasToken(w) || strings.Contains(c.d, w+" card") {
			return true
		}
	}
	return false
}

// bankAccount makes a bank account's number digits of an account's
// length: the name's "account" gave a bank's name ("Granite Bank") or
// its "number" a six-digit row number.
func (c *ctx) bankAccount(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || len(r.Examples) > 0 || r.ID == IDIBAN || !c.hasToken("account", "acct") {
		return
	}
	switch r.Kind {
	case Unknown, Word, ID, Ident, Organisation, Code:
	default:
		return
	}
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	numbered := c.hasToken("number", "no", "num", "nr")
	bank := c.hasToken("bank") || strings.Contains(c.d, "bank") || strings.Contains(tool, "bank")
	if !bank || !numbered && !c.hasToken("bank") && !strings.Contains(c.d, "account number") {
		return
	}
	r.Kind, r.ID, r.Format = ID, IDAccount, ""
	r.Why += "; a bank account's number: digits"
}
