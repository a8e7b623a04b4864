package synth

import (
	"regexp"
	"strings"
)

// tidyCode makes a short string drawn from a pattern read as a code a
// person would see, keeping it a match of m: a number that opens the
// value or follows a separator does not open with 0 ("573" for
// ^[0-9]{3,4}$, not "059"; "V048" keeps its zero, and "00" stays where
// the pattern forces it), and a run of letters of one case repeats no
// letter ("MOD" for ^[MODBLFI]{1,5}$, not "FIIF"; "KQRT", not "ZZBC").
// A change the pattern rejects is not made; a value longer than 12
// characters is an opaque token, whose repeats are as likely as any.
func (g *Generator) tidyCode(s string, m *regexp.Regexp) string {
	if len(s) > 12 {
		return s
	}
	if h := oneCaseHex(s, m); h != s {
		return h // (a hex code's zeros and repeats are as likely as any)
	}
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		if !isDigit(b[i]) || b[i] != '0' || i+1 >= len(b) || !isDigit(b[i+1]) || i > 0 && isAlnumByte(b[i-1]) {
			continue
		}
		for try := 0; try < 4; try++ {
			b[i] = byte('1' + g.rng.Intn(9))
			if m.Match(b) {
				break
			}
			b[i] = '0'
		}
	}
	for i := 0; i < len(b); {
		j := i
		for j < len(b) && sameCaseLetter(b[i], b[j]) {
			j++
		}
		if j-i >= 2 && j-i <= 8 {
			g.distinctLetters(b, i, j, m)
		}
		if j == i {
			j++
		}
		i = j
	}
	return string(b)
}

// distinctLetters replaces each letter of the run b[i:j] that repeats an
// earlier one by a letter of its case the run lacks, when m still
// matches; the candidates are tried from a random start.
func (g *Generator) distinctLetters(b []byte, i, j int, m *regexp.Regexp) {
	for k := i + 1; k < j; k++ {
		if !repeatsIn(b[i:k], b[k]) {
			continue
		}
		base := byte('a')
		if b[k] <= 'Z' {
			base = 'A'
		}
		orig, start := b[k], g.rng.Intn(26)
		for t := 0; t < 26; t++ {
			c := base + byte((start+t)%26)
			if repeatsIn(b[i:j], c) {
				continue
			}
			b[k] = c
			if m.Match(b) {
				break
			}
			b[k] = orig
		}
	}
}

// repeatsIn reports whether run holds c.
func repeatsIn(run []byte, c byte) bool {
	for _, x := range run {
		if x == c {
			return true
		}
	}
	return false
}

// sameCaseLetter reports whether b is a letter of a's case (a a letter).
func sameCaseLetter(a, b byte) bool {
	switch {
	case a >= 'a' && a <= 'z':
		return b >= 'a' && b <= 'z'
	case a >= 'A' && a <= 'Z':
		return b >= 'A' && b <= 'Z'
	}
	return false
}

// isDigit reports whether c is an ASCII digit.
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isAlnumByte reports whether c is an ASCII letter or digit.
func isAlnumByte(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// oneCaseHex returns a hex code s ("#C1BfCd", "EDAa5D": hex digits after
// an optional "#") written in one case, lower case unless m takes only
// upper case: a colour is written "#c1bfcd" or "#C1BFCD", never mixed.
// s itself when it is no hex code of mixed case or m takes neither.
func oneCaseHex(s string, m *regexp.Regexp) string {
	h := strings.TrimPrefix(s, "#")
	if len(h) < 3 || strings.Trim(h, "0123456789abcdefABCDEF") != "" || strings.ToLower(h) == h || strings.ToUpper(h) == h {
		return s
	}
	for _, c := range []string{strings.ToLower(s), strings.ToUpper(s)} {
		if m.MatchString(c) {
			return c
		}
	}
	return s
}
