package prompt

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// descBound matches a description that says a bound on a measure:
// "Minimum average review rating", "Minimum plant height in centimeters".
// The measure's words (group 2) are how a person names it.
var descBound = regexp.MustCompile(`^(?i)(minimum|min|maximum|max) ([a-z]+(?: [a-z]+){0,3}?)(?: in [a-z]+)?\.?$`)

// boundUnitWords are unit words a bound's key may end with, as said after
// the number ("max_age_years" → "40 years").
var boundUnitWords = map[string]string{"years": "years", "days": "days", "hours": "hours", "minutes": "minutes",
	"seconds": "seconds", "meters": "meters", "metres": "meters", "kilometers": "km", "miles": "miles", "percent": "%", "pct": "%"}

// boundSaid says a number whose key bounds a measure or a count from below
// or above (min_rating, min_height_cm, min_bedrooms, max_age_years) the way
// a person sets such a filter: "with a rating of at least 4.5", "at least
// 3 bedrooms", "with a height of at least 300 cm", never "at least 4.5
// rating", "a min height of 300 cm" or the bound said backwards ("no more
// than 3" for a minimum). ok is false for other keys and for the kinds
// said by their own rules (money, durations, dates, limits, positions).
func (st *funcState) boundSaid(p Param, hl, n string, k role.Kind) (argWords, bool) {
	f := strings.Fields(hl)
	if len(f) < 2 {
		return argWords{}, false
	}
	var least bool
	switch f[0] {
	case "min", "minimum":
		least = true
	case "max", "maximum":
	default:
		return argWords{}, false
	}
	switch k {
	case role.Count, role.Number, role.Unknown, role.Quantity, role.Rating:
	default:
		return argWords{}, false
	}
	rest, unit := f[1:], ""
	if u, ok := unitAbbrevs[rest[len(rest)-1]]; ok && len(rest) > 1 {
		rest, unit = rest[:len(rest)-1], u
	} else if u, ok := boundUnitWords[rest[len(rest)-1]]; ok && len(rest) > 1 {
		rest, unit = rest[:len(rest)-1], u
	} else if u, ok := role.UnitSymbol(rest[len(rest)-1]); ok && len(rest) > 1 {
		rest, unit = rest[:len(rest)-1], u // max_speed_kmh: "of at most 90 km/h"
	} else if w, u, ok := tailUnit(rest); ok {
		rest, unit = strings.Fields(w), u // min_length_yards: "of at least 20 yards"
	}
	if a, ok := st.bareUnitBound(rest, n, least); ok {
		return a, true
	}
	what := make([]string, len(rest))
	for i, w := range rest {
		what[i] = w
		if s, ok := shortFor[w]; ok {
			what[i] = s
		}
	}
	if a, ok := st.stateSpanBound(what, n, least); ok {
		return a, true
	}
	thing := strings.Join(what, " ")
	amount := n
	if unit == "%" {
		amount += "%"
	} else if unit != "" {
		amount += " " + unit
	}
	last := what[len(what)-1]
	counted := unit == "" && len(what) == 1 && strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") || unit == "" && ofCounted(what)
	if k == role.Count && !(least && counted) {
		// countPhrase says a count's cap ("no more than 20 results") and a
		// bounded size ("with the length capped at 800") itself; only a
		// lower bound on how many things was said there as a cap
		return argWords{}, false
	}
	if counted {
		// min_bedrooms=3: a count of things, "at least 3 bedrooms"
		if n == "1" && ofCounted(what) {
			thing = singular(what[0]) + " of " + what[2] // "1 frame of bees"
		} else if n == "1" {
			thing = singular(thing)
		}
		if least {
			return argWords{text: st.turn("with at least "+n+" "+thing, "with "+n+" or more "+thing)}, true
		}
		return argWords{text: st.turn("with at most "+n+" "+thing, "with no more than "+n+" "+thing)}, true
	}
	if m := descBound.FindStringSubmatch(strings.TrimSpace(p.Description)); m != nil && !strings.HasPrefix(strings.ToLower(m[2]), "number") &&
		strings.Contains(strings.ToLower(m[2]), last) {
		thing = strings.ToLower(m[2]) // "Minimum average review rating": the measure as the docs name it
	}
	if a, ok := st.extentBound(thing, amount, unit, least); ok {
		return a, true
	}
	a := fixArticle("a " + thing)
	if least {
		return argWords{text: st.turn("with "+a+" of at least "+amount, "with "+a+" of "+amount+" or more")}, true
	}
	return argWords{text: st.turn("with "+a+" of at most "+amount, "with "+a+" of no more than "+amount)}, true
}

// bareUnitBound says a bound whose key names nothing but its unit
// (min_kg, max_km, min_hours) as the amount itself: "with at least 1.5
// kg", "within 100 km", never "with a kg of 1.5 or more" nor "with a km
// of no more than 100". rest are the
// key's words after "min" or "max"; ok is false for any other key.
func (st *funcState) bareUnitBound(rest []string, n string, least bool) (argWords, bool) {
	if len(rest) != 1 {
		return argWords{}, false
	}
	u, ok := unitAbbrevs[rest[0]]
	if !ok {
		u, ok = boundUnitWords[rest[0]]
	}
	if !ok {
		u, ok = role.UnitSymbol(rest[0])
	}
	if !ok || u == "" {
		return argWords{}, false
	}
	amount := n + " " + u
	if u == "%" {
		amount = n + "%"
	}
	switch {
	case least:
		return argWords{text: st.turn("with at least "+amount, "with "+amount+" or more")}, true
	case distanceUnits[u]:
		return argWords{text: st.turn("within "+amount, "no more than "+amount+" away")}, true // max_km: "within 100 km"
	}
	return argWords{text: st.turn("with at most "+amount, "with no more than "+amount)}, true
}

// distanceUnits are units of length a bound on how far away a thing is
// is said in: "within 100 km".
var distanceUnits = map[string]bool{"km": true, "miles": true, "meters": true, "feet": true, "m": true, "mi": true}

// spanStates are the states a key may say a thing has been in for a
// span of time ("days void", "hours idle") that are no participle.
var spanStates = map[string]bool{"void": true, "vacant": true, "empty": true, "idle": true, "open": true,
	"inactive": true, "active": true, "dormant": true, "offline": true, "online": true, "absent": true, "unread": true,
	"unpaid": true, "unused": true, "unsold": true, "closed": true, "missing": true, "down": true}

// stateSpanBound says a bound on how long a thing has been in a state,
// a key of a plural unit of time and the state (min_days_void,
// max_hours_idle), as people say it: "void for at least 87 days", never
// "with a days void of at least 87". ok is false for other keys; a state
// said after its count ("days overdue") is countedKeySaid's.
func (st *funcState) stateSpanBound(what []string, n string, least bool) (argWords, bool) {
	if len(what) != 2 || !countedUnits[what[0]] || afterCount[what[1]] || !spanStates[what[1]] && !participle(what[1]) {
		return argWords{}, false
	}
	unit := what[0]
	if n == "1" {
		unit = singular(unit)
	}
	state, lead := what[1], false
	if st.data != nil && objectSays(st.data.Tool.intent.Object, state) {
		// "the voids that have been void for …", never "the voids, void for …"
		state, lead = "that have been "+state, true
	}
	if least {
		return argWords{text: st.turn(state+" for at least "+n+" "+unit, state+" for "+n+" "+unit+" or more"), lead: lead}, true
	}
	return argWords{text: st.turn(state+" for at most "+n+" "+unit, state+" for no more than "+n+" "+unit), lead: lead}, true
}
