package prompt

import (
	"math/rand/v2"
	"strings"
	"unicode"
)

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

// fullNameLike tells whether v reads as a person's full name: two or
// three words, each opening with a capital letter ("Hugo Patel"). A
// value of a parameter read as a person that is one word ("Contact", an
// object type) is no person a correction calls "the wrong person".
func fullNameLike(v string) bool {
	f := strings.Fields(v)
	if len(f) < 2 || len(f) > 3 {
		return false
	}
	for _, w := range f {
		r := []rune(w)
		if !unicode.IsUpper(r[0]) {
			return false
		}
		for _, c := range r[1:] {
			if !unicode.IsLetter(c) && c != '-' && c != '\'' && c != '.' {
				return false
			}
		}
	}
	return true
}
