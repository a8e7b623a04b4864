package prompt

import (
	"strings"
	"unicode"
)

// plainValue tells whether a string value is a proper name a person
// types as it is, with no quotes: up to three capitalised words
// ("Labrador", "Trek Domane", "Wembley"). Quotes then read as a field
// value pasted from a form (`Make the breed "Labrador".`); a text, a
// value with digits or marks, and lower-case words, which could be read
// as the sentence's own ("tag ux", "two of us"), keep them.
func plainValue(x string) bool {
	w := strings.Fields(x)
	if len(w) == 0 || len(w) > 3 || strings.Join(w, " ") != x {
		return false
	}
	for _, s := range w {
		rs := []rune(s)
		if !unicode.IsUpper(rs[0]) {
			return false
		}
		for i, r := range rs {
			if !unicode.IsLetter(r) && (i == 0 || i == len(rs)-1 || r != '-' && r != '\'') {
				return false
			}
		}
	}
	return len(x) > 1
}
