package prompt

import (
	"encoding/json"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// unitQualifiers are words a key may put after its unit to say which
// kind of that unit it means: a solar array's "kW DC", a charger's "kW
// AC".
var unitQualifiers = map[string]bool{"dc": true, "ac": true}

// innerUnitSaid says a number whose key names its unit before a
// qualifier (systemSizeKwDc=7.5: "a system size of 7.5 kW DC", never "the
// system size kw DC at 7.5"), and a reading kept in a unit of time
// (engineHours=1250: "with 1250 engine hours", never "1250 hours of
// engine", which reads as a span). ok is false for other keys.
func (st *funcState) innerUnitSaid(p Param, hw []string, n string) (argWords, bool) {
	l := len(hw)
	if l >= 3 && unitQualifiers[hw[l-1]] {
		if u, ok := unitAbbrevs[hw[l-2]]; ok {
			what := measuredThing(p, hw[:l-2])
			u += " " + strings.ToUpper(hw[l-1])
			return argWords{text: st.turn(fixArticle("a "+what)+" of "+n+" "+u, "with "+fixArticle("a "+what)+" of "+n+" "+u)}, true
		}
	}
	if l >= 2 && p.Role.Unit == hw[l-1] && (hw[l-1] == "hours" || hw[l-1] == "minutes") && roleKind(p) == role.Quantity {
		return argWords{text: st.turn("with "+n+" "+strings.Join(hw, " "), "at "+n+" "+strings.Join(hw, " "))}, true
	}
	return argWords{}, false
}

// measureListSaid says a list of numbers whose key ends in their unit
// by what they measure and the unit once, after the last
// (monthlyUsageKwh=[610, 580, 640]: "with a monthly usage of 610, 580
// and 640 kWh", never "with kwhs 610, 580 and 640"). ok is false for other
// lists.
func (st *funcState) measureListSaid(p Param, x []any, list string) (argWords, bool) {
	hw := strings.Fields(strings.ToLower(p.Human))
	if len(hw) < 2 || len(x) < 2 {
		return argWords{}, false
	}
	u, ok := unitAbbrevs[hw[len(hw)-1]]
	if !ok {
		return argWords{}, false
	}
	for _, e := range x {
		if _, ok := wholeOrNumber(e); !ok {
			return argWords{}, false
		}
	}
	what := measuredThing(p, hw[:len(hw)-1])
	return argWords{text: st.turn("with "+fixArticle("a "+what)+" of "+list+" "+u, "for "+fixArticle("a "+what)+" of "+list+" "+u)}, true
}

// wholeOrNumber reports whether v is a number.
func wholeOrNumber(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case json.Number:
		f, err := n.Float64()
		return f, err == nil
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	}
	return 0, false
}
