package role

import (
	"regexp"
	"strings"
)

// reClockExample matches a time of day as descriptions show one: "13:00",
// "9:30", "18:30:00".
var reClockExample = regexp.MustCompile(`^([01]?[0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$`)

// reClockPattern matches the text of a schema pattern (its "[0-9]" read
// as "\d", its "(?:" as "(") that accepts two or three colon-separated
// digit pairs and nothing else: "^\d{2}:\d{2}$", "^[0-9]{1,2}:[0-9]{2}$",
// "^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$" are the shape of a time of day.
var reClockPattern = regexp.MustCompile(`^\^?(?:\\d\{1,2\}|\\d\{2\}|\\d\\d|\\d\??\\d|\(?\[01\]\??\\d\|2\[0-3\]\)?|\[0-2\]\??\\d)` +
	`:(?:\\d\{2\}|\\d\\d|\[0-5\]\\d|\(\[0-5\]\\d\))` +
	`(?:\(?:(?:\\d\{2\}|\\d\\d|\[0-5\]\\d)\)\??|:(?:\\d\{2\}|\\d\\d|\[0-5\]\\d))?\$?$`)

// clockPattern reports whether schema pattern p accepts only a time of
// day ("^\d{2}:\d{2}$"): a start given that pattern and nothing else is
// "14:30", never the digit pairs "60:45" or "99:48" the pattern also lets
// through.
func clockPattern(p string) bool {
	if !strings.Contains(p, ":") {
		return false
	}
	p = strings.ReplaceAll(strings.ReplaceAll(p, "[0-9]", `\d`), "(?:", "(")
	return reClockPattern.MatchString(p)
}

// clockForm makes a string whose stated format is a time of day ("24h
// HH:MM", "HH:MM:SS"), whose examples are all times of day ("e.g.
// 13:00", "such as 09:30") or whose pattern is one (clockPattern) a
// Time, whatever its name said: "open_at" is no date-time and
// "windowStart" no code of two digit pairs ("45:60").
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
		clock = clock || clockPattern(c.f.Pattern)
	}
	if !clock || c.f.Pattern != "" && !strings.Contains(c.f.Pattern, ":") {
		return
	}
	r.Kind = Time
	r.Why += "; a time of day (HH:MM)"
}
