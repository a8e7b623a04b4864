package prompt

import (
	"encoding/json"
	"github.com/mcpgen/mcpgen/internal/textscan"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// centsSaid says an amount held in cents the way people say money: in
// the currency, with a sign, cents only when there are any ("$127" for
// 12700, "$115.99" for 11599), never "12700 cents" nor "unit price cents
// 12700". sym is the currency's sign, "$" when nothing names one; n, the
// number as written, is said in cents when x is no whole amount.
func centsSaid(x any, n, sym string) string {
	if v, ok := wholeNumber(x); !ok || v < 0 {
		return n + " cents"
	}
	if sym == "" {
		sym = "$"
	}
	return sym + textscan.GroupDigits(strings.TrimSuffix(centsWords(x, "cents", n), ".00"), 4)
}

// memberMoneySaid says num, a listed object's member whose key ends in
// the money word l, as money: in a minor unit ("cents", "pence") as the
// currency's hundredths ("$42.50"; pence in pounds, "£42.50"; sym, the
// currency the server names, for cents), under a currency code as that
// currency ("$303.83" for usd). The member sayers of a row (terseMembers)
// and of an object (memberMeasureSaid) both call it.
func memberMoneySaid(l string, num json.Number, sym string) string {
	switch l {
	case "pence":
		return centsSaid(num, string(num), "£")
	case "cents":
		return centsSaid(num, string(num), sym)
	}
	return codeMoneySaid(l, string(num))
}

// memberMeasureSaid says a number member of a listed object whose key
// ends in a unit, in the unit and without the key's own words where
// these only say what the unit already does: an amount in cents as money
// ("at $127 each" for unit_price_cents, "$3 fee" for fee_cents), a span
// in minutes or hours by its unit ("70 minutes", never "duration min
// 70"), and a quantity in a unit as the object's quantity ("5.4 kg",
// never "5.4 kg quantity"). ok is false for other members.
func (st *funcState) memberMeasureSaid(o *objSaid, w []string, num json.Number) bool {
	if len(w) < 2 {
		return false
	}
	stem, l := w[:len(w)-1], w[len(w)-1]
	switch {
	case minorUnitWords[l] || moneyUnits[l] != "":
		amt := memberMoneySaid(l, num, st.currencyOf(Param{}))
		what := strings.Join(stem, " ")
		switch {
		case eachKeys[what] || stem[0] == "unit" || stem[0] == "each":
			o.free = append(o.free, "at "+amt+" each")
		case plainMoney[what]:
			o.tails = append(o.tails, amt)
		default:
			o.tails = append(o.tails, amt+" "+what)
		}
		return true
	case spanUnits[l] != "" && len(stem) == 1 && spanOnly[stem[0]]:
		unit := spanUnits[l]
		if isOne(num) {
			unit = strings.TrimSuffix(unit, "s")
		}
		if stem[0] == "duration" || stem[0] == "length" {
			// a duration says how long: "for 45 minutes", never "with 45
			// minutes" as if the minutes were a thing the shift has
			o.free = append(o.free, "for "+string(num)+" "+unit)
			return true
		}
		o.tails = append(o.tails, string(num)+" "+unit) // in a row: "start time 08:15 (days tue, 55 minutes)"
		return true
	}
	if _, unit := keyUnit(w); unit != "" && len(stem) == 1 && countKeys[stem[0]] && o.qty == "" {
		o.qty, o.unit = string(num), unit // quantity_kg: "5.4 kg of malt"
		return true
	}
	return false
}

// doneWords are past participles that are no "-ed" word: "miles driven",
// "tickets sold", "games won".
var doneWords = map[string]bool{"driven": true, "taken": true, "spent": true, "sold": true, "won": true, "lost": true,
	"left": true, "done": true, "given": true, "seen": true, "eaten": true, "written": true, "made": true, "built": true,
	"paid": true, "kept": true, "held": true, "run": true, "read": true, "sent": true, "flown": true, "ridden": true}

// doneCountSaid says a count whose key is a plural noun and a past
// participle ("hints_used", "miles_driven", "tickets_sold") as people
// do, the number before the noun: "with 2 hints used", never "a hints
// used of 2". ok is false for other keys.
func (st *funcState) doneCountSaid(x any, hl, n string, k role.Kind) (argWords, bool) {
	v, whole := wholeNumber(x)
	if !whole || v < 0 || k != role.Count && k != role.Number && k != role.Unknown && k != role.Quantity {
		return argWords{}, false
	}
	hw := strings.Fields(hl)
	if len(hw) == 1 && doneAlone(hw[0]) {
		return argWords{text: st.turn("with "+n+" "+hw[0], n+" "+hw[0])}, true // aided=81: "81 aided", never "an aided of 81"
	}
	if len(hw) != 2 || !countNoun(hw[0]) || !(doneWords[hw[1]] || len(hw[1]) >= 4 && strings.HasSuffix(hw[1], "ed")) {
		return argWords{}, false
	}
	thing := hw[0]
	if v == 1 {
		thing = singular(thing)
	}
	return argWords{text: st.turn("with "+n+" "+thing+" "+hw[1], n+" "+thing+" "+hw[1])}, true
}

// doneAlone tells whether w, a key of one word, is a past participle that
// counts what was done ("aided", "saved", "rescued"): a count said after
// its number ("81 aided"), as people count those things. Nouns spelled
// like one ("speed", "hundred", "bed") are not.
func doneAlone(w string) bool {
	if len(w) < 5 || !strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "eed") || !isLowerWord(w) {
		return false
	}
	switch w {
	case "hundred", "embed", "shred", "kindred", "sacred", "naked", "wicked", "bred", "ragged":
		return false
	}
	return true
}

// codeMoneySaid says amount n of a key that ends in a currency's code
// ("insurance_value_usd") in that currency's sign: "$303.83", never
// "usd 303.83", which reads the code as a word of the noun.
func codeMoneySaid(code, n string) string {
	n = textscan.GroupDigits(n, 4)
	if sym := moneyUnits[code]; sym != "" && !strings.HasPrefix(n, "-") {
		return sym + n
	}
	return n + " " + strings.ToUpper(code)
}
