package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// rateDenominators are the units a rate's name divides by, as written
// after the slash: "lbs per bu" is lb/bu, "kg per ha" kg/ha.
var rateDenominators = map[string]string{"bu": "bu", "bushel": "bu", "ha": "ha", "hectare": "ha", "acre": "acre",
	"ac": "acre", "hour": "h", "hr": "h", "h": "h", "day": "day", "min": "min", "m2": "m²", "sqft": "sq ft", "l": "L",
	"liter": "L", "litre": "L", "gal": "gal", "unit": "unit", "ton": "ton", "tonne": "t", "kg": "kg", "lb": "lb"}

// dbScales are the reference scales decibels are stated on: a hearing
// level (dB HL), a sound pressure level (dB SPL), A-weighting (dB(A)).
var dbScales = map[string]string{"hl": "dB HL", "spl": "dB SPL", "a": "dB(A)", "sl": "dB SL"}

// tailUnit splits a numeric key's words that end in a unit ("flow limit
// lpm", "area hectares", "radius m") into what is measured and the unit
// as written after the number ("flow limit", "L/min"); ok is false when
// the last word is no unit or nothing is left before it.
func tailUnit(hw []string) (what, unit string, ok bool) {
	if len(hw) < 2 {
		return "", "", false
	}
	if n := len(hw); n >= 4 && hw[n-2] == "per" {
		// a rate: "test weight lbs per bu" is "test weight" in lb/bu
		if _, num, ok := tailUnit(hw[n-4 : n-2]); ok {
			if den := rateDenominators[hw[n-1]]; den != "" {
				return strings.Join(hw[:n-3], " "), num + "/" + den, true
			}
		}
	}
	if what, unit, ok := pairRate(hw); ok {
		return what, unit, true
	}
	if n := len(hw); n >= 3 && hw[n-2] == "db" && dbScales[hw[n-1]] != "" {
		// "threshold db hl": decibels on a scale, "dB HL"
		return strings.Join(hw[:n-2], " "), dbScales[hw[n-1]], true
	}
	if hw[len(hw)-2] == "per" {
		return "", "", false // "price per bu": a rate of what the role says (money), no unit of its own
	}
	last := hw[len(hw)-1]
	if m, ok := role.ConcMass(hw[len(hw)-2]); ok && last == "ul" && len(hw) >= 3 {
		// "concentration ng ul": "ng/µl", never "a concentration ng of 200 µl"
		return strings.Join(hw[:len(hw)-2], " "), m + "/µl", true
	}
	written, isWritten := role.WrittenUnit(last)
	switch {
	case isWritten:
		unit = written
	case abbrevUnits[last] != "":
		unit = abbrevUnits[last]
	case spokenUnits[last] != "":
		unit = spokenUnits[last]
	case unitWords[last] != "":
		unit = unitWords[last]
	default:
		return "", "", false
	}
	return strings.Join(hw[:len(hw)-1], " "), unit, true
}

// unitTailed says a number whose key ends in a unit by what it measures,
// the unit after the number: a cap as what it caps ("with the flow capped
// at 40 L/min", "a flow limit of 40 L/min"), "an area of 12 hectares"; never "a flow limit
// lpm of 40" nor "an area hectares of 12".
func (st *funcState) unitTailed(hl, n string) (argWords, bool) {
	what, unit, ok := tailUnit(strings.Fields(hl))
	if !ok {
		return argWords{}, false
	}
	if b, ok := boundTailed(what, n, unit); ok {
		return argWords{text: b}, true
	}
	w := strings.Fields(what)
	switch l := w[len(w)-1]; {
	case l == "limit" || l == "max" || l == "cap" || w[0] == "max" || w[0] == "maximum":
		stem := what
		if l == "limit" || l == "max" || l == "cap" {
			stem = strings.Join(w[:len(w)-1], " ")
		} else {
			stem = strings.Join(w[1:], " ")
		}
		if stem == "" {
			return argWords{text: st.turn("capped at "+n+" "+unit, "at most "+n+" "+unit)}, true
		}
		return argWords{text: st.turn("with the "+stem+" capped at "+n+" "+unit, "keeping the "+stem+" to at most "+n+" "+unit,
			"with "+fixArticle("a "+what)+" of "+n+" "+unit)}, true
	case w[0] == "min" || w[0] == "minimum":
		return argWords{text: st.turn("at least "+n+" "+unit, "no less than "+n+" "+unit)}, true
	}
	return argWords{text: st.turn("with "+fixArticle("a "+what)+" of "+n+" "+unit, fixArticle("a "+what)+" of "+n+" "+unit, "the "+what+" at "+n+" "+unit)}, true
}

