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
	if !containsAny(l, "one of", "any of", "one or more of", "any combination of", "either", "values", "options", "allowed") && !foldsToASCII(d) {
		return nil
	}
	if k := firstOneOfWord(d, l); k > 0 {
		// no match starts before k; from k-1 on, \b at k sees the byte
		// before it as in d
		if loc := reOneOf.FindStringIndex(d[k-1:]); loc != nil {
			return []int{loc[0] + k - 1, loc[1] + k - 1}
		}
		return nil
	}
	return reOneOf.FindStringIndex(d)
}

// oneOfStarts are the words a reOneOf match starts with.
var oneOfStarts = [...]string{"one of", "one or more of", "any of", "any combination of", "either", "allowed", "possible", "valid", "supported", "accepted", "options"}

// firstOneOfWord returns where in d the first word a reOneOf match can
// start with is, when d is ASCII (so l, d lowered, has d's offsets);
// 0 when d is not ASCII or no such word is found (search all of d).
func firstOneOfWord(d, l string) int {
	for i := 0; i < len(d); i++ {
		if d[i] >= 0x80 {
			return 0
		}
	}
	k := -1
	for _, w := range oneOfStarts {
		if i := strings.Index(l, w); i >= 0 && (k < 0 || i < k) {
			k = i
		}
	}
	if k < 0 {
		return 0
	}
	return k
}

// canBeIndex is reCanBe.FindStringIndex(d), skipping the expression when
// l (d lowered) holds none of its words.
func canBeIndex(d, l string) []int {
	if !containsAny(l, "must be", "can be", "may be", "should be") && !foldsToASCII(d) {
		return nil
	}
	return reCanBe.FindStringIndex(d)
}
