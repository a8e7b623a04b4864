// Package textscan holds the byte-level word tests that the request,
// synthesis and redaction code share: what counts as a word character and
// whether a text holds a word whole (not inside a longer one).
package textscan

import "strings"

// IsWordByte reports whether c is an ASCII letter, a digit or "_": the
// bytes a word is made of, as in the regexp class \w.
func IsWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// HasWord reports whether s contains w with no word byte right before or
// after it ("id" is in "the id." but not in "idle"); case-sensitive, so
// callers lower both sides when case should not matter. An empty w is in
// no text.
func HasWord(s, w string) bool {
	if w == "" {
		return false
	}
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !IsWordByte(s[j-1])) && (end == len(s) || !IsWordByte(s[end])) {
			return true
		}
		i = j + 1
	}
}
