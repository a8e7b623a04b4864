package prompt

import "strings"

// countedPrep joins a count of units to the thing a row is about: " of "
// when the count is of a unit noun and the thing a plain lower-case noun
// ("60 stems of sunflowers", a line of flowers by their stems), else
// " for " ("$42.50 for student 224725491", "3 seats for Ana Costa"):
// "60 stems for sunflowers" reads as stems meant for the flowers.
func countedPrep(amount, thing string) string {
	f := strings.Fields(amount)
	if len(f) != 2 || f[0] == "" || f[0][0] < '0' || f[0][0] > '9' || !isWord(f[1]) || !pluralLooking(f[1]) {
		return " for "
	}
	w := strings.Fields(thing)
	for _, x := range w {
		if !isWord(x) {
			return " for " // a name or a number: "Reed Co", "table 4"
		}
	}
	if len(w) == 0 {
		return " for "
	}
	return " of "
}
