package role

import (
	"regexp"
	"strconv"
	"strings"
)

// rePlusDigits finds an id's shape stated as a prefix plus a count of
// digits: "customer id (C + 5 digits)", `Ticket code "SKI-" + 4-6 digits`.
var rePlusDigits = regexp.MustCompile(`(?:^|[\s(:,])(?:["'` + "`" + `]([A-Za-z][A-Za-z0-9]{0,5}[-_/]?)["'` + "`" + `]|([A-Z][A-Z0-9]{0,5}[-_/]?))\s*\+\s*(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*digits?\b`)

// PlusDigitsWhy opens the reason plusDigits gives: synth draws such an id
// from its pattern before any other reading of its words.
const PlusDigitsWhy = "the description states a prefix and digits: "

// plusDigits gives a string its description states as a prefix plus
// digits the pattern of that shape: "C + 5 digits" is C12345, not the
// bare 12345 the stated count of digits alone gave.
func (c *ctx) plusDigits(r *Role) {
	if c.numeric || c.f.Pattern != "" || len(c.f.Enum) > 0 || !strings.Contains(c.d, "digit") {
		return
	}
	m := rePlusDigits.FindStringSubmatch(c.f.Description)
	if m == nil {
		return
	}
	lo, _ := strconv.Atoi(m[3])
	hi := lo
	if m[4] != "" {
		hi, _ = strconv.Atoi(m[4])
	}
	if lo < 1 || hi < lo || hi > 19 {
		return
	}
	n := strconv.Itoa(lo)
	if hi > lo {
		n += "," + strconv.Itoa(hi)
	}
	head := exampleHead(r.Examples, m[1]+m[2], "[0-9]{"+n+"}")
	r.Kind, r.ID, r.Values, r.Examples, r.Typical = ID, IDPrefixed, nil, nil, nil
	r.Pattern = "^" + regexp.QuoteMeta(head+m[1]+m[2]) + "[0-9]{" + n + "}$"
	r.Why += "; " + PlusDigitsWhy + r.Pattern
}

// exampleHead returns what the first of examples shows before the stated
// prefix and digits when it opens with more than them: "site code + WTG
// + 2 digits, e.g. NRS-WTG07" keeps NRS- (the ids were WTG68, no id the
// example's server uses); "" when the example is the prefix and digits
// alone or shows neither.
func exampleHead(examples []string, prefix, digits string) string {
	if len(examples) == 0 {
		return ""
	}
	e := examples[0]
	m := regexp.MustCompile(regexp.QuoteMeta(prefix) + digits + "$").FindStringIndex(e)
	if m == nil || m[0] == 0 || m[0] > 12 {
		return ""
	}
	return e[:m[0]]
}
