package role

import "strconv"

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
