package role

import "regexp"

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
