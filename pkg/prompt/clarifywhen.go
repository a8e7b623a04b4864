package prompt

import (
	"math/rand/v2"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// pastParticiples are participles not ending in "-ed" that a timestamp's
// name may hold before "at" or "on" ("sent_at", "paid_on").
var pastParticiples = map[string]bool{"sent": true, "done": true, "made": true, "taken": true, "given": true, "seen": true,
	"held": true, "paid": true, "sold": true, "built": true, "born": true, "written": true, "drawn": true, "run": true,
	"begun": true, "hit": true, "set": true, "read": true, "found": true, "left": true, "won": true, "lost": true,
	"met": true, "kept": true, "missed": true, "stood": true, "brought": true, "bought": true, "told": true, "heard": true,
	"caught": true, "taught": true}

// verbParticles are the adverbs that make a phrasal verb of a participle
// before them in a timestamp's name ("stood_down_at", "signed_off_on").
var verbParticles = map[string]bool{"down": true, "up": true, "off": true, "out": true, "over": true, "back": true, "in": true}

// aheadParticiples are participles of a timestamp that says when a thing
// is to happen ("scheduled_at", "due_at"): "When was it scheduled?" asks
// the wrong thing.
var aheadParticiples = map[string]bool{"scheduled": true, "planned": true, "expected": true, "booked": true,
	"requested": true, "reserved": true, "proposed": true, "targeted": true}

// intransitives are participles of a timestamp's name ("occurred_at")
// whose verb takes no object, with their stem: the thing did it ("When
// did it occur?"), nothing was done to it ("When was it occurred?").
var intransitives = map[string]string{"occurred": "occur", "happened": "happen", "arrived": "arrive", "departed": "depart",
	"died": "die", "landed": "land", "failed": "fail", "expired": "expire", "ended": "end", "started": "start", "begun": "begin"}

// dateNounWords are the words of p's noun ("consent signed at") when p
// is a date or a date-time, nil otherwise: the questions below read a
// timestamp's name for the event it marks.
func dateNounWords(p Param) []string {
	switch p.Role.Kind {
	case role.Date, role.DateTime:
		return strings.Fields(paramNoun(p))
	case role.Unknown:
		// A plain string named "<participle> on" ("receivedOn") is the
		// day it happened, with no format or description to say so.
		f := strings.Fields(paramNoun(p))
		if n := len(f); n >= 2 && f[n-1] == "on" && strings.HasSuffix(f[n-2], "ed") && len(f[n-2]) > 4 && p.Type == "string" && !p.Enum {
			return f
		}
	}
	return nil
}

// whenQuestion asks for p, a date or time named for the moment something
// happened ("consent_signed_at", "administeredAt", "purchased_on"), as
// people ask it: "When was the consent signed?", "When was it
// administered?", not "Which consent signed at is it?". "" for other
// parameters.
func whenQuestion(rng *rand.Rand, p Param) string {
	f := dateNounWords(p)
	if len(f) < 2 || f[len(f)-1] != "at" && f[len(f)-1] != "on" {
		return ""
	}
	part, rest := f[len(f)-2], f[:len(f)-2]
	particle := ""
	if len(f) > 2 && verbParticles[part] {
		// "stood_down_at": "When was it stood down?", never "What's
		// the stood down at?"
		part, particle, rest = f[len(f)-3], " "+part, f[:len(f)-3]
	}
	if aheadParticiples[part] || !strings.HasSuffix(part, "ed") && !pastParticiples[part] || len(part) < 4 && !pastParticiples[part] {
		return ""
	}
	for _, w := range rest {
		if !isLowerWord(w) {
			return "" // "item 2 sent at": a number or code is no subject
		}
	}
	subject := "it"
	if len(rest) > 0 {
		subject = "the " + strings.Join(rest, " ")
	}
	q := "When was " + subject + " " + part + particle + "?"
	if stem := intransitives[part]; stem != "" && particle == "" {
		q = "When did " + subject + " " + stem + "?" // not "When was it occurred?"
	}
	if p.Role.Kind == role.DateTime {
		return pickOne(rng, "Sure. "+q+" The date and time, please.", q+" I'll need the date and time.", "Happy to. "+q)
	}
	return pickOne(rng, "Sure. "+q, q+" I'll need the date.", "Happy to. "+q)
}
