package role

import "strings"

// A measure is a quantity people state whose name says what it measures
// (an age, a heart rate, an eGFR, an odometer reading, a panel's tilt):
// the unit it is said in and the range its values take in life, which is
// far narrower than the bounds a schema allows (an age of 0 to 120, a
// heart rate of 10 to 400). The stated bounds still narrow the range
// (refineNumber).
type measure struct {
	names [][]string // each a set of name tokens that together say the measure
	not   []string   // name tokens that say it is something else
	about []string   // words of the tool or the description one of which must occur (nil: any)
	said  []string   // words the description itself must say one of (nil: any)
	// others are other units the description may give the same number
	// in ("Litres, or kWh for electricity"): then no unit is said.
	others []string
	kind   Kind
	unit   string
	person *Range // the range of a person's or a thing's measure
	animal *Range // the range when the tool treats animals (nil: person's)
	// units are other ranges keyed by a unit word the description says
	// ("mmol" for a glucose in mmol/L rather than mg/dL).
	units []unitRange
	why   string
	// picked says people choose the value (a panel's tilt of 30°), so a
	// round number suits it; the others are read off an instrument or a
	// record (an odometer's 86412 km), never rounded to 86400.
	picked bool
}

// WhyMeasured ends the Why of a measure read off an instrument or a
// record (knownMeasure): its values are any in the range, not round ones.
const WhyMeasured = ": a measured value"

// unitRange is the range of a measure said in another unit.
type unitRange struct {
	word, unit string
	typical    *Range
}

// bodyWords say a tool or a description measures a living body.
var bodyWords = []string{"rectal", "body", "patient", "vital", "fever", "oral", "clinical", "medical", "health"}

// loadWords say a weight is of a vehicle's load on a weighbridge.
var loadWords = []string{"weighbridge", "truck", "lorry", "vehicle", "haulier", "hgv", "trailer", "load"}

// solarWords say an angle is of a solar panel.
var solarWords = []string{"solar", "panel", "photovoltaic", "irradiance", "radiation", "weather", "forecast", "kwh", "pv", "inverter", "roof"}

// gridWords say a power in watts is a building's own exchange with the
// grid (a solar site's export limit, a home battery's charge rate): kilowatts
// of a house, not the few watts of a bulb.
var gridWords = []string{"grid", "export", "feed-in", "solar", "inverter", "photovoltaic", "pv", "home battery", "household", "ev charger", "site"}

