package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// areaUnits are the ways a key writes an area or volume unit at its end, one word
// ("sqft") or two ("sq ft", "square meters"), with how people write the
// unit after a number.
var areaUnits = map[string]string{"sqft": "sq ft", "sq ft": "sq ft", "square ft": "sq ft", "square feet": "sq ft",
	"square foot": "sq ft", "sqm": "m²", "sq m": "m²", "square m": "m²", "square meters": "m²", "square metres": "m²",
	"sqkm": "km²", "sq km": "km²", "square km": "km²", "sqmi": "sq mi", "sq mi": "sq mi", "square miles": "sq mi",
	"sqyd": "sq yd", "sq yd": "sq yd", "square yards": "sq yd",
	// volumes said the same way: volume_cu_ft is "90 cu ft", never "volume cu 90 feet"
	"cuft": "cu ft", "cu ft": "cu ft", "cubic ft": "cu ft", "cubic feet": "cu ft", "cu m": "m³", "cubic m": "m³",
	"cubic meters": "m³", "cubic metres": "m³", "cu yd": "cu yd", "cubic yards": "cu yd", "cu in": "cu in"}

// afterCount are the words a key may put after a counted plural noun
// that people say after the number too: "days past due", "minutes late",
// "weeks in advance".
var afterCount = map[string]bool{"past": true, "due": true, "overdue": true, "late": true, "left": true,
	"remaining": true, "old": true, "ago": true, "early": true, "ahead": true, "behind": true, "outstanding": true,
	"in": true, "advance": true, "notice": true, "out": true, "away": true, "delinquent": true}

// countedUnits are the plural nouns of time a key may count ("days past
// due"), which countNoun leaves out as units.
var countedUnits = map[string]bool{"seconds": true, "minutes": true, "hours": true, "days": true, "nights": true,
	"weeks": true, "months": true, "years": true}

// boundWords splits a key's words from a "min"/"max" at either end: the
// rest, and -1 for a lower bound, 1 for an upper one, 0 for none.
func boundWords(hw []string) ([]string, int) {
	if len(hw) < 2 {
		return hw, 0
	}
	switch {
	case hw[0] == "min" || hw[0] == "minimum":
		return hw[1:], -1
	case hw[0] == "max" || hw[0] == "maximum":
		return hw[1:], 1
	case hw[len(hw)-1] == "min" || hw[len(hw)-1] == "minimum":
		return hw[:len(hw)-1], -1
	case hw[len(hw)-1] == "max" || hw[len(hw)-1] == "maximum":
		return hw[:len(hw)-1], 1
	}
	return hw, 0
}

// areaTail splits key words ending in an area unit ("size sq ft",
// "floor area sqm") into what is measured and the unit as written after
// the number ("size", "sq ft"); ok is false for other keys.
func areaTail(hw []string) (what []string, unit string, ok bool) {
	for _, k := range []int{2, 1} {
		if len(hw) < k {
			continue
		}
		if u := areaUnits[strings.Join(hw[len(hw)-k:], " ")]; u != "" {
			return hw[:len(hw)-k], u, true
		}
	}
	return nil, "", false
}

// countedPhrase is a key's words as the noun phrase a number counts, in
// the order people say it after the number: "flights of stairs" for
// "stairs flights", "days past due" for "days past due" ("day past due"
// for one); ok is false when the key is no counted plural noun with
// words around it.
func countedPhrase(hw []string, one bool) (string, bool) {
	if len(hw) < 2 {
		return "", false
	}
	head := hw[0]
	if !countNoun(head) && !countedUnits[head] {
		return nounCounted(hw, one)
	}
	if len(hw) == 2 && countNoun(hw[1]) && !countedUnits[hw[1]] {
		// stairs_flights: the flights are counted, of stairs
		h := hw[1]
		if one {
			h = singular(h)
		}
		return h + " of " + head, true
	}
	if countTails[hw[len(hw)-1]] {
		// pets_allowed_count: "5 pets allowed", items_count: "25 items"
		if len(hw) == 2 {
			if one {
				return singular(head), true
			}
			return head, true
		}
		return countedPhrase(hw[:len(hw)-1], one)
	}
	for _, w := range hw[1:] {
		if !afterCount[w] && !doneWords[w] && !(len(w) >= 5 && strings.HasSuffix(w, "ed")) {
			return "", false
		}
	}
	if one {
		head = singular(head)
	}
	return head + " " + strings.Join(hw[1:], " "), true
}

// measurePlurals are plural units no unit list holds, a measure's and no
// count's ("tilt degrees" is a tilt of 30°, never "30 tilt degrees").
var measurePlurals = map[string]bool{"degrees": true, "points": true, "pixels": true, "bytes": true, "calories": true,
	"decibels": true, "liters": true, "litres": true, "gallons": true, "ounces": true, "pounds": true, "grams": true,
	"meters": true, "metres": true, "feet": true, "inches": true, "miles": true, "yards": true, "watts": true}

// countTails are the words a key ends in that say it counts the plural
// noun before them ("items count", "pets allowed count").
var countTails = map[string]bool{"count": true, "number": true, "total": true, "num": true, "qty": true}

