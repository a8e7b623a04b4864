package role

import (
	"regexp"
	"strings"
)

// reDateForm matches a date format written in letters that holds no
// time: "YYYY-MM", "yyyy-mm", "DD/MM/YYYY", "MM/DD/YYYY", "YYYYMMDD".
var reDateForm = regexp.MustCompile(`^(?i:yyyymmdd|yyyy[-/.]mm([-/.]dd)?|dd[-/.]mm[-/.]yyyy|mm[-/.]dd[-/.]yyyy)$`)

// dateForm makes a string its description gives a date format ("Billing
// month in YYYY-MM format") a date in that format: the name's word
// "month" alone gave a month's name ("September") where the tool wants
// 2026-09.
func (c *ctx) dateForm(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || !reDateForm.MatchString(r.Format) {
		return
	}
	if r.Kind == Enum && !r.ValuesFromProse {
		return
	}
	switch r.Kind {
	case Unknown, Word, Text, Code, ID, Ident, Tag, Query, Title, Enum:
		// an Enum read from prose holds the format's pieces ("DD", "MM")
		r.Kind, r.ID, r.Values, r.ValuesFromProse = Date, "", nil, false
		r.Why += "; format " + r.Format + ": a date"
	}
}

// dateTimeSaid makes a Date whose description says it is a date-time
// ("Observation time, ISO 8601 date-time", "RFC 3339 timestamp of the
// reading") a DateTime when neither the schema nor a stated form
// ("YYYY-MM-DD") makes it a plain date: "when" was drawn "2025-10-12".
func (c *ctx) dateTimeSaid(r *Role) {
	if r.Kind != Date || c.f.Format == "date" || reDateForm.MatchString(r.Format) {
		return
	}
	if !containsAny(c.d, "date-time", "datetime", "date and time", "timestamp", "rfc 3339", "rfc3339") &&
		!(strings.Contains(strings.ToUpper(r.Format), "ISO") && containsAny(c.d, " time", "time ")) {
		return
	}
	r.Kind = DateTime
	r.Why += "; the description says a date and time"
}

// reCompactDatePattern matches a pattern that takes eight digits and
// nothing else (`^\d{8}$`, `^[0-9]{8}$`): a yyyymmdd date on a date's
// parameter.
var reCompactDatePattern = regexp.MustCompile(`^\^?(?:\\d|\[0-9\])\{8\}\$?$`)

// compactDate makes a date (or a parameter named for the day something
// happened on: "inspected_on") whose pattern takes eight digits a
// YYYYMMDD date: the pattern, not the name, says how it is written
// (was "strike_date" 66977159 and "inspected_on" 89840106, random digits
// drawn for the pattern; now 20260314).
func (c *ctx) compactDate(r *Role) {
	if c.numeric || len(c.f.Enum) > 0 || !reCompactDatePattern.MatchString(c.f.Pattern) {
		return
	}
	switch {
	case r.Kind == Date || r.Kind == DateTime:
	case r.Kind == Unknown && len(c.ts) >= 2 && (c.last == "on" || c.last == "date" || c.last == "day"):
	case r.Kind == Unknown && numberedSibling(c.p.Name, c.p.Siblings):
	default:
		return
	}
	r.Kind, r.Format, r.ID = Date, "YYYYMMDD", ""
	r.Why += "; pattern of eight digits: a YYYYMMDD date"
}

// numberedSibling tells whether name is a stem and a number ("d2",
// "d1") beside a sibling of the same stem bare or numbered ("d", "d0"):
// the two ends of one span, so an eight-digit "d2" beside a day "d" is
// the span's last day, 20260320, not "55638641".
func numberedSibling(name string, sibs []string) bool {
	stem := strings.TrimRight(name, "0123456789")
	if stem == "" || stem == name || !isLetters(stem) {
		return false
	}
	for _, s := range sibs {
		if s != name && strings.TrimRight(s, "0123456789") == stem {
			return true
		}
	}
	return false
}

// isLetters tells whether s is ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
