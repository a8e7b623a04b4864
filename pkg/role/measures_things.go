package role

import "strings"

// thingMeasures are measures of things rather than of bodies: a boat's
// length, a house's floor area, a roof's age, a radon level, an engine's
// hour meter, a home solar system's size, the guests of an event, the
// minutes a student was late. Each takes values in life far inside the
// bounds a schema allows (a roof of 0–100 years is 2–25; a house of
// 200–20,000 sq ft is 900–3,800; minutes late of 0–180 are 2–25). They
// are matched before the measures table's people measures (an "age"
// token after "roof" is no person's age).
var thingMeasures = []measure{
	{names: [][]string{{"roof", "age"}, {"building", "age"}, {"home", "age"}, {"house", "age"}, {"property", "age"},
		{"vehicle", "age"}, {"car", "age"}, {"boat", "age"}, {"equipment", "age"}, {"system", "age"}, {"battery", "age"},
		{"appliance", "age"}, {"heater", "age"}, {"furnace", "age"}, {"asset", "age"}, {"tree", "age"}, {"panel", "age"}},
		not:  []string{"days", "hours", "minutes", "seconds", "ms", "weeks", "months", "max", "min"},
		kind: Quantity, unit: "years", person: rng(2, 25, 0), why: "the age of a thing in years"},
	{names: [][]string{{"square", "feet"}, {"square", "foot"}, {"sq", "ft"}, {"sqft"}, {"square", "footage"}},
		not: []string{"max", "min", "lot", "price", "per"}, about: homeWords,
		kind: Quantity, unit: "sq ft", person: rng(900, 3800, 0), why: "a home's floor area"},
	{names: [][]string{{"pci"}, {"radon"}}, kind: Quantity, unit: "pCi/L", person: rng(0.6, 12, 1),
		units: []unitRange{{"bq", "Bq/m³", rng(25, 450, 0)}}, why: "a radon level"},
	{names: [][]string{{"engine", "hours"}, {"hour", "meter"}, {"hours", "meter"}, {"hourmeter"}, {"hobbs"}},
		kind: Quantity, unit: "hours", person: rng(150, 3500, 0), why: "an engine's hour-meter reading"},
	{names: [][]string{{"length", "overall"}, {"loa"}}, not: []string{"max", "min"},
		kind: Quantity, unit: "feet", person: rng(22, 55, 0), units: metreRanges(rng(7, 17, 1)), why: "a boat's length overall", picked: true},
	{names: [][]string{{"beam"}}, about: marineWords, not: []string{"max", "min"},
		kind: Quantity, unit: "feet", person: rng(8, 16, 0), units: metreRanges(rng(2.5, 5, 1)), why: "a boat's beam", picked: true},
	{names: [][]string{{"draft"}, {"draught"}}, about: marineWords, not: []string{"max", "min"},
		kind: Quantity, unit: "feet", person: rng(3, 7, 1), units: metreRanges(rng(1, 2.2, 1)), why: "a boat's draft", picked: true},
	{names: [][]string{{"depth"}}, about: marineWords,
		kind: Quantity, unit: "feet", person: rng(4, 12, 0), units: metreRanges(rng(1.5, 4, 1)), why: "a depth of water a boat needs", picked: true},
	{names: [][]string{{"system", "kw"}, {"size", "kw"}, {"array", "kw"}, {"capacity", "kw"}}, not: []string{"max", "min"}, about: homeWords,
		kind: Quantity, unit: "kW", person: rng(4, 14, 1), why: "a home solar system's size", picked: true},
	{names: [][]string{{"battery", "kwh"}, {"storage", "kwh"}}, about: homeWords,
		kind: Quantity, unit: "kWh", person: rng(5, 30, 1), why: "a home battery's capacity", picked: true},
	{names: [][]string{{"minutes", "late"}, {"mins", "late"}, {"tardy"}, {"delay", "minutes"}, {"minutes", "delay"}, {"delay", "mins"}, {"minutes", "delayed"}},
		kind: Duration, unit: "minutes", person: rng(2, 25, 0), why: "minutes late"},
	{names: [][]string{{"guest", "estimate"}, {"guest", "count"}, {"guests"}, {"attendees"}, {"headcount"}, {"expected", "attendance"}},
		not: []string{"party", "per", "max", "min", "limit", "id", "ids"}, about: eventWords,
		kind: Count, person: rng(40, 180, 0), why: "the guests of an event", picked: true},
}

// homeWords say a tool deals with a home: its floor area, its roof,
// its solar system and battery.
var homeWords = []string{"home", "house", "property", "residential", "homeowner", "inspection", "listing", "roof",
	"solar", "permit", "apartment", "bedroom", "dwelling", "realtor"}

// marineWords say a tool deals with boats: a beam, a draft or a depth is
// a boat's or a channel's.
var marineWords = []string{"marina", "boat", "vessel", "yacht", "slip", "tide", "harbor", "harbour", "mooring", "sail", "berth", "channel", "boater"}

// eventWords say a tool plans an event with guests: a wedding's guests
// number in the tens to hundreds, not 8.
var eventWords = []string{"wedding", "event", "conference", "gala", "banquet", "reception", "catering"}

// metreRanges are the ranges of a measure in feet when its name or
// description says metres.
func metreRanges(t *Range) []unitRange {
	return []unitRange{{"meter", "meters", t}, {"metre", "meters", t}, {"m", "meters", t}}
}

// measureAt is the i-th measure of thingMeasures followed by measures.
func measureAt(i int) *measure {
	if i < len(thingMeasures) {
		return &thingMeasures[i]
	}
	return &measures[i-len(thingMeasures)]
}

// siblingWords are the names of a parameter's siblings as words.
func siblingWords(sibs []string) string {
	var b strings.Builder
	for _, s := range sibs {
		for _, t := range Tokens(s) {
			b.WriteString(t)
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// leadingSpan classifies a number whose name opens with a unit of time
// and goes on to say what it counts ("hours_completed", "days_overdue",
// "minutes_waited"): a span in that unit, as when the unit ends the name
// ("duration_hours"). A rate ("hours_per_week") is no span; ok is false
// for it and for other names.
func (c *ctx) leadingSpan() (Role, bool) {
	if len(c.ts) < 2 || !timeUnits[c.ts[0]] || c.hasToken("per", "id", "ids", "index", "count", "number", "max", "min", "limit") {
		return Role{}, false
	}
	u := c.ts[0]
	return Role{Kind: Duration, Unit: u, Typical: typicalSpan(u), Why: "name token " + u + " opens the name: a span in " + u}, true
}
