package role

import (
	"regexp"
	"strconv"
	"strings"
)

// RunKey is the form of v as its runs: each run of letters or of digits
// written as its class and length, any other character as itself:
// "AP-250314-03" is "a2-96-92". Two values of one key are drawn from one
// form, so an example a server shows stands for every value of its key.
func RunKey(v string) string {
	var b []byte
	for i := 0; i < len(v); {
		c := v[i]
		cl := RunClass(c)
		if cl != '9' && cl != 'a' {
			b = append(b, c)
			i++
			continue
		}
		j := i
		for j < len(v) && RunClass(v[j]) == cl {
			j++
		}
		b = append(b, cl)
		b = strconv.AppendInt(b, int64(j-i), 10)
		i = j
	}
	return string(b)
}

// RunClass is the class RunKey gives the character c: 'a' a letter,
// '9' a digit, else c itself.
func RunClass(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return '9'
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		return 'a'
	}
	return c
}

// noteShown files the examples text shows (prose "e.g." and "look
// like" values) by their RunKey, for ShownLike; of two of one key the
// smaller is kept, so the choice does not hang on the order tools come in.
func (s *Server) noteShown(exs []string) {
	for _, e := range exs {
		if len(e) < 6 || len(e) > 40 {
			continue
		}
		if s.shown == nil {
			s.shown = map[string]string{}
		}
		k := RunKey(e)
		if o, ok := s.shown[k]; !ok || e < o {
			s.shown[k] = e
		}
	}
}

// noteShownFacts files the examples a property's schema and words show
// (noteShown).
func (s *Server) noteShownFacts(f Facts) {
	s.noteShown(shownExamples(f))
}

// ShownLike returns an example the server's descriptions show of the
// same form (RunKey) as v, "" when none does; s may be nil. A parameter
// that states only a pattern reads through it what the parts its
// namesake's documentation shows stand for: cancelAppointment's
// ^AP-\d{6}-\d{2}$ beside "Appointment ids look like `AP-250314-03`
// (date yymmdd and sequence)" on another tool holds a date, and is
// drawn "AP-251118-07", not "AP-998630-99".
func (s *Server) ShownLike(v string) string {
	if s == nil {
		return ""
	}
	return s.shown[RunKey(v)]
}

// yearCue finds the words that say a text's example holds a year: "yy",
// "yyyy" or "year" ("GL + yy + '-' + 3 digits", "the 2-digit year, a
// dash and a 4-digit running number").
var yearCue = regexp.MustCompile(`(?i)\b(yy|yyyy|year)\b`)

// noteShownYears files, for ShownYears, each example of exs whose text
// says it holds a year, with that year written as 'y's: "GLyy-014" of
// "GL + yy + '-' + 3 digits, e.g. GL25-014", "yy-0871" of "the 2-digit
// year, a dash and a 4-digit running number (e.g. `25-0871`)". The year
// is the one run of four digits opening on 19 or 20 (for a text that
// says "yyyy" or "year"), else the first run of two digits; an example
// with none is not filed.
func (s *Server) noteShownYears(text string, exs []string) {
	if len(exs) == 0 {
		return
	}
	m := yearCue.FindStringSubmatch(text)
	if m == nil {
		return
	}
	for _, e := range exs {
		if len(e) < 5 || len(e) > 40 {
			continue
		}
		y := yearPart(e, !strings.EqualFold(m[1], "yy"))
		if y == "" {
			continue
		}
		if s.shownYears == nil {
			s.shownYears = map[string]string{}
		}
		k := RunKey(e)
		if o, ok := s.shownYears[k]; !ok || y < o {
			s.shownYears[k] = y
		}
	}
}

// yearPart returns e with its year run written as 'y's: the one run of
// four digits opening on 19 or 20 when long is set and e has just one,
// else the first run of two digits; "" when e has neither.
func yearPart(e string, long bool) string {
	var two, four []int
	for i := 0; i < len(e); {
		j := i
		for j < len(e) && RunClass(e[j]) == '9' {
			j++
		}
		switch {
		case j == i:
			j++
		case j-i == 2:
			two = append(two, i)
		case j-i == 4 && (e[i:i+2] == "19" || e[i:i+2] == "20"):
			four = append(four, i)
		}
		i = j
	}
	at, n := -1, 0
	switch {
	case long && len(four) == 1:
		at, n = four[0], 4
	case len(two) > 0:
		// ("R + yy + '-' + 2 digit race no, e.g. R24-07": the year
		// comes first, the number after it)
		at, n = two[0], 2
	default:
		return ""
	}
	return e[:at] + strings.Repeat("y", n) + e[at+n:]
}

// ShownYears returns the example the server's descriptions show of the
// form (RunKey) of v with the part their words call a year written as
// 'y's, "" when none does; s may be nil. A lot drawn "GL56-435" from
// ^GL[0-9]{2}-[0-9]{3}$ beside another tool's "GL + yy + '-' + 3 digits,
// e.g. GL25-014" gets "GLyy-014": its 56 is a year, and is drawn as a
// recent one ("GL25-435"), not one to come.
func (s *Server) ShownYears(v string) string {
	if s == nil {
		return ""
	}
	return s.shownYears[RunKey(v)]
}
