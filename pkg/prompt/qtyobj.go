package prompt

import (
	"encoding/json"
	"strings"
)

// An object that is only a count and its unit of measure ({"value": 2,
// "uom": "PL"}) is said the way a person says an amount of goods, "2
// pallets", never as a form's fields ('with uom "PL" and value 2').

// qtyKeys are the last words of the count's key in such an object.
var qtyKeys = map[string]bool{"value": true, "quantity": true, "qty": true, "count": true, "amount": true, "number": true}

// uomKeys are the last words of the unit's key in such an object.
var uomKeys = map[string]bool{"uom": true, "unit": true, "units": true, "measure": true}

// uomWords say the usual codes of a unit of measure as the words people
// use for them: singular and plural ("" for a unit said the same in both).
var uomWords = map[string][2]string{"EA": {"unit", "units"}, "EACH": {"unit", "units"}, "PC": {"piece", "pieces"}, "PCS": {"piece", "pieces"},
	"CS": {"case", "cases"}, "PL": {"pallet", "pallets"}, "PLT": {"pallet", "pallets"}, "BX": {"box", "boxes"}, "PK": {"pack", "packs"},
	"CT": {"carton", "cartons"}, "CTN": {"carton", "cartons"}, "RL": {"roll", "rolls"}, "PR": {"pair", "pairs"}, "DZ": {"dozen", "dozen"},
	"BG": {"bag", "bags"}, "KG": {"kg", ""}, "G": {"g", ""}, "LB": {"lb", ""}, "M": {"m", ""}, "L": {"litre", "litres"}, "ML": {"ml", ""},
	"day": {"day", "days"}, "week": {"week", "weeks"}, "month": {"month", "months"}, "hour": {"hour", "hours"}, "minute": {"minute", "minutes"},
	"year": {"year", "years"}, "item": {"item", "items"}, "piece": {"piece", "pieces"}}

// measuredQty says object x when it is only a count and its unit of
// measure: "2 pallets", "1 case", "10 kg", "3 days", a unit with no
// usual word as written ("4 GB"); ok is false for any other object.
func measuredQty(x map[string]any) (string, bool) {
	if len(x) != 2 {
		return "", false
	}
	var num, unit string
	for k, v := range x {
		w := keyWords(k)
		if len(w) == 0 {
			return "", false
		}
		l := w[len(w)-1]
		switch {
		case uomKeys[l] || len(w) > 2 && w[len(w)-3] == "unit" && l == "measure":
			u, ok := v.(string)
			if !ok || u == "" || len(u) > 12 || strings.ContainsAny(u, " \"") {
				return "", false
			}
			unit = u
		case qtyKeys[l]:
			n, ok := v.(json.Number)
			if !ok {
				return "", false
			}
			num = string(n)
		default:
			return "", false
		}
	}
	if num == "" || unit == "" {
		return "", false
	}
	ws, ok := uomWords[unit]
	if !ok {
		ws, ok = uomWords[strings.ToUpper(unit)]
	}
	if !ok {
		return num + " " + unit, true
	}
	if num == "1" || ws[1] == "" {
		return num + " " + ws[0], true
	}
	return num + " " + ws[1], true
}

// qtyObjectSaid says a parameter whose value is a count and its unit
// (see measuredQty) by what its key makes it: "for 2 pallets" for a
// quantity, "by 48 units" for a change, "with a size of 4 GB" else.
func (st *funcState) qtyObjectSaid(p Param, x map[string]any) (argWords, bool) {
	q, ok := measuredQty(x)
	if !ok {
		return argWords{}, false
	}
	hw := p.lowerHumanWords()
	if len(hw) == 0 {
		return argWords{text: "for " + q}, true
	}
	switch hw[len(hw)-1] {
	case "quantity", "qty", "amount", "count":
		return argWords{text: "for " + q}, true
	case "delta", "change", "adjustment", "difference":
		return argWords{text: "by " + q}, true
	}
	return argWords{text: "with " + fixArticle("a "+strings.Join(hw, " ")) + " of " + q}, true
}
