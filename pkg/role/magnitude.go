package role

import (
	"math"
	"strconv"
	"strings"
)

// magnitude fits a number's typical range to the kind of quantity it
// measures in the tool's domain, where the name alone leads astray: a
// parcel's height is centimetres, not a screen's pixels; a house's price
// is hundreds of thousands, not 84.68; a revision, a count of bedrooms or
// bags, and an id are whole numbers even when the schema says "number";
// a description's example ("e.g. 125000") sets the order of magnitude.
// The stated bounds still narrow the result (refineNumber runs after).
func (c *ctx) magnitude(r *Role) {
	if !c.numeric || r.Kind == Enum || r.Kind == Boolean || strings.Contains(r.Why, WhyMeasured) {
		return // (a known measure has its range from the measures table)
	}
	switch {
	case c.statedDigits(r):
	case c.truckSize(r):
	case c.parcelMeasure(r):
	case c.propertyMoney(r):
	case c.perUnitPrice(r):
	case c.textCount(r):
	case c.firstNamed(r):
	case c.priceSize(r):
	case c.wholeQuantity(r):
	default:
		c.exampleMagnitude(r)
	}
}

// parcelWords name a shipped parcel in a tool's name or description, or
// in the array that holds the measured thing.
var parcelWords = []string{"parcel", "shipment", "shipping", "courier", "freight", "postage", "customs", "consignment"}

// parcelParents are array names whose items are shipped boxes.
var parcelParents = map[string]bool{"packages": true, "package": true, "parcels": true, "parcel": true, "boxes": true,
	"box": true, "cartons": true, "carton": true, "pieces": true, "shipments": true, "items": true, "lines": true}

// shipping reports whether the tool ships things: a parcel's dimensions
// and weights are centimetres and kilograms of a box.
func (c *ctx) shipping() bool {
	t := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	return containsAny(t, parcelWords...) || parcelParents[c.parent] && c.parent != "items" && c.parent != "lines"
}

// parcelMeasure sets the typical length, width, height or weight of a
// shipped box (or of one item of a customs declaration): 10–60 cm, 1–20
// kg, in the unit the name or prose states.
func (c *ctx) parcelMeasure(r *Role) bool {
	if !c.shipping() || containsAny(c.d, "pixel", "px", "screen", "viewport", "image") {
		return false
	}
	unit := c.pr.unit
	for _, t := range c.ts {
		switch t {
		case "kg", "lb", "lbs", "cm", "in", "mm", "g", "grams", "gram", "oz":
			unit = t
		}
	}
	switch {
	case c.hasToken("length", "width", "height", "depth", "len"):
		r.Kind, r.Unit, r.Typical = Quantity, "cm", rng(10, 60, 0)
		if unit == "in" || unit == "inches" {
			r.Unit, r.Typical = "inches", rng(4, 24, 0)
		}
		r.Why += "; a dimension of a shipped box"
		return true
	case c.hasToken("weight", "wt"):
		r.Kind, r.Unit, r.Typical = Quantity, "kg", rng(1, 20, 1)
		if c.hasToken("unit", "item", "each") || c.parent == "items" || c.parent == "lines" {
			r.Typical = rng(0.2, 3, 1) // one item of a declaration, not the box
		}
		if unit == "lb" || unit == "lbs" {
			r.Unit, r.Typical = "lb", rng(2, 40, 1)
		}
		if unit == "" && strings.Contains(c.d, "in grams") {
			unit = "grams" // "Actual weight in grams."
		} else if unit == "" && strings.Contains(c.d, "in ounces") {
			unit = "oz"
		}
		gramsBox(r, unit)
		r.Why += "; the weight of a shipped box"
		return true
	case c.hasToken("value", "price") && c.hasToken("unit", "item", "declared", "customs"):
		r.Kind, r.Typical = Money, rng(10, 300, 2)
		r.Why += "; the declared value of a shipped item"
		return true
	}
	return false
}

// gramsBox restates the kilograms a shipped box's (or item's) weight
// typically takes in grams or ounces when the name or prose weighs it so
// ("weight_grams": "Actual weight in grams."): a box of 1–20 kg is 1000–
// 20000 g, not 1 to 20 g.
func gramsBox(r *Role, unit string) {
	k := 0.0
	switch unit {
	case "g", "gram", "grams":
		r.Unit, k = "grams", 1000
	case "oz":
		r.Unit, k = "oz", 35.274
	default:
		return
	}
	lo, hi := math.Round(r.Typical.Lo*k/50)*50, math.Round(r.Typical.Hi*k/50)*50
	r.Typical = rng(math.Max(lo, 50), hi, 0)
}

// propertyMoney sets the typical price of a house or flat (a sale, an
// offer, a mortgage's property price: hundreds of thousands), its
// deposit (tens of thousands) and a mortgage's interest rate (a few
// percent); a tool that also rents is left alone, its prices may be a
// month's rent.
func (c *ctx) propertyMoney(r *Role) bool {
	// a hotel's "lost property" is what guests leave behind, and postage
	// or shipping is what it costs to send a thing, never a house's price
	t := strings.ReplaceAll(strings.ToLower(c.tool.Name+" "+c.tool.Description), "lost property", "lost items")
	if c.hasToken("postage", "shipping", "delivery", "courier") {
		return false
	}
	if !containsAny(t, "property", "mortgage", "real estate", "house", "home loan", "stamp duty") || c.hasToken("percent", "pct", "percentage") {
		return false
	}
	switch {
	case c.hasToken("interest", "apr") || c.hasToken("rate") && containsAny(t, "mortgage", "loan"):
		r.Kind, r.Typical = Percent, rng(2, 7, 2)
		r.Why += "; a mortgage's annual interest rate"
		return true
	case c.hasToken("deposit", "down"):
		r.Kind, r.Typical = Money, rng(15000, 120000, 0)
		r.Why += "; a deposit on a property"
		return true
	case (r.Kind == Money || c.hasToken("price", "offer", "amount", "value")) && !containsAny(t, "rent", "pcm", "per month") &&
		!c.hasToken("fee", "rent", "monthly"):
		r.Kind, r.Typical = Money, rng(150000, 900000, 0)
		r.Why += "; the price of a property"
		return true
	}
	return false
}

