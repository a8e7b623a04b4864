package prompt

import (
	"math/rand/v2"
	"strings"
)

// clarifyUnits are units a numeric parameter's name may end in, spelled
// out or as a currency code ("limit_watts", "weight_grams", "amountUsd"),
// beside the abbreviations of abbrevUnits: a clarification asks for the
// amount with its unit after it ("What's the limit, in watts?"), never
// the name read out ("What's the limit watts?"). "hl" (hectolitres),
// "sg" (specific gravity) and "pence" are here, not in abbrevUnits, so
// only a question or a record's keys say them: "What's the volume, in
// hL?", not "What's the volume hl?".
var clarifyUnits = map[string]string{
	"w": "watts", "watt": "watts", "watts": "watts", "gram": "grams", "grams": "grams", "kilograms": "kg",
	"meters": "meters", "metres": "metres", "miles": "miles", "feet": "feet", "inches": "inches",
	"liters": "liters", "litres": "litres", "pixels": "pixels", "percent": "percent", "bytes": "bytes",
	"degrees": "degrees", "pence": "pence", "hl": "hL", "sg": "SG", "usd": "USD", "eur": "EUR", "gbp": "GBP", "cad": "CAD", "aud": "AUD", "jpy": "JPY",
}

// unitAsked splits the noun of numeric parameter p ("limit watts",
// "dose mg") into what is measured and its unit as people write it
// (abbrevUnit, else clarifyUnits); false when the noun ends in no unit.
func unitAsked(p Param, noun string) (base, unit string, ok bool) {
	if base, unit, ok := abbrevUnit(p, noun); ok {
		return base, unit, true
	}
	f := strings.Fields(noun)
	if p.Type != "number" && p.Type != "integer" || len(f) < 2 {
		return "", "", false
	}
	if unit, ok = clarifyUnits[strings.ToLower(f[len(f)-1])]; !ok {
		return "", "", false
	}
	return strings.Join(f[:len(f)-1], " "), unit, true
}

// recordKeyUnit is the unit record key k names last ("weight_grams":
// "grams", "width_cm": "cm"), with what it measures ("weight"); "" when
// it names none. A key named with a unit holds an amount of it.
func recordKeyUnit(k string) (base, unit string) {
	base, unit, ok := unitAsked(Param{Name: k, Type: "number"}, strings.ToLower(Humanize(k)))
	if !ok || base == "" {
		return "", ""
	}
	return base, unit
}

// keyAsked is record key k in words, its unit said after what it
// measures ("weight_grams": "weight in grams"); the key's words
// otherwise ("from key").
func keyAsked(k string) string {
	if base, unit := recordKeyUnit(k); unit != "" {
		return base + " in " + unit
	}
	return strings.ToLower(Humanize(k))
}

// recordValues says the values said of one record (keys in order) as a
// person answers a question for them: amounts with their units ("500
// grams and 30 cm"), a link between two things from one to the other
// ("From T2 to T9"), a name with a sentence about it ("Ana Costa:
// prefers morning meetings"), else the first value with each other one
// after its key's words ("Sheet1!C2:C29, type AREA"), never bare values
// run together ("8: 25").
func recordValues(keys, said []string) string {
	var units []string
	for i, k := range keys {
		if _, u := recordKeyUnit(k); u != "" {
			units = append(units, said[i]+" "+u)
		}
	}
	if len(units) == len(keys) {
		return andList(units)
	}
	if len(keys) == 2 && strings.HasPrefix(strings.ToLower(keys[0]), "from") && strings.HasPrefix(strings.ToLower(keys[1]), "to") {
		return "From " + said[0] + " to " + said[1]
	}
	if len(said) == 2 && len(strings.Fields(said[1])) >= 3 {
		return said[0] + ": " + said[1]
	}
	parts := []string{said[0]}
	for i, k := range keys[1:] {
		if _, u := recordKeyUnit(k); u != "" {
			parts = append(parts, said[i+1]+" "+u)
			continue
		}
		parts = append(parts, keyAsked(k)+" "+said[i+1])
	}
	return strings.Join(parts, ", ")
}

// unitOnlyQuestion asks for numeric p named by a unit alone ("kg", "ms")
// as an amount of it: "How many kg?", not "What kg should I use?". ""
// for other parameters.
func unitOnlyQuestion(rng *rand.Rand, p Param, noun string) string {
	if p.Type != "number" && p.Type != "integer" || strings.Contains(noun, " ") {
		return ""
	}
	unit := abbrevUnits[noun]
	if unit == "" {
		unit = clarifyUnits[noun]
	}
	if unit == "" || len(noun) < 2 {
		return "" // "m", "c", "f" alone name no unit for sure
	}
	if unit == "percent" {
		return pickOne(rng, "Sure. What percentage?", "What percentage should it be?")
	}
	return pickOne(rng, "Sure. How many "+unit+"?", "How many "+unit+" should it be?")
}
