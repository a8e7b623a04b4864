package role

import "strings"

// boundWords end a name that bounds another quantity: "salary_max",
// "price_min", "rent_upper".
var boundWords = map[string]bool{"max": true, "min": true, "maximum": true, "minimum": true, "top": true, "low": true,
	"high": true, "lower": true, "upper": true, "from": true, "to": true}

// hourlyWords say a pay amount is quoted per hour.
var hourlyWords = []string{"hourly", "per hour", "an hour", "/hour", "/hr", "per hr"}

// payNumber classifies a number that is pay or a bound of an amount of
// money: an hourly wage or rate is 15–80, a salary tens of thousands a
// year (hourly when its description says so), and "salary_max",
// "price_min" take the range of what they bound rather than a count's
// 1–50 ("max" alone is a count of results).
func (c *ctx) payNumber() (Role, bool) {
	hourly := containsAny(c.d, hourlyWords...) || c.hasToken("hourly", "hour", "hr")
	pay := c.hasToken("salary", "wage", "wages", "pay", "compensation", "income", "rate")
	switch {
	case hourly && pay && !c.hasToken("count", "number", "id", "hours"):
		return Role{Kind: Money, Typical: rng(15, 80, 2), Why: "name " + c.p.Name + ": an hourly wage"}, true
	case c.hasToken("wage", "wages") && !c.hasToken("count", "number", "id"):
		return Role{Kind: Money, Typical: rng(15, 80, 2), Why: "name " + c.p.Name + ": a wage, hourly unless said otherwise"}, true
	}
	if len(c.ts) < 2 || !boundWords[c.last] {
		return Role{}, false
	}
	stem := c.ts[:len(c.ts)-1]
	for _, t := range stem {
		switch t {
		case "salary", "income", "compensation":
			return Role{Kind: Money, Typical: rng(30000, 180000, 0), Why: "name " + c.p.Name + ": a bound of a yearly salary"}, true
		case "price", "amount", "cost", "fee", "rent", "budget", "payment":
			return Role{Kind: Money, Typical: moneyOf(append([]string{t}, stem...)), Why: "name " + c.p.Name + ": a bound of an amount of money"}, true
		}
	}
	return Role{}, false
}

// PaymentTerms are the payment terms invoices state: net days from the
// invoice date, in the steps businesses use.
var PaymentTerms = []string{"Net 30", "Net 15", "Net 45", "Net 60", "Net 90", "Due on receipt"}

// termsSense makes payment terms the terms invoices state ("Net 30"),
// never a search query or an example's digits changed ("Net 81").
func (c *ctx) termsSense(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || !c.hasToken("terms", "term") {
		return
	}
	if !c.hasToken("payment", "invoice", "credit", "net") && !strings.Contains(c.d, "net ") {
		return
	}
	vals := PaymentTerms
	for _, e := range r.Examples {
		if strings.HasPrefix(strings.ToLower(e), "net") {
			// keep the house style of the example: "NET30", "net_30"
			vals = []string{e}
			break
		}
	}
	if len(vals) == 1 {
		vals = append(vals, PaymentTerms...)
		vals = dedupe(vals)
	}
	r.Kind, r.Values, r.ValuesFromProse = Enum, vals, true
	r.Why += "; payment terms: Net 15/30/45/60/90"
}

// dedupe drops repeated strings, keeping the first of each.
func dedupe(xs []string) []string {
	seen := map[string]bool{}
	out := xs[:0:0]
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// namedNumber classifies a number whose name says pay, people or a
// place's measure, before the last-token rules of numberRole.
func (c *ctx) namedNumber() (Role, bool) {
	if r, ok := c.payNumber(); ok {
		return r, true
	}
	if r, ok := c.peopleNumber(); ok {
		return r, true
	}
	return c.placeNumber()
}
