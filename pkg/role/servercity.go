package role

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// inPlace finds a place a text puts the server's business in: "in" and
// a capitalised name of one or two words ("Street address in Paris",
// "stores in San Francisco"), or such a name before "-based".
var inPlace = regexp.MustCompile(`\b(?:in|across|around|throughout) ((?:\p{Lu}[\p{L}'’-]+)(?: \p{Lu}[\p{L}'’-]+)?)|\b((?:\p{Lu}[\p{L}'’-]+)(?: \p{Lu}[\p{L}'’-]+)?)-based\b`)

// maxPlaceNames bounds the place names a server keeps (a server of
// 10,000 tools names at most so many).
const maxPlaceNames = 256

// notePlaces keeps the names text places the business in (see inPlace).
// A name given as an example ("e.g. in Paris") is one city among many,
// not where the business is: a text with "e.g.", "such as" or "for
// example" before the name is not read.
func (s *Server) notePlaces(text string) {
	if !strings.Contains(text, "in ") && !strings.Contains(text, "-based") && !strings.Contains(text, "across ") &&
		!strings.Contains(text, "around ") && !strings.Contains(text, "throughout ") {
		return
	}
	for _, m := range inPlace.FindAllStringSubmatchIndex(text, -1) {
		if len(s.places) >= maxPlaceNames {
			return
		}
		before := strings.ToLower(text[:m[0]])
		if i := strings.LastIndexAny(before, ".;:\n"); i >= 0 && !strings.HasSuffix(before[:i+1], "e.g.") {
			before = before[i+1:]
		}
		if containsAny(before, "e.g", "such as", "for example", "like ") {
			continue
		}
		name := ""
		if m[2] >= 0 {
			name = text[m[2]:m[3]]
		} else {
			name = text[m[4]:m[5]]
		}
		if s.places == nil {
			s.places = map[string]bool{}
		}
		s.places[name] = true
		if first, _, ok := strings.Cut(name, " "); ok {
			s.places[first] = true // "in Paris Saint-Germain": Paris too
		}
	}
}

// notePlacesIn reads the descriptions anywhere in schema v (in
// properties, items and the branches of oneOf or anyOf alike, to depth
// 6) with notePlaces, in key order.
func (s *Server) notePlacesIn(v any, depth int) {
	x, ok := v.(map[string]any)
	if !ok || depth > 6 {
		return
	}
	if d, ok := x["description"].(string); ok {
		s.notePlaces(d)
	}
	for _, k := range []string{"properties", "$defs", "definitions"} {
		if m, ok := x[k].(map[string]any); ok {
			for _, name := range slices.Sorted(maps.Keys(m)) {
				s.notePlacesIn(m[name], depth+1)
			}
		}
	}
	s.notePlacesIn(x["items"], depth+1)
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		if l, ok := x[k].([]any); ok {
			for _, c := range l {
				s.notePlacesIn(c, depth+1)
			}
		}
	}
}

// PlacesIn reports whether the server's words put its business in the
// place called name ("Street address in Paris", "a Lisbon-based
// bakery"): synthesis then draws its addresses, stores and coordinates
// there.
func (s *Server) PlacesIn(name string) bool {
	return s != nil && s.places[name]
}
