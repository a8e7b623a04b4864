package role

import "regexp"

// compileNamed compiles the pattern of each id-like name's most telling
// facts (Server.named) that states one; a pattern Go cannot read is left
// out.
func compileNamed(named map[string]Facts) map[string]*regexp.Regexp {
	out := map[string]*regexp.Regexp{}
	for k, f := range named {
		if f.Pattern == "" {
			continue
		}
		if re, err := regexp.Compile(f.Pattern); err == nil {
			out[k] = re
		}
	}
	return out
}

// patternAccepting gives f, an id whose description shows examples but
// states no pattern, the pattern its namesake states on another tool when
// that pattern accepts every one of the examples ex: the two are one
// thing, and the pattern says which letters its parts take. A booking's
// "Flight to book, e.g. FL-20250614-AM1." beside getFlight's
// ^FL-\d{8}-(AM|PM)\d$ takes that pattern; its flights were drawn
// "FL-20251019-TY4", now "FL-20251019-PM4". An example the pattern
// refuses leaves f as it is.
func (s *Server) patternAccepting(name string, f Facts, ex []string) Facts {
	if f.Pattern != "" || len(f.Types) > 0 && f.Types[0] != "string" {
		return f
	}
	re, ok := s.namedRx[normName(name)]
	if !ok {
		return f
	}
	for _, e := range ex {
		if !re.MatchString(e) {
			return f
		}
	}
	f.Pattern = s.named[normName(name)].Pattern
	return f
}

// shownExamples returns the examples f shows, in its schema and in its
// description's words, as strings: the values patternAccepting checks
// against a namesake's pattern. A non-string example is left out.
func shownExamples(f Facts) []string {
	var out []string
	for _, e := range f.Examples {
		if v, ok := e.(string); ok {
			out = append(out, v)
		}
	}
	return append(out, proseOf(f.Description, false).examples...)
}
