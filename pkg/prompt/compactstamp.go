package prompt

import (
	"regexp"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// compactDayRe and compactClockRe match a date and a time of day written
// without separators as a terse key takes them: "20260310" (yyyymmdd),
// "1800" (HHMM).
var (
	compactDayRe   = regexp.MustCompile(`^(19|20|21)\d{6}$`)
	compactClockRe = regexp.MustCompile(`^([01]\d|2[0-3])[0-5]\d$`)
)

// compactDay is the ISO form ("2026-03-10") of a date of p written as
// yyyymmdd ("20260310"), so a request says it as a person does ("on
// March 10, 2026"), never the wire digits "on 20260310"; ok is false for
// any other value or a parameter that is no date.
func compactDay(p Param, x string) (string, bool) {
	if k := roleKind(p); k != role.Date && k != role.DateTime || !compactDayRe.MatchString(x) {
		return "", false
	}
	t, err := time.Parse("20060102", x)
	if err != nil {
		return "", false
	}
	return t.Format("2006-01-02"), true
}

// compactClock says a time of day of p written as HHMM ("1800") as a
// person writes one, "at 18:00" (or "starting at 18:00" for a start
// key), never "It's t 1800"; ok is false for any other value or a
// parameter that is no time of day.
func (st *funcState) compactClock(p Param, x string) (argWords, bool) {
	if roleKind(p) != role.Time || !compactClockRe.MatchString(x) {
		return argWords{}, false
	}
	c := x[:2] + ":" + x[2:]
	if a, ok := st.clockBound(strings.ToLower(p.Human), c); ok {
		return a, true
	}
	return argWords{text: "at " + c}, true
}
