package role

import "strings"

// A parameter one tool leaves undescribed is often described by another
// tool of the same server: an observatory's logNightReport takes a bare
// "nightOf" that checkVisibility describes as "YYYY-MM-DD", a sequencing
// server's search_samples an "organism" register_samples describes as
// "Scientific name, e.g. Mus musculus".

// noteDescribed files the description of a parameter under its name,
// keeping the longest (the most telling) one; generic one-word names each
// tool means its own thing by are not filed.
func (s *Server) noteDescribed(name string, f Facts) {
	s.noteHours(f.Description)
	s.noteReference(f.Description)
	s.notePhone(f.Description)
	if f.Description == "" || genericNames[strings.ToLower(name)] {
		return
	}
	if s.described == nil {
		s.described = map[string]string{}
	}
	k := normName(name)
	if d := s.described[k]; len(f.Description) > len(d) || len(f.Description) == len(d) && f.Description < d {
		s.described[k] = f.Description
	}
}

// Described returns the description another tool of the server gives a
// parameter named name, "" when none does.
func (s *Server) Described(name string) string {
	if s == nil || genericNames[strings.ToLower(name)] {
		return ""
	}
	k := normName(name)
	if d, ok := s.described[k]; ok {
		return d
	}
	// "car", described by no tool, where another lists "cars" as "Car
	// ids as MARK NUMBER, e.g. BNSF 472211": the plural's description
	// says what one of them is
	if d := s.described[k+"s"]; idsDescribed(d) {
		return d
	}
	return ""
}

// idsDescribed tells whether description d, of a list, says what each
// of its values identifies ("Car ids as MARK NUMBER", "Order IDs"): it
// then describes one value as well.
func idsDescribed(d string) bool {
	l := strings.ToLower(d)
	return strings.Contains(l, " ids") || strings.Contains(l, " id ") || strings.HasPrefix(l, "ids")
}

// namesParams reports whether values read as an enumeration name the
// parameter itself or a sibling: "Provide either `command` or `argv`, not
// both" says which parameter to pass, not what either takes.
func (c *ctx) namesParams(values []string) bool {
	for _, v := range values {
		if strings.EqualFold(v, c.p.Name) {
			return true
		}
		for _, s := range c.p.Siblings {
			if strings.EqualFold(v, s) {
				return true
			}
		}
	}
	return false
}
