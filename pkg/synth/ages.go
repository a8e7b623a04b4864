package synth

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A date of birth fits who was born: a child registered for a youth
// league was born a few years ago (in the years its U-number division
// says), an adult customer between 1950 and 2005.

// childNounsStrict always name a child; childNounsYouth name one where
// the tool's words speak of youth (a player of a youth league, a pupil of
// a school, not a player of a darts club).
var (
	childNounsStrict = map[string]bool{"child": true, "kid": true, "minor": true, "son": true, "daughter": true, "junior": true,
		"pupil": true, "dependent": true, "baby": true, "infant": true, "toddler": true, "camper": true}
	childNounsYouth = map[string]bool{"player": true, "student": true, "athlete": true, "member": true, "participant": true,
		"swimmer": true, "gymnast": true, "dancer": true, "": true}
	reYouth = regexp.MustCompile(`\b(youth|juniors?|kids?|child|children|minors?|u\d{1,2}|under[- ]\d{1,2}s?|elementary|kindergarten|preschool|pupils?)\b`)
	// reAgeGroup matches an age group value: "U14", "u-10", "U12 Girls"
	reAgeGroup = regexp.MustCompile(`^[Uu]-?(\d{1,2})\b`)
	reYear     = regexp.MustCompile(`\b(20\d\d)\b`)
)

// bornWords are the tokens of a date of birth's own name.
var bornWords = map[string]bool{"date": true, "of": true, "birth": true, "dob": true, "born": true, "birthdate": true,
	"birthday": true, "on": true, "at": true}

// bornWho returns the noun of who a date of birth is of: the words of
// its name besides the date words (player_dob), else the object it is
// in (/player/date_of_birth), else what the tool registers
// (register_student).
func bornWho(h hint) string {
	var rest []string
	for _, t := range role.Tokens(h.name) {
		if t = strings.ToLower(t); !bornWords[t] {
			rest = append(rest, t)
		}
	}
	if len(rest) > 0 {
		return singular(rest[len(rest)-1])
	}
	if h.parent != "" {
		ts := role.Tokens(h.parent)
		return singular(strings.ToLower(ts[len(ts)-1]))
	}
	if ts := role.Tokens(h.topic); len(ts) > 1 {
		return singular(strings.ToLower(ts[len(ts)-1]))
	}
	return ""
}

// bornDate returns a date of birth for the person h is of: a child's
// (5 to 16 years before refDate) where the noun or the tool's words say
// a child, else an adult's (21 to 75 years before).
func (g *Generator) bornDate(h hint) time.Time {
	who := bornWho(h)
	if g.animalBorn(who) {
		return g.animalBornDate()
	}
	years := 21 + g.rng.Intn(55)
	if childNounsStrict[who] || childNounsYouth[who] && reYouth.MatchString(g.toolL) {
		years = 5 + g.rng.Intn(12)
	}
	return refDate.AddDate(-years, -g.rng.Intn(12), -g.rng.Intn(28)).Truncate(24 * time.Hour)
}

// fitAgeGroup makes the dates of birth in obj agree with an age group
// value beside them: a player of "U14" in the 2025 season was born in
// 2012 or 2013. The season's year is a year some other value of obj
// holds ("FALL-2025"), else refDate's.
func (g *Generator) fitAgeGroup(obj map[string]any) {
	if !holdsAgeGroup(obj) {
		return
	}
	under, year := 0, 0
	for _, k := range sortedAnyKeys(obj) {
		s, ok := obj[k].(string)
		if !ok {
			continue
		}
		if m := reAgeGroup.FindStringSubmatch(s); m != nil && under == 0 {
			under, _ = strconv.Atoi(m[1])
		} else if m := reYear.FindStringSubmatch(s); m != nil && year == 0 && !bornName.MatchString(k) {
			year, _ = strconv.Atoi(m[1])
		}
	}
	if under < 4 || under > 23 {
		return
	}
	if year == 0 || year < refDate.Year()-2 || year > refDate.Year()+2 {
		year = refDate.Year()
	}
	g.setBornYears(obj, year-under+1, 0)
}

// holdsAgeGroup tells whether some string value of obj is an age group
// (reAgeGroup): without one fitAgeGroup has nothing to fit, and the
// check spares reading the year of every value of every object.
func holdsAgeGroup(obj map[string]any) bool {
	for _, v := range obj {
		if s, ok := v.(string); ok && len(s) > 1 && (s[0] == 'U' || s[0] == 'u') && reAgeGroup.MatchString(s) {
			return true
		}
	}
	return false
}

// setBornYears moves each date of birth in v (nested objects and lists
// included) to the year from or the one after, keeping its month and day.
func (g *Generator) setBornYears(v any, from, depth int) {
	if depth > 3 {
		return
	}
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			g.setBornYears(e, from, depth+1)
		}
	case map[string]any:
		for _, k := range sortedAnyKeys(x) {
			s, ok := x[k].(string)
			if !ok || !bornName.MatchString(k) {
				g.setBornYears(x[k], from, depth+1)
				continue
			}
			t, err := time.Parse("2006-01-02", s)
			if err != nil {
				continue
			}
			day := min(t.Day(), 28)
			x[k] = time.Date(from+g.rng.Intn(2), t.Month(), day, 0, 0, 0, 0, time.UTC).Format("2006-01-02")
			g.unsure = true
		}
	}
}

// sortedAnyKeys returns the keys of m in sorted order.
func sortedAnyKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
