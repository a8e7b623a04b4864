package role

import "strings"

// asciiTokens is Tokens for an ASCII string, without decoding runes: a
// word already in lower case is a substring of s, not a copy. ok is false
// when s has a byte outside ASCII (Tokens then reads it rune by rune).
// Names and descriptions are nearly always ASCII, and Tokens is called on
// them for every value and phrase.
func asciiTokens(s string) (out []string, ok bool) {
	start, upper := -1, false
	flush := func(end int) {
		if start >= 0 {
			w := s[start:end]
			if upper {
				w = strings.ToLower(w)
			}
			out = append(out, w)
			start, upper = -1, false
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return nil, false
		}
		isUpper := 'A' <= c && c <= 'Z'
		if !isUpper && !('a' <= c && c <= 'z') && !('0' <= c && c <= '9') {
			flush(i)
			continue
		}
		if isUpper && start >= 0 {
			prev := s[i-1]
			if 'a' <= prev && prev <= 'z' || i+1 < len(s) && 'a' <= s[i+1] && s[i+1] <= 'z' {
				flush(i)
			}
		}
		if start < 0 {
			start = i
		}
		upper = upper || isUpper
	}
	flush(len(s))
	return out, true
}
