package role

import "strings"

// PluralNoun returns the English plural of a noun by the common spelling
// rules (file → files, category → categories, match → matches, box →
// boxes). synth writes it into reasons ("Cleaning up old categories.")
// and prompt's Plural into requests; both spell it one way.
func PluralNoun(w string) string {
	lw := strings.ToLower(w)
	switch {
	case w == "":
		return w
	case strings.HasSuffix(lw, "y") && len(lw) > 1 && !strings.ContainsRune("aeiou", rune(lw[len(lw)-2])):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(lw, "s"), strings.HasSuffix(lw, "x"), strings.HasSuffix(lw, "z"),
		strings.HasSuffix(lw, "ch"), strings.HasSuffix(lw, "sh"):
		return w + "es"
	}
	return w + "s"
}
