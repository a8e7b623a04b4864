package synth

import (
	"regexp"
	"strings"
)

// reDrawnDate matches a string drawn from a pattern that is a calendar
// date or a month: "7835-10", "0687-12-31", "2025/51", "1234-56-78T99:61".
var reDrawnDate = regexp.MustCompile(`^(\d{4})([-/.])(\d{2})(?:([-/.])(\d{2}))?(?:([T ])(\d{2}):(\d{2})(?::(\d{2}))?)?`)

// reDrawnDayFirst matches a date drawn from a pattern that puts the
// year last: "31/12/0687", "12-31-7835".
var reDrawnDayFirst = regexp.MustCompile(`^(\d{2})([-/.])(\d{2})([-/.])(\d{4})$`)

// patternDate returns v, a string drawn from a pattern (^\d{4}-\d{2}$,
// ^[0-9]{4}-[0-9]{2}-[0-9]{2}$), as a real date near today in the same
// layout: a regular expression draws any digits, so a year-month came out
// "0687-12" or "2025-51". ok is false when v is no date's shape.
func (g *Generator) patternDate(v string, h hint) (string, bool) {
	if m := reDrawnDayFirst.FindStringSubmatch(v); m != nil {
		l := g.lowerDesc(h.desc)
		layout := "01" + m[2] + "02" + m[4] + "2006"
		if strings.Contains(l, "dd"+m[2]+"mm") || strings.Contains(l, "day"+m[2]+"month") {
			layout = "02" + m[2] + "01" + m[4] + "2006"
		}
		return g.whenFor(h).Format(layout), true
	}
	m := reDrawnDate.FindStringSubmatchIndex(v)
	if m == nil || m[1] < len(v) && v[m[1]] >= '0' && v[m[1]] <= '9' || v[m[4]] == '.' && m[8] < 0 {
		// "1234-5678" (an ISSN) and "1234.56" (an amount) are no dates
		return "", false
	}
	layout := "2006" + v[m[4]:m[5]] + "01"
	if m[8] >= 0 {
		layout += v[m[8]:m[9]] + "02"
	}
	if m[12] >= 0 {
		layout += v[m[12]:m[13]] + "15:04"
		if m[18] >= 0 {
			layout += ":05"
		}
	}
	return g.whenFor(h).Format(layout) + v[m[1]:], true
}

// dateLayout returns the Go layout of a date format written in letters
// ("YYYY-MM", "DD/MM/YYYY", "YYYY-MM-DD"); ok is false for a format
// holding anything else (a time, a name).
func dateLayout(format string) (string, bool) {
	f := strings.ToUpper(format)
	r := strings.NewReplacer("YYYY", "2006", "MM", "01", "DD", "02").Replace(f)
	if r == f || strings.Trim(r, "0126-/.") != "" || !strings.Contains(r, "2006") {
		return "", false
	}
	return r, true
}

// patternReal returns r, a string drawn from a pattern, with its date
// made a real one near today (patternDate) or, failing that, its year a
// recent one where the name says it holds one (patternYears), or its
// span of two times an ordered one (patternSpan), when c still accepts
// the result; else r itself. A season's span of two years
// (patternYearSpan) comes before the date it would read as, and a time
// or angle in sexagesimal (patternSexagesimal) after the spans of times.
func (g *Generator) patternReal(r string, h hint, c conj) string {
	if s, ok := g.patternYearSpan(r, h); ok && c.accepts(s) {
		return s // "2025/26", not "2025/09"
	}
	if d, ok := g.patternDate(r, h); ok && c.accepts(d) {
		return d // a month of 2026, not "0687-12"
	}
	if y, ok := g.patternYears(r, h); ok && c.accepts(y) {
		return y
	}
	if s, ok := g.patternSpan(r); ok && c.accepts(s) {
		return s // "09:15-11:45", not "21:54-18:24"
	}
	if s, ok := g.patternSexagesimal(r); ok && c.accepts(s) {
		return s // "11:04:17", not "11:64:71"
	}
	return r
}
