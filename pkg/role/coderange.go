package role

import (
	"fmt"
	"regexp"
	"strconv"
)

// reCodeRange matches a range of numbered codes a description states:
// "BT1 to BT6", "FV1–FV8", "bays B01-B12", "rooms R1 through 9". Groups:
// the prefix, its separator, the first number, the second prefix (may
// be left out) and the last number.
var reCodeRange = regexp.MustCompile(`\b([A-Z]{1,4})([-_]?)([0-9]{1,3})\s*(?:to|through|thru|–|—|-|\.\.)\s*(?:([A-Z]{1,4})[-_]?)?([0-9]{1,3})\b`)

// maxCodeRange is the most codes a stated range may hold for codeRange
// to list them all.
const maxCodeRange = 60

// CodeRangeValues returns the codes of the range description d states
// ("Bright tank id, BT1 to BT6" → BT1 … BT6), nil when it states none.
// The prefix is the same at both ends and the width of a zero-padded
// first number ("B01") is kept.
func CodeRangeValues(d string) []string {
	m := reCodeRange.FindStringSubmatch(d)
	if m == nil || m[4] != "" && m[4] != m[1] {
		return nil
	}
	lo, err1 := strconv.Atoi(m[3])
	hi, err2 := strconv.Atoi(m[5])
	if err1 != nil || err2 != nil || hi <= lo || hi-lo+1 > maxCodeRange {
		return nil
	}
	width := 0
	if len(m[3]) > 1 && m[3][0] == '0' {
		width = len(m[3])
	}
	var out []string
	for n := lo; n <= hi; n++ {
		out = append(out, m[1]+m[2]+fmt.Sprintf("%0*d", width, n))
	}
	return out
}

// codeRange makes a string id or code whose description states a range
// of numbered codes ("Fermenter to reserve, FV1 to FV8") one of those
// codes: a tank id "883852" is no tank of a brewery with six.
func (c *ctx) codeRange(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || c.f.Pattern != "" {
		return
	}
	switch r.Kind {
	case ID, Unknown, Code, Ident, Word:
	default:
		return
	}
	vals := CodeRangeValues(c.f.Title + " " + c.f.Description)
	if vals == nil {
		return
	}
	r.Kind, r.ID, r.Values, r.ValuesFromProse, r.Pattern = Enum, "", vals, true, ""
	r.Why += "; the description states the codes " + vals[0] + " to " + vals[len(vals)-1]
}
