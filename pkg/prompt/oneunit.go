package prompt

import (
	"regexp"
	"strings"
)

// oneNouns are the plural units and counted nouns a "1" may come before,
// with the singular a person says after it: "1 day", "1 hectare", "1
// person", never "1 days" or "1 people".
var oneNouns = map[string]string{
	"seconds": "second", "minutes": "minute", "hours": "hour", "days": "day", "nights": "night", "weeks": "week",
	"months": "month", "years": "year", "meters": "meter", "metres": "metre", "kilometers": "kilometer",
	"miles": "mile", "feet": "foot", "inches": "inch", "hectares": "hectare", "acres": "acre", "liters": "liter",
	"litres": "litre", "gallons": "gallon", "pounds": "pound", "people": "person", "persons": "person",
	"players": "player", "guests": "guest", "passengers": "passenger", "adults": "adult", "children": "child",
	"units": "unit", "items": "item", "copies": "copy", "levels": "level", "seats": "seat", "rooms": "room",
	"tickets": "ticket", "results": "result", "servings": "serving", "bottles": "bottle", "boxes": "box",
}

// oneThen matches a lone 1 and the word after it.
var oneThen = regexp.MustCompile(`\b1 ([a-z]+)\b`)

// oneUnit makes a unit or a counted noun after a lone "1" singular,
// outside quoted values (a value is the user's own words): "1 days long"
// reads "1 day long". A 1 that ends a larger number ("0.1 meters", "$1",
// "2,1") is left alone.
func oneUnit(s string) string {
	if !strings.Contains(s, "1 ") {
		return s // the common case: no regexp run
	}
	locs := oneThen.FindAllStringSubmatchIndex(s, -1)
	var b strings.Builder
	last := 0
	for _, l := range locs {
		if l[0] > 0 && strings.ContainsRune("0123456789.,$€£¥-+", rune(s[l[0]-1])) {
			continue
		}
		if strings.Count(s[:l[0]], "\"")%2 == 1 || strings.Count(s[:l[0]], "`")%2 == 1 {
			continue // inside a quoted value
		}
		one, ok := oneNouns[s[l[2]:l[3]]]
		if !ok {
			continue
		}
		b.WriteString(s[last:l[2]])
		b.WriteString(one)
		last = l[3]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}
