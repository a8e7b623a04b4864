package prompt

import (
	"math/rand/v2"
	"strings"
)

// turnOnly are the openers of a follow-up turn (FollowUp, FollowUpSaid)
// that thank for or repeat a call already made, and what they read as
// inside the message that asks for the first call too: "Thanks. Now
// for Lyon?" is a second turn, "And for Lyon?" closes one message.
var turnOnly = [][2]string{
	{"Thanks. Now ", "And "},
	{"OK, and ", "And "},
	{"Can you run that again, but ", "And the same, but "},
	{"Can you run that again ", "And the same "},
	{"Same again, but ", "And the same, but "},
}

// AlsoAsk words the ask, closing a message that asks for a call, for the
// same call with p changed to value: the value alone, with its noun or
// in the words the request says such a value with (said, as for
// FollowUpSaid), not the whole request again ("… on October 12? And for
// May 14, 2026?", "… 72 days past due? And the same for 30 days.").
func AlsoAsk(rng *rand.Rand, p Param, value any, named bool, said string) string {
	ask := FollowUpSaid(rng, p, value, named, said)
	for _, t := range turnOnly {
		if rest, ok := strings.CutPrefix(ask, t[0]); ok {
			ask = t[1] + rest
			break
		}
	}
	if strings.HasSuffix(ask, ", please?") {
		ask = strings.TrimSuffix(ask, ", please?") + "?"
	}
	return ask
}

// JoinAlso words a message asking first, a request, and then ask, the
// short ask for the same with one value changed (AlsoAsk). false when
// first holds a block or a reason, which the short ask would follow out
// of place, or does not end a sentence (a closing quote aside: "… put
// "Call me first."").
func JoinAlso(rng *rand.Rand, first, ask string) (string, bool) {
	if ask == "" || strings.ContainsRune(first, '\n') {
		return "", false
	}
	if _, why := cutPurpose(first); why != "" {
		return "", false
	}
	t := strings.TrimSpace(JoinRequests(rng, []string{first}))
	if end := strings.TrimSuffix(t, "\""); !strings.HasSuffix(end, "?") && !strings.HasSuffix(end, ".") {
		return "", false
	}
	return t + " " + ask, true
}
