package prompt

import (
	"regexp"
	"strings"
)

// requestQuoted is a quoted value or code span of a request, which the
// sentence checks skip: a title may end on any word.
var requestQuoted = regexp.MustCompile("\"[^\"]*\"|`[^`]*`|“[^”]*”")

var (
	// danglingPrep is a preposition with nothing after it before a comma
	// or the sentence's end ("locate facilities near, with the zip …",
	// "Book an instrument to.").
	danglingPrep = regexp.MustCompile(`(?i)\b(to|of|for|from|with|into|near|during|about|via|per|onto|than|at|by)\s*([,;]|[.?!](\s|$)|$)`)
	// doubledPrep is a preposition that takes no other after it ("a
	// maintenance window during from …", "the night of on …").
	doubledPrep = regexp.MustCompile(`(?i)\b(during|of|near|into|via|per|onto)\s+(from|on|of|for|at|with|by|into|to|during|near)\b`)
	// possessiveVerb is a possessive followed by a verb or an adverb
	// instead of the thing owned ("member 46838's currently has").
	possessiveVerb = regexp.MustCompile(`(?i)\b([a-z0-9]+)'s\s+(currently|already|still|has|have|is|are|was|were|can|will|for me)\b`)
	// subjectless is a conjunction followed by a verb with no subject
	// between them ("Check if is connected").
	subjectless = regexp.MustCompile(`(?i)\b(if|whether)\s+(is|are|was|were|has|have|can)\b`)
	// cutCompound is a compound cut at its hyphen ("the tenant's 4- so …").
	cutCompound = regexp.MustCompile(`[A-Za-z0-9]-\s+(?:[a-z])`)
)

// pronounOwners are words whose "'s" is a contraction ("it's", "that's"),
// not a possessive.
var pronounOwners = map[string]bool{"it": true, "that": true, "what": true, "there": true, "here": true, "who": true,
	"he": true, "she": true, "let": true, "where": true, "how": true, "everything": true, "nothing": true}

// wh questions may end on a preposition ("What is it for?").
var whOpen = regexp.MustCompile(`(?i)^(what|which|who|whom|where|when)\b`)

// brokenRequest tells whether a request's first line is a broken
// sentence a person would not type: a preposition left dangling, two
// prepositions in a row, a possessive before a verb, a verb with no
// subject after "if", or a compound cut at its hyphen. Quoted values
// and code are not read.
func brokenRequest(s string) bool {
	line, _, _ := strings.Cut(s, "\n")
	line = requestQuoted.ReplaceAllString(line, "X")
	for _, sent := range splitSentences(line) {
		if m := danglingPrep.FindStringSubmatchIndex(sent); m != nil && !whOpen.MatchString(strings.TrimSpace(sent)) {
			return true
		}
	}
	if doubledPrep.MatchString(line) || subjectless.MatchString(line) {
		return true
	}
	for _, m := range possessiveVerb.FindAllStringSubmatch(line, -1) {
		if !pronounOwners[strings.ToLower(m[1])] {
			return true
		}
	}
	return cutCompound.MatchString(line) && !strings.Contains(line, "- to ") && !strings.Contains(line, "- and ") &&
		!strings.Contains(line, "- or ")
}

// splitSentences cuts a line after each full stop, question or
// exclamation mark followed by a space.
func splitSentences(line string) []string {
	var out []string
	start := 0
	for i := 0; i+1 < len(line); i++ {
		if (line[i] == '.' || line[i] == '?' || line[i] == '!') && line[i+1] == ' ' {
			out = append(out, line[start:i+1])
			start = i + 2
		}
	}
	return append(out, line[start:])
}
