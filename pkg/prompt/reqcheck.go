package prompt

import (
	"strings"
)

// The checks below read a request as runs of ASCII word characters
// ([0-9A-Za-z_], the characters of `\b` in Go's regexp syntax) and the
// bytes between them. They were regular expressions; a request is checked
// once per rendering attempt, and the backtracking matcher cost about a
// quarter of offline generation's CPU time, so they are scanned by hand.
// reqcheck_test.go keeps the expressions and checks the scans against
// them.

// preps are the prepositions a sentence may not end on, or put before a
// comma ("locate facilities near, with the zip …", "Book an instrument
// to.").
var danglingPreps = checkWords("to of for from with into near during about via per onto than at by")

// doubledFirst are prepositions that take no other preposition after
// them; doubledSecond the prepositions that may not follow ("a
// maintenance window during from …", "the night of on …").
var (
	doubledFirst  = checkWords("during of near into via per onto")
	doubledSecond = checkWords("from on of for at with by into to during near")
)

// subjectFirst and subjectVerb are a conjunction and a verb that may not
// follow it with no subject between ("Check if is connected").
var (
	subjectFirst = checkWords("if whether")
	subjectVerb  = checkWords("is are was were has have can")
)

// possessedVerbs are words that may not follow a possessive ("member
// 46838's currently has"); "for me" is checked apart.
var possessedVerbs = checkWords("currently already still has have is are was were can will")

// pronounOwners are words whose "'s" is a contraction ("it's", "that's"),
// not a possessive.
var pronounOwners = map[string]bool{"it": true, "that": true, "what": true, "there": true, "here": true, "who": true,
	"he": true, "she": true, "let": true, "where": true, "how": true, "everything": true, "nothing": true}

// whOpeners are the words that open a question which may end on a
// preposition ("What is it for?").
var whOpeners = checkWords("what which who whom where when")

// checkWords is the set of the space-separated words of s.
func checkWords(s string) map[string]bool {
	m := map[string]bool{}
	for w := range strings.FieldsSeq(s) {
		m[w] = true
	}
	return m
}

// brokenRequest tells whether a request's first line is a broken
// sentence a person would not type: a preposition left dangling, two
// prepositions in a row, a possessive before a verb, a verb with no
// subject after "if", or a compound cut at its hyphen. Quoted values
// and code are not read.
func brokenRequest(s string) bool {
	line, _, _ := strings.Cut(s, "\n")
	line = maskQuoted(line)
	var sents [8]string // most requests fit: no allocation
	for _, sent := range appendSentences(sents[:0], line) {
		if danglingPrep(sent) && !whOpen(strings.TrimSpace(sent)) {
			return true
		}
	}
	var buf [64]wordRun // most requests fit: no allocation
	runs := wordRuns(buf[:0], line)
	if wordPair(line, runs, doubledFirst, doubledSecond) || wordPair(line, runs, subjectFirst, subjectVerb) {
		return true
	}
	if possessiveVerb(line, runs) {
		return true
	}
	return cutCompound(line) && !strings.Contains(line, "- to ") && !strings.Contains(line, "- and ") &&
		!strings.Contains(line, "- or ")
}

// maskQuoted replaces each quoted value or code span of a request ("…",
// `…`, “…”) with X, so the sentence checks skip it: a title may end on
// any word.
func maskQuoted(line string) string {
	next := quoteAt(line)
	if next < 0 {
		return line
	}
	var b strings.Builder
	b.Grow(len(line))
	for next >= 0 {
		i := next
		end := "”"
		open := len("“")
		if line[i] == '"' || line[i] == '`' {
			end, open = line[i:i+1], 1
		}
		j := strings.Index(line[i+open:], end)
		if j < 0 {
			// an unclosed mark stays as it is; the scan goes on after it
			b.WriteString(line[:i+open])
			line = line[i+open:]
		} else {
			b.WriteString(line[:i])
			b.WriteByte('X')
			line = line[i+open+j+len(end):]
		}
		next = quoteAt(line)
	}
	b.WriteString(line)
	return b.String()
}

// quotedAt tells whether byte i of line lies inside a quoted value or
// code span ("…", `…`, “…”, its marks included): the user's own words,
// which a rewrite of the request around them (a noun dropped, a word
// replaced) must leave as they are, since the call carries them as said.
func quotedAt(line string, i int) bool {
	for off := 0; ; {
		q := quoteAt(line[off:])
		if q < 0 {
			return false
		}
		q += off
		end, open := "”", len("“")
		if line[q] == '"' || line[q] == '`' {
			end, open = line[q:q+1], 1
		}
		j := strings.Index(line[q+open:], end)
		if j < 0 {
			return false // an unclosed mark quotes nothing
		}
		close := q + open + j + len(end)
		if i < q {
			return false
		}
		if i < close {
			return true
		}
		off = close
	}
}

// quoteAt is strings.IndexAny(line, "\"`“") read byte by byte: the
// first straight quote, backquote or opening curly quote.
func quoteAt(line string) int {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"', '`':
			return i
		case 0xe2: // “ is e2 80 9c
			if strings.HasPrefix(line[i:], "“") {
				return i
			}
		}
	}
	return -1
}

