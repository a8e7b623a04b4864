package role

import "strings"

// nameUnits are units of length, distance and mass a number's name ends
// with as an abbreviation ("width_cm", "distance_km", "load_kg"), with the
// unit Role.Unit holds. "m" and "in" are read only after a word of
// length (measureUnitToken), since they also end other names; "l" and
// "hl" (hectolitres, a brewery's batch) only after a word of volume.
var nameUnits = map[string]string{
	"mm": "mm", "cm": "cm", "m": "meters", "km": "kilometers", "mi": "miles", "miles": "miles",
	"ft": "feet", "in": "inches", "kg": "kg", "g": "g", "lb": "lb", "lbs": "lb",
	"l": "liters", "liters": "liters", "litres": "liters", "ml": "ml", "hl": "hL",
}

// volumeTokens are name tokens of a volume "l" may follow as litres
// (volume_l, tank_capacity_l); "l" alone ends other names.
var volumeTokens = []string{"volume", "capacity", "size", "water", "fuel", "tank", "vol", "amount", "quantity", "qty"}

// lengthTokens are name tokens of a length a unit token may follow.
var lengthTokens = []string{"length", "width", "height", "depth", "distance", "radius", "diameter", "size",
	"altitude", "elevation", "span", "thickness", "len", "wingspan", "draft", "beam", "loa"}

// currencyTokens are currency codes a money name ends with ("price_usd",
// "deposit_eur").
var currencyTokens = map[string]bool{"usd": true, "eur": true, "gbp": true, "jpy": true, "chf": true, "cad": true,
	"aud": true, "inr": true, "brl": true, "cny": true, "sek": true, "nok": true, "dkk": true, "pln": true,
	"mxn": true, "zar": true, "nzd": true, "sgd": true, "hkd": true}

// measureUnitToken classifies a number whose last name token is a unit
// abbreviation of nameUnits as a Quantity in that unit (width_cm is
// centimetres, never pixels), and one whose last token is a currency code
// as Money in that currency (deposit_eur). A one-token name, and one that
// counts or identifies ("room_m_id" aside, "count_kg"), is not read.
func (c *ctx) measureUnitToken() (Role, bool) {
	if len(c.ts) < 2 || c.hasToken("id", "index", "count", "number", "num") {
		return Role{}, false
	}
	if currencyTokens[c.last] {
		code := strings.ToUpper(c.last)
		return Role{Kind: Money, Unit: code, Typical: moneyOf(c.ts), Why: "name token " + c.last + " is the currency " + code}, true
	}
	unit, ok := nameUnits[c.last]
	if !ok {
		return Role{}, false
	}
	if (c.last == "m" || c.last == "in" || c.last == "g") && !c.hasToken(append(lengthTokens, "weight", "mass")...) {
		return Role{}, false
	}
	if (c.last == "l" || c.last == "hl") && !c.hasToken(volumeTokens...) {
		return Role{}, false
	}
	why := "name token " + c.last + " is the unit " + unit
	t := c.typicalMeasure(unit)
	if t == nil {
		t = typicalOfUnit[unit]
	}
	return Role{Kind: Quantity, Unit: unit, Typical: t, Why: why}, true
}

// typicalOfUnit is the range a measure in a unit typicalMeasure has no
// case for usually takes.
var typicalOfUnit = map[string]*Range{
	"kilometers": rng(2, 300, 1), "miles": rng(1, 200, 1), "feet": rng(3, 120, 0),
	"inches": rng(2, 48, 0), "g": rng(50, 1000, 0), "lb": rng(2, 60, 1), "liters": rng(5, 500, 0),
	"ml": rng(5, 250, 0), "hL": rng(5, 60, 1),
}

// perPeriod sizes energy a name or description says is used over a
// period ("annual_usage_kwh", "monthlyKwh"): a household's year is
// thousands of kWh, its month hundreds, its day tens.
func (c *ctx) perPeriod(r *Role) {
	if r.Unit != "kWh" && r.Unit != "MWh" {
		return
	}
	d := strings.ToLower(c.d)
	switch {
	case c.hasToken("annual", "yearly", "year", "annually") || containsAny(d, "per year", "a year", "annual"):
		r.Typical, r.Why = rng(1500, 12000, 0), r.Why+" over a year"
	case c.hasToken("monthly", "month") || containsAny(d, "per month", "a month", "monthly"):
		r.Typical, r.Why = rng(300, 1500, 0), r.Why+" over a month"
	case c.hasToken("daily", "day") || containsAny(d, "per day", "a day", "daily"):
		r.Typical, r.Why = rng(5, 40, 1), r.Why+" over a day"
	}
	if r.Unit == "MWh" && r.Typical != nil {
		r.Typical = rng(r.Typical.Lo/1000, r.Typical.Hi/1000, 1)
	}
}
