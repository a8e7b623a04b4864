package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// unitKeys are units a numeric key may end with ("weight_kg",
// "distance_km"): the number is said with the unit after it.
var unitKeys = map[string]bool{"kg": true, "g": true, "lb": true, "lbs": true, "km": true, "m": true, "mi": true,
	"cm": true, "mm": true, "mg": true, "ml": true, "l": true, "mb": true, "gb": true, "kb": true, "ms": true, "px": true,
	"pct": false, "percent": true, "usd": true, "eur": true, "m3": true, "m2": true}

// perOrUnit says a number whose key is a rate ("times_per_day": "3 times
// per day") or ends with a unit ("weight_kg": "a weight of 10 kg"), never
// by the key's last word as if it were the thing ("with day 1", "kg 10
// kg"). ok is false for other keys.
func (st *funcState) perOrUnit(hl, n string) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) < 2 {
		return argWords{}, false
	}
	if what, unit, ok := tailUnit(hw); ok && strings.Contains(unit, "/") && what != "" {
		// test_weight_lbs_per_bu: "a test weight of 58 lb/bu", never "58 test weight lbs per bu"
		return argWords{text: st.one(fixArticle("a "+what)+" of "+n+" "+unit, "with "+fixArticle("a "+what)+" of "+n+" "+unit)}, true
	}
	for i, w := range hw {
		if w == "per" && i > 0 && i < len(hw)-1 {
			if n == "1" && hw[0] == "times" {
				return argWords{text: "once " + strings.Join(hw[1:], " ")}, true // "once per day"
			}
			what := hl
			if n == "1" && strings.HasSuffix(hw[0], "s") {
				what = strings.TrimSuffix(hw[0], "s") + " " + strings.Join(hw[1:], " ") // "1 request per minute"
			}
			return argWords{text: n + " " + what}, true
		}
	}
	last := hw[len(hw)-1]
	if !unitKeys[last] {
		return argWords{}, false
	}
	what := strings.Join(hw[:len(hw)-1], " ")
	unit := last
	if sym, ok := role.UnitSymbol(last); ok {
		unit = sym // "m3": "m³", as people write it
	}
	if last == "percent" {
		unit = "%"
		return argWords{text: st.one(fixArticle("a "+what)+" of "+n+unit, "with "+fixArticle("a "+what)+" of "+n+unit)}, true
	}
	return argWords{text: st.one(fixArticle("a "+what)+" of "+n+" "+unit, "with "+fixArticle("a "+what)+" of "+n+" "+unit)}, true
}