// measures is the table of known measures, first match wins: the narrower
// (a dose per kilogram) before the wider (a weight in kilograms).
var measures = []measure{
	{names: [][]string{{"age"}}, not: append([]string{"days", "hours", "minutes", "seconds", "ms", "weeks", "months", "ttl", "max", "cache", "group", "range"}, childWords...),
		kind: Quantity, unit: "years", person: rng(21, 78, 0), animal: rng(1, 14, 0), why: "an age in years"},
	{names: [][]string{{"heart", "rate"}, {"pulse"}, {"heart", "bpm"}, {"hr", "bpm"}},
		kind: Quantity, unit: "bpm", person: rng(58, 100, 0), animal: rng(70, 150, 0), why: "a heart rate"},
	{names: [][]string{{"respiratory"}, {"respiration"}, {"breaths"}, {"breathing", "rate"}},
		kind: Quantity, unit: "breaths per minute", person: rng(12, 20, 0), animal: rng(16, 36, 0), why: "a breathing rate"},
	{names: [][]string{{"systolic"}}, kind: Quantity, unit: "mmHg", person: rng(105, 150, 0), why: "a systolic blood pressure"},
	{names: [][]string{{"diastolic"}}, kind: Quantity, unit: "mmHg", person: rng(62, 95, 0), why: "a diastolic blood pressure"},
	{names: [][]string{{"temperature"}, {"temp"}}, not: []string{"f", "fahrenheit"}, about: bodyWords,
		kind: Quantity, unit: "celsius", person: rng(36.4, 38.6, 1), animal: rng(37.8, 39.4, 1), why: "a body temperature"},
	{names: [][]string{{"egfr"}, {"gfr"}}, kind: Quantity, unit: "mL/min/1.73m²", person: rng(35, 110, 0), why: "a kidney function (eGFR)"},
	{names: [][]string{{"creatinine"}}, kind: Quantity, unit: "mg/dL", person: rng(0.6, 1.8, 2),
		units: []unitRange{{"mol", "µmol/L", rng(55, 160, 0)}}, why: "a creatinine level"},
	{names: [][]string{{"glucose"}}, kind: Quantity, unit: "mg/dL", person: rng(75, 180, 0),
		units: []unitRange{{"mmol", "mmol/L", rng(4.2, 10, 1)}}, why: "a blood glucose level"},
	{names: [][]string{{"hba1c"}, {"a1c"}}, kind: Quantity, unit: "percent", person: rng(5.2, 9.5, 1),
		units: []unitRange{{"mmol/mol", "mmol/mol", rng(35, 80, 0)}}, why: "an HbA1c"},
	{names: [][]string{{"bmi"}}, kind: Quantity, unit: "kg/m²", person: rng(19, 36, 1), why: "a body-mass index"},
	{names: [][]string{{"cholesterol"}}, kind: Quantity, unit: "mg/dL", person: rng(140, 260, 0),
		units: []unitRange{{"mmol", "mmol/L", rng(3.6, 6.8, 1)}}, why: "a cholesterol level"},
	{names: [][]string{{"hemoglobin"}, {"haemoglobin"}, {"hgb"}}, kind: Quantity, unit: "g/dL", person: rng(11, 17, 1),
		units: []unitRange{{"g/l", "g/L", rng(110, 170, 0)}}, why: "a haemoglobin level"},
	{names: [][]string{{"odometer"}}, kind: Quantity, unit: "kilometers", person: rng(8000, 240000, 0),
		units: []unitRange{{"miles", "miles", rng(5000, 150000, 0)}}, why: "an odometer reading"},
	{names: [][]string{{"tilt"}}, about: solarWords, kind: Quantity, unit: "degrees", person: rng(15, 45, 0), why: "a solar panel's tilt", picked: true},
	{names: [][]string{{"azimuth"}}, about: solarWords, kind: Quantity, unit: "degrees", person: rng(-60, 60, 0),
		units: []unitRange{{"-90", "degrees", rng(-60, 60, 0)}, {"due south", "degrees", rng(120, 240, 0)}, {"north", "degrees", rng(120, 240, 0)}, {"360", "degrees", rng(120, 240, 0)}}, why: "a solar panel's azimuth (0 facing the equator)", picked: true},
	{names: [][]string{{"mg", "per", "kg"}, {"mgkg"}, {"mg", "kg"}}, kind: Quantity, unit: "mg/kg", person: rng(1, 20, 1), why: "a dose per kilogram of body weight"},
	{names: [][]string{{"tare"}}, about: loadWords, kind: Quantity, unit: "kg", person: rng(8000, 15000, 0), why: "a vehicle's tare weight"},
	{names: [][]string{{"gross", "kg"}, {"gross", "weight"}}, about: loadWords, kind: Quantity, unit: "kg", person: rng(18000, 40000, 0), why: "a loaded vehicle's gross weight"},
	{names: [][]string{{"net", "kg"}, {"net", "weight"}, {"payload"}}, about: loadWords, kind: Quantity, unit: "kg", person: rng(4000, 24000, 0), why: "a vehicle's net load"},
	{names: [][]string{{"weight"}, {"body", "kg"}}, not: []string{"gross", "tare", "net", "max", "min", "limit"}, about: bodyWords,
		kind: Quantity, unit: "kg", person: rng(52, 105, 1), animal: rng(2, 40, 1), why: "a body weight"},
	{names: [][]string{{"reading", "m3"}, {"reading", "m³"}}, kind: Quantity, unit: "m3", person: rng(120, 4000, 0), why: "a water or gas meter's reading"},
	{names: [][]string{{"reading", "kwh"}}, kind: Quantity, unit: "kWh", person: rng(1500, 60000, 0), why: "an electricity meter's reading"},
	{names: [][]string{{"quantity"}, {"qty"}, {"volume"}, {"litres"}, {"liters"}}, said: []string{"litre", "liter"}, others: []string{"kwh", "gallon", " kg", "hectolit"}, not: []string{"max", "min", "tank", "capacity", "hl"},
		kind: Quantity, unit: "litres", person: rng(25, 90, 2), why: "a fill of fuel in litres"},
	{names: [][]string{{"quantity"}, {"qty"}, {"volume"}, {"gallons"}}, said: []string{"gallon"}, others: []string{"kwh", "litre", "liter", " kg"}, not: []string{"max", "min", "tank", "capacity"},
		kind: Quantity, unit: "gallons", person: rng(6, 24, 2), why: "a fill of fuel in gallons"},
	{names: [][]string{{"watts"}, {"power", "w"}, {"export", "w"}, {"import", "w"}, {"limit", "w"}}, about: gridWords,
		kind: Quantity, unit: "W", person: rng(1500, 10000, 0), why: "a home's or a site's power to or from the grid", picked: true},
	{names: [][]string{{"refills"}}, kind: Count, person: rng(0, 3, 0), why: "a prescription's refills", picked: true},
	{names: [][]string{{"opacity"}, {"transparency"}}, kind: Ratio, person: rng(0.3, 1, 2), why: "an opacity", picked: true},
}

