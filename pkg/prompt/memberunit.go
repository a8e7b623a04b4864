package prompt

import "strings"

// perWords are the denominators of a rate key said as a word after "per"
// where the key abbreviates them ("price_per_bu": "per bushel").
var perWords = map[string]string{"bu": "bushel", "hr": "hour", "h": "hour", "ha": "hectare", "ac": "acre",
	"l": "liter", "gal": "gallon", "min": "minute", "sqft": "sq ft", "m2": "m²", "ft2": "sq ft", "t": "tonne"}

// memberUnitTail says a number member of a listed object (w its key in
// words, n the number) whose key ends in a rate or a unit as a measure,
// the unit after the number: toneHz 500 is "a tone of 500 Hz",
// levelDbHl 40 "a level of 40 dB HL", pricePerTonne 212.5 "a price of
// 212.5 per tonne", basisCentsPerBu -35 "a basis of -35 cents/bu",
// visitsPerWeek 3 "3 visits per week"; never the key read out ("500 tone
// hz", "level db hl 40", "price per tonne 212.5") nor a unit torn from
// its rate ("0.4 km fuel surcharge per"). keyed is the unit keyUnit
// found, which measureTail says already: only a rate is taken then; a
// key ending in one letter is said by letterUnitTail ("7 m beam"). ok is
// false for other keys.
func memberUnitTail(w []string, keyed, n string) (string, bool) {
	k := len(w)
	if k < 2 || w[0] == "number" {
		return "", false
	}
	if k >= 3 && w[k-2] == "per" {
		if what, unit, ok := tailUnit(w); ok && what != "" {
			return fixArticle("a "+what) + " of " + n + " " + unit, true // basis cents per bu: "cents/bu"
		}
		den := w[k-1]
		if s := perWords[den]; s != "" {
			den = s
		} else if !isWord(den) {
			return "", false
		}
		if countNoun(w[k-3]) {
			return n + " " + strings.Join(w[:k-2], " ") + " per " + den, true // "3 visits per week"
		}
		return fixArticle("a "+strings.Join(w[:k-2], " ")) + " of " + n + " per " + den, true
	}
	l := w[k-1]
	if what, unit, ok := pairRate(w); ok && keyed == "" {
		return fixArticle("a "+what) + " of " + n + " " + unit, true // ppv_mm_s: "a ppv of 1.6 mm/s"
	}
	if keyed == "" && len(l) == 1 {
		return letterUnitTail(w, n) // beam_m: "7 m beam", never "beam m 7"
	}
	if keyed != "" || len(l) == 1 || l == "db" || l == "cents" || moneyUnits[l] != "" {
		return "", false // (a one-letter or "db" key word is often no unit: "option c", "redis db")
	}
	what, unit, ok := tailUnit(w)
	if !ok || what == "" {
		return "", false
	}
	return fixArticle("a "+what) + " of " + n + " " + unit, true
}
