package prompt

import (
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// ownedDetails are the details of a person a key names after the person
// ("customer phone", "patient email"), as people say them.
var ownedDetails = map[string]string{"phone": "phone number", "mobile": "mobile number", "email": "email address",
	"tel": "phone number", "telephone": "telephone number", "address": "address", "postcode": "postcode"}

// ownedDetailQuestion asks for a detail of a person a key names as a
// person noun and the detail ("customerPhone"): "What's the customer's
// phone number?", not "What's the customer phone?", which reads a key
// aloud. "" for other nouns.
func ownedDetailQuestion(rng *rand.Rand, p Param, noun string) string {
	f := strings.Fields(noun)
	if p.Type != "string" || len(f) != 2 {
		return ""
	}
	said, ok := ownedDetails[f[1]]
	if !ok || !(personNouns[f[0]] || roleNouns[f[0]] || role.PersonNoun(f[0])) {
		return ""
	}
	q := "What's the " + f[0] + "'s " + said + "?"
	return pickOne(rng, "Sure. "+q, q, "I can do that. "+q)
}

// withoutTrailingOf is noun without an "of" a key ends on ("week of" of
// weekOf, the week a date falls in): "Which week is it?", not "Which
// week of is it?".
func withoutTrailingOf(noun string) string {
	if f := strings.Fields(noun); len(f) >= 2 && f[len(f)-1] == "of" {
		return strings.Join(f[:len(f)-1], " ")
	}
	return noun
}

// zoneTail splits a dated noun ending in the time zone its values are in
// ("time utc" of time_utc) into the noun and the zone as written
// ("UTC"), which the question says after the thing it asks for ("What
// time should it be, in UTC?"), not as a word of the thing ("What's the
// time utc?"); the noun itself and "" when it names no zone.
func zoneTail(noun string) (string, string) {
	f := strings.Fields(noun)
	if len(f) < 2 {
		return noun, ""
	}
	switch z := f[len(f)-1]; z {
	case "utc", "gmt":
		return strings.Join(f[:len(f)-1], " "), strings.ToUpper(z)
	}
	return noun, ""
}

// inZone says q, a question for a date or time, with the zone its answer
// is in: "When's the pickup?" → "When's the pickup, in UTC?".
func inZone(q, zone string) string {
	if zone == "" || !strings.HasSuffix(q, "?") {
		return q
	}
	return strings.TrimSuffix(q, "?") + ", in " + zone + "?"
}
