package role

import (
	"regexp"
	"strings"
)

// reFormEx matches the words that show a value's form before a sample of
// it: "in the form 2026S", "of the form INV-10482", "formatted as
// RC-2027-00418", "format: LAB-104".
var reFormEx = regexp.MustCompile("(?i)\\b(?:in the format(?: of)?|in the form(?: of)?|of the form|formatted as|format\\s*:)(?:\\s+|\\s*[\"'`])")

// readFormExamples adds, to the examples, the samples a description
// shows after words of form ("Season, in the form 2026S or 2026W"): a
// sample of letters and digits is a value of that form, where a form
// written in letters ("YYYY-MM-DD", "owner/repo") or in digits alone
// ("1234567890.123456", a timestamp) is a format, read elsewhere.
func (p *prose) readFormExamples(d, l string) {
	if !containsAny(l, "form") {
		return
	}
	for _, loc := range reFormEx.FindAllStringIndex(d, 3) {
		items := splitExamples(clause(d[loc[1]:]))
		for i, w := range items {
			items[i] = formSample(strings.Trim(w, "\"'`()"))
		}
		for _, w := range codedWords(items) {
			if strings.Trim(w, "0123456789.:-_/ ") == "" {
				continue // "1234567890.123456": a number's form, not a code
			}
			if !containsStr(p.examples, w) {
				p.examples = append(p.examples, w)
			}
		}
	}
}

// reFormHoles matches a form written with holes for its digits after a
// prefix: "JOB-####", "LAB-XXX", "INV-NNNNN".
var reFormHoles = regexp.MustCompile(`^([A-Z]{1,6}[-_/])(#{2,10}|X{2,10}|N{2,10})$`)

// formSample returns a value of a form written with holes ("JOB-####"
// gives JOB-1234), else w itself.
func formSample(w string) string {
	m := reFormHoles.FindStringSubmatch(w)
	if m == nil {
		return w
	}
	return m[1] + "1234567890"[:len(m[2])]
}

// containsStr reports whether ss holds s.
func containsStr(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// codedKind makes a string whose name read as a word, an order, a status
// or a field an id when every example the description shows is a code
// of letters and digits ("Work order such as WO-88123": an order's
// reference, not "desc"), or when it borrowed its namesake's pattern.
func (c *ctx) codedKind(r *Role) {
	if c.borrowedPat && !c.numeric && r.Pattern == "" && len(c.f.Enum) == 0 {
		switch r.Kind {
		case Code, Word, Unknown, Status, Field, SortOrder, Query:
			// "termCode" saying nothing where its namesake states
			// "^[0-9]{4}(SP|SU|FA)$": a code of that pattern
			r.Kind, r.ID, r.Pattern = ID, IDPrefixed, c.f.Pattern
			r.Why += "; its namesake's pattern"
			return
		case ID:
			// a flight "e.g. FL-20250614-AM1" whose namesake states
			// ^FL-\d{8}-(AM|PM)\d$: the session is AM or PM, which
			// its example alone does not say (drawn "FL-20251019-TY4")
			r.Pattern = c.f.Pattern
			if !strings.Contains(r.Why, "namesake's pattern") {
				r.Why += "; its namesake's pattern"
			}
			return
		}
	}
	switch r.Kind {
	case SortOrder, Word, Status, Field, Unknown, Code:
		// a "term code" shown as 2027SP names a term: no program to run
	case Query:
		// "term": a search word by its name, a term's code when two or
		// more examples of one form say so ("2024FA, 2025SP")
		if len(r.Examples) < 2 || !oneForm(r.Examples) {
			return
		}
	default:
		return
	}
	if c.numeric || len(c.f.Enum) > 0 || len(r.Examples) == 0 || r.ValuesFromProse {
		return
	}
	ex := codedWords(r.Examples)
	if len(ex) != len(r.Examples) {
		return
	}
	for _, e := range ex {
		if strings.Trim(e, "0123456789") == e || strings.Trim(e, "0123456789.,-") == "" {
			return // a plain number says a quantity's size, not a code
		}
		if !strings.ContainsAny(e, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
			return
		}
	}
	r.Kind, r.ID = ID, IDPrefixed
	r.Why += "; every example is a code of letters and digits"
}

// oneForm reports whether the examples share one form (shapeOf).
func oneForm(ex []string) bool {
	for _, e := range ex[1:] {
		if shapeOf(e) != shapeOf(ex[0]) {
			return false
		}
	}
	return true
}

// reDigitGroups matches a code of digit groups joined by punctuation:
// "044-0012", "12/0034", "7.301.22".
var reDigitGroups = regexp.MustCompile(`^[0-9]+(?:[-/.][0-9]+)+$`)

// numberedTitle makes a value its name reads as a title ("subject", a
// paper's subject) but whose examples are all codes of digit groups
// ("Subject number, e.g. 044-0012") an id of that form: a trial
// subject's number was drawn "Gut microbiome composition in major
// depression".
func (c *ctx) numberedTitle(r *Role) {
	if r.Kind != Title || c.numeric || len(c.f.Enum) > 0 || len(r.Examples) == 0 {
		return
	}
	for _, e := range r.Examples {
		if !reDigitGroups.MatchString(strings.Trim(e, "\"'`")) {
			return
		}
	}
	r.Kind, r.ID = ID, IDPrefixed
	r.Why += "; every example is a code of digit groups"
}
