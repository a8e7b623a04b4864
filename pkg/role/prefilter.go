package role

import "strings"

// foldsToASCII tells whether d holds a letter that a case-insensitive
// expression matches as an ASCII letter while strings.ToLower keeps it
// apart (the long s "ſ" matches (?i)s): a word check on the lowered text
// may then miss what the expression finds.
func foldsToASCII(d string) bool {
	return strings.ContainsRune(d, 'ſ')
}

// maxMatch is reMax.FindStringSubmatch(d), skipping the expression when
// l (d lowered) holds none of its words: most descriptions state no
// maximum, and classification runs on every parameter of every tool.
func maxMatch(d, l string) []string {
	if !containsAny(l, "max", "at most", "up to", "no more than", "not exceed", "limit") && !foldsToASCII(d) {
		return nil
	}
	return reMax.FindStringSubmatch(d)
}

// oneOfIndex is reOneOf.FindStringIndex(d), skipping the expression when
// l (d lowered) holds none of its words.
func oneOfIndex(d, l string) []int {
	if !containsAny(l, "one of", "either", "values", "options", "allowed") && !foldsToASCII(d) {
		return nil
	}
	return reOneOf.FindStringIndex(d)
}
