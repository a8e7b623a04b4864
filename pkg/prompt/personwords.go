package prompt

import "math/rand/v2"

// RedirectPerson words the user's answer after declining a call made for
// the wrong person: the person meant said whole (said: the name, then
// the address or phone in brackets), since every value describing the
// person changes with it ("Sorry, wrong person. I meant Noah Rodrigues
// (noah.rodrigues@example.com)."), not one of them beside the first
// person's name.
func RedirectPerson(rng *rand.Rand, said string) string {
	return pickOne(rng, "Sorry, wrong person. I meant "+said+".", "Oops, not them. It should be "+said+".",
		"Sorry, I mixed people up: it's "+said+".")
}

// FollowUpPerson words the user's next request after a finished exchange
// asking the same for another person, said whole (RedirectPerson); again
// says it of a change done ("Now do the same for …").
func FollowUpPerson(rng *rand.Rand, said string, again bool) string {
	if again {
		return pickOne(rng, "Now do the same for "+said+".", "Great. Same again for "+said+", please.")
	}
	return pickOne(rng, "And for "+said+"?", "Thanks. Now the same for "+said+".", "What about "+said+"?")
}