// animalWords say a tool treats animals: a veterinary clinic, a shelter.
var animalWords = []string{"veterinar", "animal", "pet", "pets", "canine", "feline", "dog", "dogs", "cat", "cats", "livestock", "equine", "vet"}

// humanWords say a tool measures people, whatever else its server
// treats: a nurse's visit, a person's record.
var humanWords = []string{"nurse", "person", "people", "human", "adult", "employee", "candidate", "participant", "resident", "doctor"}

// knownMeasure returns the role of a number whose name says a measure of
// the measures table, in the unit the description states or the
// measure's own, with the range its values take: an eligibility check's
// age 21–78 (not 0 or 120), a dog's heart rate 70–150, an eGFR 35–110.
func (c *ctx) knownMeasure() (Role, bool) {
	var text string
	var words map[string]bool
	for i := range len(thingMeasures) + len(measures) {
		m := measureAt(i)
		if !c.namesMeasure(m) {
			continue
		}
		if words == nil {
			// the sibling parameters say what the tool is about too: a
			// tilt beside monthlyUsageKwh is a solar panel's
			text = strings.ToLower(c.tool.Name+" "+c.tool.Description+" "+siblingWords(c.p.Siblings)) + " " + c.d
			words = map[string]bool{}
			for _, w := range Tokens(text) {
				words[w] = true
			}
		}
		if m.about != nil && !mentions(text, words, m.about) || m.said != nil && !containsAny(c.d, m.said...) {
			continue
		}
		if m.unit == "years" && timeUnits[c.pr.unit] {
			continue // "maxAge: cache age in milliseconds"
		}
		t, unit := m.person, m.unit
		if m.animal != nil && (mentions(text, words, animalWords) || c.tool.Server != nil && c.tool.Server.animals && !mentions(text, words, humanWords)) {
			t = m.animal
		}
		for _, u := range m.units {
			if len(u.word) > 1 && strings.Contains(c.d, u.word) || c.hasToken(u.word) {
				// odometerMiles: the unit its name ends in, never kilometers
				t, unit = u.typical, u.unit
				break
			}
		}
		if m.kind != Quantity && m.kind != Duration || containsAny(c.d, m.others...) {
			unit = ""
		}
		why := "name " + c.p.Name + ": " + m.why
		if !m.picked {
			why += WhyMeasured
		}
		return Role{Kind: m.kind, Unit: unit, Typical: t, Why: why}, true
	}
	return Role{}, false
}

// namesMeasure reports whether the parameter's name tokens say m.
func (c *ctx) namesMeasure(m *measure) bool {
	if c.hasToken(m.not...) {
		return false
	}
	for _, set := range m.names {
		all := true
		for _, t := range set {
			if !c.hasToken(t) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// mentions reports whether text says one of ws: a word of four letters
// or fewer as a whole word ("pet", not "petrol"), a longer one anywhere
// ("veterinar" in "veterinary").
func mentions(text string, words map[string]bool, ws []string) bool {
	for _, w := range ws {
		if len(w) <= 4 && words[w] || len(w) > 4 && strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// precisions are the most digits after the point a person gives a value
// of each kind: money in cents, a percentage to a tenth, a probability to
// a hundredth, a coordinate to about a metre; never the 18 digits of an
// example copied from a wire format.
var precisions = map[Kind]int{Money: 2, Percent: 1, Ratio: 2, Latitude: 5, Longitude: 5, Count: 0, Page: 0, Offset: 0, Year: 0}

// maxPrecision is the most digits after the point of a number of any
// other kind.
const maxPrecision = 4

// fitPrecision caps the digits after the point of a number's typical
// range at what a person would give a value of its kind.
func (c *ctx) fitPrecision(r *Role) {
	if !c.numeric || r.Typical == nil {
		return
	}
	p, ok := precisions[r.Kind]
	if !ok {
		p = maxPrecision
	}
	if r.Typical.Decimals > p {
		t := *r.Typical
		t.Decimals = p
		r.Typical = &t
	}
}

// aboutAnimals reports whether text (a server's name, a tool's words)
// speaks of animals.
func aboutAnimals(text string) bool {
	text = strings.ToLower(text)
	words := map[string]bool{}
	for _, w := range Tokens(text) {
		words[w] = true
	}
	return mentions(text, words, animalWords)
}
