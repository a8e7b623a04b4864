package generate

import "regexp"

// lostVerbRe matches a request whose verb went with the value left out
// of it: a modal and "you" followed at once by an article or a pronoun
// ("Can you the me the download counts for 90 days?"), or a sentence
// that opens on "me" and an article ("Me the download counts, for 30
// days, thanks!", once "Get me the download counts for show …").
var lostVerbRe = regexp.MustCompile(`(?i)\b(?:can|could|would|will) you (?:the|a|an|me|my|this|that|these|those|its)\b|(?:^|[.!?]\s+)me (?:the|a|an|my|this|that|these|those|its|all)\b|\bthe me (?:the|a|an|my|all)\b`)

// lostVerb tells whether text, a request with a value left out, lost its
// verb with it (lostVerbRe): no person asks so, and the clarification
// takes another wording or another value.
func lostVerb(text string) bool {
	return lostVerbRe.MatchString(text)
}
