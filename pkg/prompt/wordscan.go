package prompt

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Word helpers the request builders call on every record, written to
// read their text without splitting it all into words.

// firstWord is strings.Fields(s + " x")[0]: the first word of s, or "x"
// when s has none.
func firstWord(s string) string {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	if s == "" {
		return "x"
	}
	if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
		return s[:i]
	}
	return s
}

// mayHold tells whether s may hold one of forms (lower-case words) the
// way replaceNoun matches them: its first word, or a one-word form's
// plural, somewhere in s lower-cased. false means it cannot; it spares
// splitting s into words on every record.
func mayHold(s string, forms [][]string) bool {
	ls := strings.ToLower(s)
	for _, f := range forms {
		if len(f) == 0 || strings.Contains(ls, f[0]) || len(f) == 1 && strings.Contains(ls, Plural(f[0])) {
			return true
		}
	}
	return false
}

// lastField returns the last of strings.Fields(s); ok is false when s has
// none.
func lastField(s string) (string, bool) {
	// ASCII read from the end; any other byte on the way is read as runes
	end := len(s)
	for end > 0 && asciiSpace(s[end-1]) {
		end--
	}
	if end == 0 {
		return "", false
	}
	i := end - 1
	for i >= 0 && s[i] < utf8.RuneSelf && !asciiSpace(s[i]) {
		i--
	}
	if i < 0 || s[i] < utf8.RuneSelf {
		return s[i+1 : end], true
	}
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	if s == "" {
		return "", false
	}
	if i := strings.LastIndexFunc(s, unicode.IsSpace); i >= 0 {
		_, n := utf8.DecodeRuneInString(s[i:])
		s = s[i+n:]
	}
	return s, true
}

// moreFields tells whether len(strings.Fields(s)) > n.
func moreFields(s string, n int) bool {
	in := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			in = false
			continue
		}
		if !in {
			in = true
			if n--; n < 0 {
				return true
			}
		}
	}
	return false
}

// wordStartREs caches wordStartRE's expressions (a run sees a few stems).
var wordStartREs sync.Map // string → *regexp.Regexp

// wordStartRE matches s, case-insensitively, at the start of a word:
// `(?i)\b` + QuoteMeta(s), compiled once per s.
func wordStartRE(s string) *regexp.Regexp {
	if re, ok := wordStartREs.Load(s); ok {
		return re.(*regexp.Regexp)
	}
	re, _ := wordStartREs.LoadOrStore(s, regexp.MustCompile(`(?i)\b`+regexp.QuoteMeta(s)))
	return re.(*regexp.Regexp)
}

// asciiSpace tells whether c is one of the ASCII bytes unicode.IsSpace
// accepts.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}
