package prompt

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// datedQuestion asks for a missing date or time named by what it dates
// the way people ask for one: "What's the delivery date?", "When's the
// check in?", "When should it start?" for a "start time", not "Which
// delivery date is it?", which reads as a choice among dates the user
// has not seen. noun is the parameter's noun; "" when it names no thing
// of its own (a bare "date" or a bound, asked elsewhere).
func datedQuestion(rng *rand.Rand, noun string) string {
	if n, zone := zoneTail(noun); zone != "" {
		if q := datedQuestion(rng, n); q != "" {
			return inZone(q, zone)
		}
		return ""
	}
	f := strings.Fields(noun)
	if len(f) == 0 || len(f) > 3 {
		return ""
	}
	last := f[len(f)-1]
	if len(f) == 2 && (last == "time" || last == "date" || last == "at") {
		switch f[0] {
		case "start", "end":
			q := "When should it " + f[0] + "?"
			return pickOne(rng, "Sure. "+q, "Happy to. "+q, q)
		}
	}
	switch last {
	case "min", "max", "from", "to", "since", "until", "before", "after", "at", "on", "dates", "times", "days":
		return "" // a bound, a moment named by an act or a list, worded elsewhere
	}
	if noun == "time" {
		return pickOne(rng, "Sure. What time should it be?", "For what time?", "What time should I use?")
	}
	for _, w := range f {
		switch w {
		case "date", "time", "day", "deadline", "datetime", "timestamp", "birthday":
			// "the delivery date", "the date of birth"
			return pickOne(rng, "Sure. What's the "+noun+"?", "What's the "+noun+"?", "Happy to. What "+noun+" should I put down?")
		}
	}
	if len(f) >= 2 && (last == "start" || last == "end") && allTimeModifiers(f[:len(f)-1]) {
		// new_start: "What's the new start time?", not "When does the
		// new start?"
		q := "What's the " + noun + " time?"
		return pickOne(rng, "Sure. "+q, q, "Happy to. "+q)
	}
	if len(f) >= 2 && (last == "start" || last == "end") {
		// loan_start: "When does the loan start?", not "When's the
		// loan start?"
		q := "When does the " + strings.Join(f[:len(f)-1], " ") + " " + last + "?"
		return pickOne(rng, "Sure. "+q, q, "Happy to. "+q)
	}
	return pickOne(rng, "Sure. When's the "+noun+"?", "When's the "+noun+"?", "Happy to. What's the "+noun+" date?")
}

// placeOrDateQuestion is yearQuestion for a year, datedQuestion for a
// dated p, else prepQuestion (a "to zone" that is no e-mail's
// recipient), else where a bare "to" that is a place goes (placedTo); ""
// when none fits or the question would not name p.
func placeOrDateQuestion(rng *rand.Rand, p Param, noun string, dated bool) string {
	if q := yearQuestion(rng, p, noun); q != "" {
		return q
	}
	if dated {
		if q := datedQuestion(rng, noun); q != "" && namesParam(q, p.Name) {
			return q
		}
		return ""
	}
	if recipientNoun(p, noun) != noun {
		return ""
	}
	if q := prepQuestion(rng, noun); q != "" || noun != "to" || !placedTo(p) {
		return q
	}
	// move_group's "to": where the thing goes, never who it is sent to
	return pickOne(rng, "Sure. Where should it go?", "Happy to. Where should I move it?", "Where to?")
}

// timeModifiers are words that say which of a thing's times a parameter
// holds, not the thing itself ("new" of new_start, "planned" of
// planned_end): "When does the new start?" asks about no thing.
var timeModifiers = map[string]bool{"new": true, "old": true, "current": true, "next": true, "original": true, "proposed": true,
	"preferred": true, "desired": true, "requested": true, "planned": true, "actual": true, "expected": true, "scheduled": true, "updated": true}

// allTimeModifiers tells whether every word of ws is a time modifier
// (timeModifiers).
func allTimeModifiers(ws []string) bool {
	for _, w := range ws {
		if !timeModifiers[w] {
			return false
		}
	}
	return len(ws) > 0
}

// yearQuestion asks for p, a year (a vintage, a season, a model year),
// as the year it is: "Which year is the vintage?", "Which year?", not
// "When's the vintage?", which a day answers. "" for other parameters
// and for a range's bound ("from", "to"), asked as such.
func yearQuestion(rng *rand.Rand, p Param, noun string) string {
	if p.Role.Kind != role.Year || p.Type == "array" {
		return ""
	}
	f := strings.Fields(noun)
	if len(f) == 0 || len(f) > 3 {
		return ""
	}
	for _, w := range f {
		switch w {
		case "min", "max", "from", "to", "since", "until", "before", "after", "start", "end":
			return ""
		}
	}
	if slices.Contains(f, "year") {
		return pickOne(rng, "Sure. Which year?", "For which year?", "Happy to. Which year should I use?")
	}
	return pickOne(rng, "Sure. Which year is the "+noun+"?", "Which "+noun+" year?", "Happy to. Which year should the "+noun+" be?")
}
