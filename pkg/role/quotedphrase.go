package role

import "strings"

// A description's examples in quotes are values, not words about the
// parameter: "What the party is to do, e.g. 'Sweep Red Tarn path to
// Hole-in-the-Wall'" takes a task, and the walkers' "path" in it names
// no file path (descKind read it as one, and a hill party's task was
// "/opt/ml-experiments/src/index.ts").

// withoutQuotedPhrases returns d with each quoted example of two words
// or more blanked out. A quote opens after a space, a bracket or a
// punctuation mark and closes before one, so an apostrophe inside a word
// ("casualty's") opens nothing; a quoted single word ("the 'path'
// field") is a term and is kept.
func withoutQuotedPhrases(d string) string {
	if !strings.ContainsAny(d, "'\"`") {
		return d
	}
	b := []byte(d)
	for i := 0; i < len(b); i++ {
		q := b[i]
		if q != '\'' && q != '"' && q != '`' || i > 0 && isLetterOrDigit(b[i-1]) {
			continue
		}
		end := -1
		for j := i + 1; j < len(b) && j-i <= 160; j++ {
			if b[j] == q && (j+1 == len(b) || !isLetterOrDigit(b[j+1])) {
				end = j
				break
			}
		}
		if end < 0 {
			continue
		}
		if strings.IndexByte(d[i+1:end], ' ') > 0 {
			for k := i + 1; k < end; k++ {
				b[k] = ' '
			}
		}
		i = end
	}
	return string(b)
}

// isLetterOrDigit tells whether byte c is an ASCII letter or digit.
func isLetterOrDigit(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9'
}