// isWordByte reports whether c is an ASCII word character, as `\w`.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// isSpaceByte reports whether c is a space as `\s` ([\t\n\f\r ]).
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// wordBefore is the run of word characters that ends at end of s, after
// any spaces before end are skipped; "" when there is none.
func wordBefore(s string, end int) string {
	for end > 0 && isSpaceByte(s[end-1]) {
		end--
	}
	start := end
	for start > 0 && isWordByte(s[start-1]) {
		start--
	}
	return s[start:end]
}

// danglingPrep tells whether a preposition of danglingPreps ends the
// sentence or stands before a comma, a semicolon or a full stop,
// question or exclamation mark followed by a space.
func danglingPrep(sent string) bool {
	if inSet(danglingPreps, wordBefore(sent, len(sent))) {
		return true
	}
	for i := 0; i < len(sent); i++ {
		switch sent[i] {
		case ',', ';':
		case '.', '?', '!':
			if i+1 < len(sent) && !isSpaceByte(sent[i+1]) {
				continue
			}
		default:
			continue
		}
		if inSet(danglingPreps, wordBefore(sent, i)) {
			return true
		}
	}
	return false
}

// whOpen tells whether s opens with a question word of whOpeners.
func whOpen(s string) bool {
	end := 0
	for end < len(s) && isWordByte(s[end]) {
		end++
	}
	return inSet(whOpeners, s[:end])
}

// wordRun is one run of word characters of a line, at [start, end).
type wordRun struct{ start, end int }

// wordRuns appends the runs of word characters of s, in order, to runs.
func wordRuns(runs []wordRun, s string) []wordRun {
	for i := 0; i < len(s); {
		if !isWordByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isWordByte(s[j]) {
			j++
		}
		runs = append(runs, wordRun{i, j})
		i = j
	}
	return runs
}

// wordPair tells whether, among the word runs of s, a word of first is followed, after one or more
// spaces and nothing else, by a word of second.
func wordPair(s string, runs []wordRun, first, second map[string]bool) bool {
	for k := 0; k+1 < len(runs); k++ {
		a, b := runs[k], runs[k+1]
		if a.end == b.start || !allSpace(s[a.end:b.start]) {
			continue
		}
		if inSet(first, s[a.start:a.end]) && inSet(second, s[b.start:b.end]) {
			return true
		}
	}
	return false
}

// inSet tells whether the ASCII word w, lower-cased, is in set (whose
// words are lower-case and shorter than 16 bytes), without allocating.
func inSet(set map[string]bool, w string) bool {
	var buf [16]byte
	if len(w) > len(buf) {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return set[string(buf[:len(w)])]
}

// allSpace reports whether every byte of s is a space.
func allSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isSpaceByte(s[i]) {
			return false
		}
	}
	return true
}

// possessiveVerb tells whether a possessive ("x's") other than a
// pronoun's contraction is followed by a verb or an adverb instead of
// the thing owned ("member 46838's currently has"). The owner is a run
// of letters and digits; possessives are read left to right, each after
// the end of the one before. runs are the word runs of s.
func possessiveVerb(s string, runs []wordRun) bool {
	from := 0
	for _, r := range runs {
		if r.start < from || r.end+2 > len(s) || s[r.end] != '\'' || s[r.end+1] != 's' && s[r.end+1] != 'S' {
			continue
		}
		owner := s[r.start:r.end]
		if strings.Contains(owner, "_") {
			continue
		}
		j := r.end + 2
		k := j
		for k < len(s) && isSpaceByte(s[k]) {
			k++
		}
		if k == j {
			continue
		}
		w := k
		for w < len(s) && isWordByte(s[w]) {
			w++
		}
		end := -1
		if inSet(possessedVerbs, s[k:w]) {
			end = w
		} else if strings.EqualFold(s[k:w], "for") && w+3 <= len(s) && s[w] == ' ' && strings.EqualFold(s[w+1:w+3], "me") &&
			(w+3 == len(s) || !isWordByte(s[w+3])) {
			end = w + 3
		}
		if end < 0 {
			continue
		}
		if !pronounOwners[strings.ToLower(owner)] {
			return true
		}
		from = end
	}
	return false
}

// cutCompound tells whether s has a compound cut at its hyphen: a letter
// or digit, a hyphen, spaces and a lower-case letter ("the tenant's 4- so
// …").
func cutCompound(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != '-' || !isWordByte(s[i-1]) || s[i-1] == '_' {
			continue
		}
		j := i + 1
		for j < len(s) && isSpaceByte(s[j]) {
			j++
		}
		if j > i+1 && j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
			return true
		}
	}
	return false
}

// splitSentences cuts a line after each full stop, question or
// exclamation mark followed by a space.
func splitSentences(line string) []string {
	return appendSentences(nil, line)
}

// appendSentences is splitSentences appending to out.
func appendSentences(out []string, line string) []string {
	start := 0
	for i := 0; i+1 < len(line); i++ {
		if (line[i] == '.' || line[i] == '?' || line[i] == '!') && line[i+1] == ' ' {
			out = append(out, line[start:i+1])
			start = i + 2
		}
	}
	return append(out, line[start:])
}
