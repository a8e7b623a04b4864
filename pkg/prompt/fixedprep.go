package prompt

import "strings"

// fixedPhrases are prepositional phrases whose preposition belongs to
// the phrase ("on behalf of", "in charge of"): no other preposition
// stands in for it.
var fixedPhrases = []string{"on behalf of ", "in charge of ", "in front of ", "in place of ", "in terms of ",
	"on top of ", "in favor of ", "in favour of ", "on account of ", "by way of ", "in response to ", "with respect to ",
	"in reply to ", "as part of ", "instead of "}

// fixedPhrase tells whether s opens with a fixed prepositional phrase.
func fixedPhrase(s string) bool {
	l := strings.ToLower(s)
	for _, p := range fixedPhrases {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}
