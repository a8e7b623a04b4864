package role

import "strings"

// Magnitudes read off what a number measures in the tool's domain, not
// off its name alone: a rate in a freight broker's tools is what a
// truckload pays (thousands of dollars, not 24) and its weight a
// trailer's (tens of thousands of pounds, not 1 lb); a price per gallon
// is a few dollars, a nightly rate a hotel room's, a rent a month's; each
// only where a name rule left the amount at its generic 1–500.

// truckWords name hauling freight by truck: two of them among a tool's
// words (its name, description, the parameter's description and the
// server's objects) make its loads truckloads. "load" counts as a word
// only (not "download", "payload"), and not as a load balancer's or a
// page's.
var truckWords = map[string]bool{"truckload": true, "truckloads": true, "truck": true, "trucks": true, "trailer": true,
	"trailers": true, "carrier": true, "carriers": true, "linehaul": true, "lane": true, "lanes": true, "ltl": true, "ftl": true,
	"pallet": true, "pallets": true, "reefer": true, "flatbed": true, "shipper": true, "shippers": true, "freight": true,
	"broker": true, "brokerage": true, "load": true, "loads": true, "dispatch": true, "dispatched": true}

// domainText is the tool's words, the parameter's and the server's
// objects, lower case.
func (c *ctx) domainText() string {
	t := strings.ToLower(c.tool.Name + " " + c.tool.Description + " " + c.d)
	for _, th := range c.tool.Server.Things() {
		t += " " + strings.ToLower(th)
	}
	return t
}

// truckload reports whether the tool hauls freight by truck.
func (c *ctx) truckload() bool {
	t := c.domainText()
	if containsAny(t, "load balanc", "load test", "page load", "workload") {
		return false
	}
	seen := map[string]bool{}
	for _, w := range Tokens(t) {
		if truckWords[w] {
			seen[strings.TrimSuffix(w, "s")] = true
		}
	}
	if containsAny(t, "dry van", "bill of lading", "rate con") {
		seen["van"] = true
	}
	return len(seen) >= 2
}

// truckSize sets the typical range of a truckload's numbers
// (truckMagnitude); false when the tool hauls no freight or a stated
// example or a kind of its own says more.
func (c *ctx) truckSize(r *Role) bool {
	return c.sizeOpen(r) && c.truckMagnitude(r)
}

// priceSize sets the typical range of an amount of money by what it is
// the price of (priceMagnitude); false as truckSize.
func (c *ctx) priceSize(r *Role) bool {
	return c.sizeOpen(r) && c.priceMagnitude(r)
}

// sizeOpen reports whether nothing more telling than a domain sizes r: no
// example stated, no percent, ratio, id, year or duration.
func (c *ctx) sizeOpen(r *Role) bool {
	return len(c.pr.examples) == 0 && r.Kind != Percent && r.Kind != Ratio && r.Kind != ID && r.Kind != Year && r.Kind != Duration
}

// moneyTokens name an amount of money.
var moneyTokens = []string{"rate", "price", "amount", "cost", "total", "pay", "revenue", "charge", "linehaul", "fee", "surcharge", "rent"}

// truckMagnitude sizes a truckload's numbers: its weight, the rate it
// pays as a whole, and the fees beside it (fuel surcharge, detention, a
// truck ordered but not used).
func (c *ctx) truckMagnitude(r *Role) bool {
	if !c.truckload() || c.hasToken("per", "percent", "pct") || containsAny(c.d, "per mile", "per hour", "per day", "percent") {
		return false
	}
	switch {
	case c.hasToken("weight", "wt", "gross", "lbs", "lb") && !c.hasToken("limit", "max", "min"):
		r.Kind, r.Unit, r.Typical = Quantity, "lb", rng(8000, 44000, 0)
		if c.hasToken("kg") || c.pr.unit == "kg" {
			r.Unit, r.Typical = "kg", rng(4000, 20000, 0)
		}
		r.Why += "; the weight of a truckload"
		return true
	case c.hasToken("fee", "surcharge", "fuel", "detention", "lumper", "tonu", "layover", "accessorial", "accessorials"):
		if r.Kind != Money && !c.hasToken(moneyTokens...) && !containsAny(c.d, "usd", "$", "amount") {
			return false
		}
		r.Kind, r.Typical = Money, rng(75, 450, 0)
		r.Why += "; a fee beside a truckload's rate"
		return true
	case r.Kind == Money || c.hasToken("rate", "linehaul", "price", "amount", "total", "pay", "revenue", "cost"):
		r.Kind, r.Typical = Money, rng(1000, 5000, 0)
		r.Why += "; what a whole truckload pays"
		return true
	}
	return false
}

