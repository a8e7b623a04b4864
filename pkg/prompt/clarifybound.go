package prompt

import (
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// boundStarts and boundEnds are the words that make a date or time
// parameter one end of a span ("flight_datetime_from", "timeMax",
// "deferred_until"): the word says which end.
var (
	boundStarts = map[string]bool{"from": true, "since": true, "after": true, "min": true}
	boundEnds   = map[string]bool{"to": true, "until": true, "before": true, "max": true}
)

// boundDateQuestion asks for a dated p whose noun holds a bound word
// first or last beside the thing it dates ("flight datetime to", "from
// date", "time min", "deferred until") the way people ask for one end of
// a span: "Up to which date?", "From when? A date and time, please.",
// not "Which flight datetime to should I use?". "" when the noun holds no
// bound word at either end or is the bound alone (asked elsewhere).
func boundDateQuestion(rng *rand.Rand, p Param, noun string) string {
	f := strings.Fields(noun)
	if len(f) < 2 {
		return ""
	}
	b := f[len(f)-1]
	if !boundStarts[b] && !boundEnds[b] {
		b = f[0]
	}
	var q string
	switch {
	case b == "since" || b == "until":
		q = ucFirst(b) + " which date?"
	case boundStarts[b]:
		q = "From which date?"
	case boundEnds[b]:
		q = "Up to which date?"
	default:
		return ""
	}
	if p.Role.Kind == role.DateTime {
		return pickOne(rng, "Sure. "+q+" A date and time, please.", q+" I'll need the date and time.", "Happy to. "+q+" The time too, please.")
	}
	return pickOne(rng, "Sure. "+q, "Happy to. "+q, q)
}

// atDateQuestion asks for a dated p named for a thing at whose moment it
// is ("new_return_at", "pickup_on") the way people ask for it: "When's
// the new return? I'll need the date and time.", not "Which new return at
// should I use?". Moments named by an act ("signed_at", "scheduled_at")
// are whenQuestion's; "" for them and other nouns.
func atDateQuestion(rng *rand.Rand, p Param, noun string) string {
	f := strings.Fields(noun)
	if len(f) < 3 || f[len(f)-1] != "at" && f[len(f)-1] != "on" {
		return ""
	}
	thing := f[:len(f)-1]
	for _, w := range thing {
		if !isLowerWord(w) {
			return ""
		}
	}
	if last := thing[len(thing)-1]; strings.HasSuffix(last, "ed") || pastParticiples[last] || aheadParticiples[last] || strings.HasSuffix(last, "s") {
		// "scheduled at", "expires at": an act, not a thing.
		return ""
	}
	q := "When's the " + strings.Join(thing, " ") + "?"
	if p.Role.Kind == role.DateTime {
		return pickOne(rng, "Sure. "+q+" I'll need the date and time.", q+" The date and time, please.", "Happy to. "+q)
	}
	return pickOne(rng, "Sure. "+q, q+" I'll need the date.", "Happy to. "+q)
}

// participleFirst puts a trailing participle of a noun before the
// things it says ("skills covered" → "covered skills", "files changed"
// → "changed files"): a list is then asked for as "Which covered skills
// do you want?", not "Which skills covereds do you want?". noun itself
// when its last word is no participle or nothing comes before it.
func participleFirst(noun string) string {
	f := strings.Fields(noun)
	if len(f) < 2 {
		return noun
	}
	last := f[len(f)-1]
	if !strings.HasSuffix(last, "ed") && !pastParticiples[last] || len(last) < 5 {
		return noun
	}
	return last + " " + strings.Join(f[:len(f)-1], " ")
}