// wholeCounts are things counted in whole numbers, with the few a
// request names: bedrooms of a home, bags of a trip, speakers of a
// recording.
var wholeCounts = map[string]*Range{
	"bedrooms": rng(1, 4, 0), "bedroom": rng(1, 4, 0), "beds": rng(1, 4, 0), "bathrooms": rng(1, 3, 0),
	"bags": rng(1, 3, 0), "suitcases": rng(1, 3, 0), "luggage": rng(1, 3, 0), "speakers": rng(2, 5, 0),
	"floors": rng(1, 10, 0), "storeys": rng(1, 10, 0), "lifts": rng(1, 8, 0), "stops": rng(0, 2, 0), "citations": rng(10, 500, 0), "seats": rng(1, 4, 0),
	"revision": rng(1, 30, 0), "rev": rng(1, 30, 0), "generation": rng(1, 30, 0), "version": rng(1, 6, 0),
	"leverage": rng(2, 20, 0),
	// the rounds, boards, heats and laps of a competition: a handful, so
	// a round number is 1 to 9, never 616 or 73.3
	"round": rng(1, 9, 0), "rounds": rng(1, 9, 0), "board": rng(1, 20, 0), "boards": rng(1, 20, 0),
	"heat": rng(1, 6, 0), "heats": rng(1, 6, 0), "lap": rng(1, 20, 0), "laps": rng(1, 20, 0),
}

// wholeQuantity gives a number counted in whole units (see wholeCounts)
// its typical range when the name says nothing else, and keeps an
// integer id of a "number" schema whole.
func (c *ctx) wholeQuantity(r *Role) bool {
	if r.Kind == ID {
		if t, ok := IDMagnitude(r.Examples); ok || r.Typical == nil || r.Typical.Decimals > 0 {
			r.Typical = t
		}
		return true
	}
	if r.Kind != Number && r.Kind != Quantity && r.Kind != Count {
		return false
	}
	for i := len(c.ts) - 1; i >= 0; i-- {
		t, ok := wholeCounts[c.ts[i]]
		if !ok {
			continue
		}
		if r.Typical != nil && r.Typical.Decimals == 0 && r.Kind != Number && !strings.HasSuffix(r.Why, "description says a count") {
			return false // a name rule said it already ("number of" alone says only that it counts)
		}
		cp := *t
		r.Typical = &cp
		if r.Kind == Number && c.ts[i] != "leverage" && !strings.HasPrefix(c.ts[i], "rev") && c.ts[i] != "generation" && c.ts[i] != "version" {
			r.Kind = Count
		}
		r.Why += "; " + c.ts[i] + " is counted in whole units"
		return true
	}
	return false
}

// IDMagnitude is the typical range of a numeric id: as many digits as
// the description's example has ("e.g. 38765432"; ok), else 1–100000.
func IDMagnitude(examples []string) (*Range, bool) {
	for _, e := range examples {
		f := strings.Fields(e)
		if len(f) == 0 {
			continue
		}
		if n, err := strconv.ParseUint(f[0], 10, 64); err == nil && n >= 10 && len(f[0]) <= 15 {
			d := float64(len(f[0]))
			return rng(math.Pow(10, d-1), math.Pow(10, d)-1, 0), true
		}
	}
	return rng(1, 100000, 0), false
}

// exampleMagnitude sets a money amount's, a count's or an unnamed
// number's typical range around the number the description gives as an
// example ("Estimated total sale amount, e.g. 125000": 62500–250000, not
// 302.18; "Number of changes rung, e.g. 5040 or 1260": 2520–10080, not
// 25), when the range it has does not hold the example.
func (c *ctx) exampleMagnitude(r *Role) {
	if r.Kind != Money && r.Kind != Number && r.Kind != Quantity && r.Kind != Count {
		return
	}
	for _, e := range r.Examples {
		x, err := strconv.ParseFloat(strings.TrimSpace(strings.ReplaceAll(e, ",", "")), 64)
		if err != nil || x == 0 {
			continue
		}
		if r.Typical != nil && x >= r.Typical.Lo && x <= r.Typical.Hi {
			return
		}
		dec := 0
		if i := strings.IndexByte(e, '.'); i >= 0 {
			dec = len(strings.TrimSpace(e)) - i - 1
		}
		if r.Kind == Money && dec > 4 {
			// "e.g. 0.852341920145782301": a wire format's digits, not an
			// amount a person states
			continue
		}
		lo, hi := x/2, x*2
		if x < 0 {
			// "a basis in cents, e.g. -35": -70 to -18, not 592
			lo, hi = x*2, x/2
		}
		r.Typical = rng(lo, hi, dec)
		if dec == 0 && math.Abs(x) >= 10 {
			r.Typical.Lo, r.Typical.Hi = math.Round(lo), math.Round(hi)
		}
		r.Why += "; magnitude of the example " + e
		return
	}
}