// nounCounted is the phrase a number counts when a key is a plural noun
// with the nouns or adjectives that kind it before it ("parking spaces",
// "retry attempts"), its last word singular for one: "65 parking
// spaces", never "a parking spaces of 65". ok is false for other keys.
func nounCounted(hw []string, one bool) (string, bool) {
	if len(hw) < 2 || len(hw) > 3 {
		return "", false
	}
	last := hw[len(hw)-1]
	if _, _, unit := tailUnit(hw); unit || !countNoun(last) || countedUnits[last] || measurePlurals[last] {
		return "", false // area_hectares: a measure in a unit, never "40 area hectares"
	}
	for _, w := range hw[:len(hw)-1] {
		if !isWord(w) || prepositions[w] || verbs[w] || determiners[w] || countTails[w] || unitWords[w] != "" {
			return "", false
		}
	}
	if one {
		return singular(strings.Join(hw, " ")), true
	}
	return strings.Join(hw, " "), true
}

// countedKeySaid says a number by its key's head noun, in the order
// people say it: a count before the noun phrase it counts ("5 flights of
// stairs", "at least 71 days past due"), an area in its unit ("at least
// 20 sq ft", "a floor area of 369.55 m²"); never "a stairs flights of 5",
// "a days past due of 71" nor "a size sq of 20 feet". ok is false for
// other keys, for numbers of kinds said by their role (money, times,
// ids), and for a count whose role gives it a unit other than a span of
// time (roleUnit): a measure is no count.
func (st *funcState) countedKeySaid(hl, n string, x any, k role.Kind, roleUnit string) (argWords, bool) {
	switch k {
	case role.Count, role.Number, role.Unknown, role.Quantity, role.Duration:
	default:
		return argWords{}, false
	}
	if what, unit, ok := tailUnit(strings.Fields(hl)); ok {
		if c, ok := conditionSaid(strings.Fields(what), n+" "+unit); ok {
			return argWords{text: c}, true
		}
	}
	hw, bound := boundWords(strings.Fields(hl))
	if what, unit, ok := areaTail(hw); ok {
		amount := n + " " + unit
		w := strings.Join(what, " ")
		sizeOnly := w == "" || w == "size" || w == "area" || w == "unit size"
		switch {
		case bound < 0 && sizeOnly:
			return argWords{text: st.turn("at least "+amount, amount+" or bigger")}, true
		case bound > 0 && sizeOnly:
			return argWords{text: st.turn("at most "+amount, "no bigger than "+amount, "up to "+amount)}, true
		case bound < 0:
			return argWords{text: st.turn("with "+fixArticle("a "+w)+" of at least "+amount, "with "+fixArticle("a "+w)+" of "+amount+" or more")}, true
		case bound > 0:
			return argWords{text: st.turn("with "+fixArticle("a "+w)+" of at most "+amount, "with "+fixArticle("a "+w)+" of up to "+amount)}, true
		case sizeOnly:
			return argWords{text: st.turn(amount+" in size", "measuring "+amount)}, true
		}
		return argWords{text: st.turn("with "+fixArticle("a "+w)+" of "+amount, fixArticle("a "+w)+" of "+amount)}, true
	}
	if _, whole := wholeNumber(x); !whole {
		return argWords{}, false
	}
	phrase, ok := countedPhrase(hw, isOne(x))
	if !ok || roleUnit != "" && !countedUnits[roleUnit] && !strings.HasPrefix(phrase, roleUnit+" ") {
		return argWords{}, false
	}
	if l := hw[len(hw)-1]; len(hw) > 1 && afterCount[l] {
		// "accounts 71 days past due": a state of the thing, said plainly
		return argWords{text: n + " " + phrase}, true
	}
	switch {
	case bound < 0:
		return argWords{text: st.turn("at least "+n+" "+phrase, n+" or more "+phrase)}, true
	case bound > 0:
		return argWords{text: st.turn("at most "+n+" "+phrase, "no more than "+n+" "+phrase)}, true
	}
	return argWords{text: st.turn(n+" "+phrase, "with "+n+" "+phrase)}, true
}

// conditionWords are the words a key puts between an action and the
// measure that sets it off ("skip if rain", "skip below temp").
var conditionWords = map[string]string{"if": "reaches", "when": "reaches", "below": "is below", "under": "is under",
	"above": "is above", "over": "is over"}

// conditionSaid says a number whose key is an action, a condition word
// and a measure ("skip if rain mm", "skip below temp c") as the rule it
// sets: "skipping if the rain reaches 75 mm", "skipping if the temperature
// is below 12 °C"; never "a skip if rain of 75 mm". ok is false for other
// keys.
func conditionSaid(what []string, amount string) (string, bool) {
	if len(what) < 3 || !isWord(what[0]) || conditionWords[what[1]] == "" || prepositions[what[0]] {
		return "", false
	}
	measure := strings.Join(what[2:], " ")
	if measure == "temp" {
		measure = "temperature"
	}
	return gerund(what[0]) + " if the " + measure + " " + conditionWords[what[1]] + " " + amount, true
}
