package prompt

import "strings"

// listUnits are the units of length and time a list key may end in
// (contours_meters, ageDays, breakpoints_minutes), as said after a
// number.
var listUnits = map[string]string{"meters": "meters", "metres": "meters", "feet": "feet", "miles": "miles",
	"kilometers": "kilometers", "km": "km", "seconds": "seconds", "minutes": "minutes", "hours": "hours",
	"days": "days", "weeks": "weeks", "months": "months", "years": "years"}

// unitListSaid says a list of numbers whose key ends in a unit by the
// numbers, the unit and the key's own noun: contours_meters=[5] is "with
// a contour at 5 meters" and contours_minutes=[10, 20] "with contours at
// 10 and 20 minutes", ageDays=[1] "with an age of 1 day"; never the key
// read back ("with meters 5", "with days 1"). ok is false for other
// lists, and for lists of several numbers in an abbreviated unit (see
// measureListSaid).
func (st *funcState) unitListSaid(p Param, x []any, list string) (argWords, bool) {
	hw := strings.Fields(strings.ToLower(p.Human))
	if len(hw) < 2 || len(x) == 0 {
		return argWords{}, false
	}
	last := hw[len(hw)-1]
	u, ok := listUnits[last]
	if !ok {
		if u, ok = unitAbbrevs[last]; !ok || len(x) > 1 {
			return argWords{}, false
		}
	}
	one := len(x) == 1
	for _, e := range x {
		if _, ok := wholeOrNumber(e); !ok {
			return argWords{}, false
		}
	}
	if one && list == "1" && strings.HasSuffix(u, "s") {
		u = strings.TrimSuffix(u, "s") // "1 day", "1 meter"
	}
	if u == "feet" && one && list == "1" {
		u = "foot"
	}
	stem := hw[:len(hw)-1]
	if s, ok := shortFor[stem[len(stem)-1]]; ok {
		stem = append(append([]string{}, stem[:len(stem)-1]...), s)
	}
	noun := strings.Join(stem, " ")
	if strings.HasSuffix(noun, "s") && !strings.HasSuffix(noun, "ss") {
		// contours, breakpoints, tiers: the things set at each number
		if one {
			noun = singular(noun)
			return argWords{text: st.turn("with "+fixArticle("a "+noun)+" at "+list+" "+u, "for "+fixArticle("a "+noun)+" at "+list+" "+u)}, true
		}
		return argWords{text: st.turn("with "+noun+" at "+list+" "+u, "for "+noun+" at "+list+" "+u)}, true
	}
	// age, delay, offset: what each number is
	if one {
		return argWords{text: "with " + fixArticle("a "+noun) + " of " + list + " " + u}, true
	}
	return argWords{text: "with " + Plural(noun) + " of " + list + " " + u}, true
}
