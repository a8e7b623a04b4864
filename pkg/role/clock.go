package role

import (
	"regexp"
	"strings"
)

// reClockExample matches a time of day as descriptions show one: "13:00",
// "9:30", "18:30:00".
var reClockExample = regexp.MustCompile(`^([01]?[0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$`)

// clockForm makes a string whose stated format is a time of day ("24h
// HH:MM", "HH:MM:SS") or whose examples are all times of day ("e.g.
// 13:00", "such as 09:30") a Time, whatever its name said: "open_at" is
// no date-time and "windowStart" no code of two digit pairs ("45:60").
// A format naming a date too ("YYYY-MM-DD HH:MM") is left alone.
func (c *ctx) clockForm(r *Role) {
	if c.numeric || r.Kind == Enum || r.Kind == Boolean || r.Kind == Time {
		return
	}
	clock := false
	switch strings.ToUpper(strings.TrimSpace(r.Format)) {
	case "HH:MM", "HH:MM:SS", "H:MM", "HHMM":
		clock = true
	case "":
		clock = len(r.Examples) > 0
		for _, e := range r.Examples {
			clock = clock && reClockExample.MatchString(strings.TrimSpace(e))
		}
	}
	if !clock || c.f.Pattern != "" && !strings.Contains(c.f.Pattern, ":") {
		return
	}
	r.Kind = Time
	r.Why += "; a time of day (HH:MM)"
}