// unitPrices are the typical prices of one unit of what is sold by a
// unit the name or description states.
var unitPrices = []struct {
	words []string
	t     *Range
	why   string
}{
	{[]string{" per gallon ", " per liter ", " per litre "}, rng(1.5, 7, 2), "the price of a gallon or litre of fuel"},
	{[]string{" per night ", " nightly "}, rng(60, 320, 0), "a nightly rate"},
	{[]string{" rent ", " per month ", " monthly "}, rng(900, 3500, 0), "a month's rent"},
}

// priceMagnitude sizes an amount of money by what it is the price of:
// a unit stated in the name or description (a gallon, a night, a
// month's rent), one unit of what is sold, a fee, a deposit or a tip.
func (c *ctx) priceMagnitude(r *Role) bool {
	if r.Kind != Money && !(c.hasToken(moneyTokens...) && (r.Kind == Number || r.Kind == Quantity)) {
		return false
	}
	if r.Typical != nil && (r.Typical.Lo > 5 || r.Typical.Hi != 500) {
		return false // a wage, a salary, a property's price: sized already
	}
	// whole words of the name and the description: "current" holds no rent
	words := " " + strings.Join(append(append([]string(nil), c.ts...), Tokens(c.d)...), " ") + " "
	for _, u := range unitPrices {
		if containsAny(words, u.words...) {
			if u.why == "a month's rent" && !strings.Contains(words, " rent ") && !c.hasToken("lease") {
				continue // "monthly" alone is a month's anything
			}
			cp := *u.t
			r.Kind, r.Typical = Money, &cp
			r.Why += "; " + u.why
			return true
		}
	}
	switch {
	case c.hasToken("unit") && c.hasToken("price", "cost") && !c.shipping():
		// the price of one bottle, part or item: a few to a hundred
		// or so, where an order's total runs to hundreds
		r.Kind, r.Typical = Money, rng(4, 120, 2)
		r.Why += "; the price of one unit"
		return true
	case c.hasToken("insurance", "insured", "valuation", "appraisal", "appraised", "coverage"):
		// what a thing is insured or valued at: thousands, stated round
		r.Kind, r.Typical = Money, moneyOf([]string{"insurance"})
		r.Why += "; an insured or appraised value"
		return true
	case c.hasToken("postage", "shipping", "carriage") && !c.hasToken("weight", "insured", "value"):
		// what sending one parcel or letter costs: a few to a few tens,
		// never a house's price or 485000
		r.Kind, r.Typical = Money, rng(3, 30, 2)
		r.Why += "; what sending a parcel costs"
		return true
	case c.hasToken("tip", "gratuity"):
		r.Kind, r.Typical = Money, rng(2, 30, 2)
		r.Why += "; a tip"
		return true
	case c.hasToken("fee", "surcharge", "fine", "penalty") && !c.hasToken("salary", "rent"):
		r.Kind, r.Typical = Money, rng(10, 250, 2)
		r.Why += "; a fee"
		return true
	case c.hasToken("deposit") && !c.hasToken("account"):
		r.Kind, r.Typical = Money, rng(50, 1000, 0)
		r.Why += "; a deposit"
		return true
	}
	return false
}
