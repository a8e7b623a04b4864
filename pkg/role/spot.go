package role

import (
	"regexp"
	"strings"
)

// reSpotWithin matches a description of a spot within a place the tool
// already knows, no town: "Where on the beach, e.g. …", "Where on site",
// "Which part of the ward".
var reSpotWithin = regexp.MustCompile(`^(?:where|which (?:spot|part|area|level|bay)) (?:on|in|at|within|around|of)\b`)

// spotNotCity tells whether a parameter its name calls a city (a bare
// "location") is a spot within a place instead: its description asks
// where on or in something ("Where on the beach"), or the examples it
// gives are no town's name (one with digits, "L620-STP4"; one in lower
// case, "north rocks near post 14"). A lifeguard's incident location was
// "Bristol"; it is now one of the spots the description shows.
func spotNotCity(f Facts, d string) bool {
	if reSpotWithin.MatchString(strings.TrimSpace(d)) {
		return true
	}
	ex := ExamplesOf(f.Description)
	for _, e := range f.Examples {
		if s, ok := e.(string); ok {
			ex = append(ex, s)
		}
	}
	for _, e := range ex {
		if e != "" && (strings.ContainsAny(e, "0123456789") || e[0] >= 'a' && e[0] <= 'z') {
			return true
		}
	}
	return false
}
