package dataset

import (
	"strings"
	"unicode"
)

// askFiller are the words of a clarifying question that say nothing of
// what is missing: question words, pronouns, politeness and the words
// any request for "that" uses ("Which one should I use?", "Could you
// send it, please?"). A question made of them alone names nothing a user
// could answer without guessing. "Who", "when" and "where" are not among
// them: they ask for a person, a time, a place ("Who should it go to?").
var askFiller = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`which what whats what's how why
		one ones it its it's is are was be been the a an that this these those there here
		should shall would will could can may might do does did i i'll i'd me my we us our you your yours
		use used using give send paste tell share provide need needs want like let know mean meant
		please sure ok okay okey happy glad yes yeah no right so then just also again else exactly
		value values thing things something anything more info information detail details
		to of for from in on at with about by and or but if as into
		go ahead get have has had got`) {
		askFiller[w] = true
	}
}

// contentFree tells whether a clarifying question names nothing: every
// word of it is filler (askFiller). "Which one?" or "What should I use?"
// ask for a value without saying which, so the reply that follows is a
// guess; "Which folder?" or "What's the date?" name what is missing.
func contentFree(question string) bool {
	words := strings.FieldsFunc(strings.ToLower(question), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	})
	for _, w := range words {
		if w = strings.Trim(w, "'"); w != "" && !askFiller[w] {
			return false
		}
	}
	return true
}