// boundTails are the words a key ends on, before its unit, that bound the
// number after them ("expiring within days", "older than hours", "due
// after days"): the key's words are said before the number, as they are.
var boundTails = map[string]bool{"within": true, "than": true, "after": true, "before": true, "under": true, "over": true}

// boundTailed says a number in a unit whose key's words end on a bound
// (boundTails) with those words before it: expiring_within_days=14 is
// "expiring within 14 days", never "an expiring within of 14 days". ok
// is false for other keys' words.
func boundTailed(what, n, unit string) (string, bool) {
	w := strings.Fields(what)
	if len(w) < 2 || !boundTails[w[len(w)-1]] {
		return "", false
	}
	return strings.TrimSpace(what + " " + n + " " + unit), true
}

// extentAdjectives are the adjectives a size in a length unit is said
// with after its number: a length is "20 yards long", a depth "3 m deep".
// A height keeps its noun ("with a height of at least 300 cm"): "tall"
// fits a tree or a person, not a shelf's clearance.
var extentAdjectives = map[string]string{"length": "long", "width": "wide", "depth": "deep", "thickness": "thick"}

// extentBound says a bound on a length, width, depth or thickness in a unit
// by its adjective: "at least 20 yards long", "no more than 3 m deep",
// never "with a length yards of at least 20". ok is false for other
// measures and for a bound with no unit to be long in.
func (st *funcState) extentBound(thing, amount, unit string, least bool) (argWords, bool) {
	adj := extentAdjectives[thing]
	if adj == "" || unit == "" || unit == "%" {
		return argWords{}, false
	}
	if least {
		more := adj + "er"
		if strings.HasSuffix(adj, "e") {
			more = adj + "r" // wide: "or wider"
		}
		return argWords{text: st.turn("at least "+amount+" "+adj, amount+" or "+more)}, true
	}
	return argWords{text: st.turn("at most "+amount+" "+adj, "no more than "+amount+" "+adj)}, true
}

// ofCounted tells whether a bound's key words are a plural noun "of" what
// it holds ("frames of bees", "bags of feed"): a count said before the
// phrase ("at least 40 frames of bees"), never "a frames of bees of 40".
func ofCounted(what []string) bool {
	if len(what) != 3 || what[1] != "of" || !isWord(what[0]) || !isWord(what[2]) {
		return false
	}
	h := what[0]
	return strings.HasSuffix(h, "s") && !strings.HasSuffix(h, "ss") && !measurePlurals[h] && unitWords[h] == ""
}

// pairRate reads a key that ends in two units with no "per" between
// them as the rate they make ("ppv mm s": a PPV in mm/s; "test weight lb
// bu": a test weight in lb/bu), never "a ppv mm s of 1.6": the first a
// unit of measure (abbrevUnits), the second one a rate divides by
// (rateDenominators) or "s", seconds. ok is false for other keys and for
// a key that is its units alone.
func pairRate(hw []string) (what, unit string, ok bool) {
	n := len(hw)
	if n < 3 {
		return "", "", false
	}
	num := abbrevUnits[hw[n-2]]
	den := rateDenominators[hw[n-1]]
	if hw[n-1] == "s" {
		den = "s"
	}
	if num == "" || den == "" || len(num) > 3 || hw[n-2] == "pct" {
		return "", "", false // ("meters", "percent": no symbol to write before a slash)
	}
	return strings.Join(hw[:n-2], " "), num + "/" + den, true
}
