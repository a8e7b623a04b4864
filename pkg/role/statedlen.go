package role

import (
	"regexp"
	"strconv"
	"strings"
)

// reStatedLen matches a description stating how many digits or letters a
// value has: "The 6-digit number on the bike frame", "3-letter club
// code", "8 digit PIN", "six-digit code".
var reStatedLen = regexp.MustCompile(`(?i)\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ](digit|letter)s?\b`)

// numberWords are the spelled-out counts reStatedLen reads.
var numberWords = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12}

// StatedLength reads how many digits (or, with letters, upper-case
// letters) a description says a value has; ok is false when it says
// none or a count beyond 20.
func StatedLength(desc string) (n int, letters, ok bool) {
	if !maySayLength(desc) {
		return 0, false, false
	}
	m := reStatedLen.FindStringSubmatch(desc)
	if m == nil {
		return upperChars(desc)
	}
	n, err := strconv.Atoi(m[1])
	if err != nil {
		n = numberWords[strings.ToLower(m[1])]
	}
	if n < 1 || n > 20 {
		return 0, false, false
	}
	return n, strings.EqualFold(m[2], "letter"), true
}

// maySayLength tells cheaply whether desc can match reStatedLen, which
// needs "digit" or "letter" in any case, or upperChars, which needs
// "character": most descriptions have neither,
// and the value functions ask on every string drawn. Text with non-ASCII
// bytes goes to the regexp (its case folding is Unicode's).
func maySayLength(desc string) bool {
	for i := 0; i < len(desc); i++ {
		if desc[i] >= 0x80 {
			return true
		}
	}
	// "character" for upperChars ("5 characters … in uppercase").
	return asciiContainsFold(desc, "digit") || asciiContainsFold(desc, "letter") || asciiContainsFold(desc, "character")
}

// asciiContainsFold tells whether ASCII text s holds lower-case word w in
// any case.
func asciiContainsFold(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i]|0x20 == w[0] && strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}
