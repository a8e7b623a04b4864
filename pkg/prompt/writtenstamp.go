package prompt

import (
	"strings"
	"time"
)

// writtenStamp says a date with a time of day in words even where the
// request writes its dates as digits: "March 4, 2026 at 10:00 UTC", not
// the wire form "2026-03-04T10:00:00Z" that reads as pasted from a log.
// Seconds are kept when they are not zero, midnight is the day alone and
// a value written without a zone gets none. A plain date ("2026-03-04"), a time in another zone
// and anything else are returned as written.
func writtenStamp(x string) string {
	if !strings.Contains(x, "T") {
		return x
	}
	clock := "15:04"
	t, err := time.Parse(time.RFC3339, x)
	zone := " UTC"
	if err != nil {
		if t, err = time.Parse("2006-01-02T15:04:05", x); err != nil {
			return x
		}
		zone = "" // written without a zone: none is made up
	} else if _, off := t.Zone(); off != 0 {
		return x
	}
	if t.Second() != 0 || t.Nanosecond() != 0 {
		clock = "15:04:05"
	}
	if t.Hour() == 0 && t.Minute() == 0 && clock == "15:04" {
		return t.Format("January 2, 2006") // midnight: the day itself
	}
	return t.Format("January 2, 2006 at "+clock) + zone
}

// newDatePhrase says a new date a thing is moved to ("newStartTime":
// "to March 2 at 12:00 UTC"), never as a new name ("so it's called
// 2026-03-02T12:00:00Z"); ok is false for a value that is no date.
func (st *funcState) newDatePhrase(p Param, x string) (argWords, bool) {
	if !dateLike.MatchString(x) {
		return argWords{}, false
	}
	on := p
	on.Human = "" // said as the day itself: "on …" becomes "to …"
	s := st.datePhrase(on, x)
	if rest, ok := strings.CutPrefix(s, "on "); ok {
		s = "to " + rest
	}
	return argWords{text: s, lead: true}, true
}
