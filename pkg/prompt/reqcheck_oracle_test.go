package prompt

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// The regular expressions brokenRequest was first written with; the
// scans in reqcheck.go must agree with them on every line.
var (
	oracleQuoted     = regexp.MustCompile("\"[^\"]*\"|`[^`]*`|“[^”]*”")
	oracleDangling   = regexp.MustCompile(`(?i)\b(to|of|for|from|with|into|near|during|about|via|per|onto|than|at|by)\s*([,;]|[.?!](\s|$)|$)`)
	oracleDoubled    = regexp.MustCompile(`(?i)\b(during|of|near|into|via|per|onto)\s+(from|on|of|for|at|with|by|into|to|during|near)\b`)
	oraclePossessive = regexp.MustCompile(`(?i)\b([a-z0-9]+)'s\s+(currently|already|still|has|have|is|are|was|were|can|will|for me)\b`)
	oracleSubject    = regexp.MustCompile(`(?i)\b(if|whether)\s+(is|are|was|were|has|have|can)\b`)
	oracleCut        = regexp.MustCompile(`[A-Za-z0-9]-\s+(?:[a-z])`)
	oracleWh         = regexp.MustCompile(`(?i)^(what|which|who|whom|where|when)\b`)
)

// oracleBroken is brokenRequest as regular expressions.
func oracleBroken(s string) bool {
	line, _, _ := strings.Cut(s, "\n")
	line = oracleQuoted.ReplaceAllString(line, "X")
	for _, sent := range splitSentences(line) {
		if oracleDangling.MatchString(sent) && !oracleWh.MatchString(strings.TrimSpace(sent)) {
			return true
		}
	}
	if oracleDoubled.MatchString(line) || oracleSubject.MatchString(line) {
		return true
	}
	for _, m := range oraclePossessive.FindAllStringSubmatch(line, -1) {
		if !pronounOwners[strings.ToLower(m[1])] {
			return true
		}
	}
	return oracleCut.MatchString(line) && !strings.Contains(line, "- to ") && !strings.Contains(line, "- and ") &&
		!strings.Contains(line, "- or ")
}

// TestBrokenRequestScansMatchExpressions checks the hand scans against
// the expressions on lines built from the words and marks the checks
// read, many times over.
func TestBrokenRequestScansMatchExpressions(t *testing.T) {
	pieces := []string{"to", "of", "For", "from", "with", "into", "near", "during", "about", "via", "per", "onto",
		"than", "at", "BY", "on", "if", "whether", "is", "are", "Has", "have", "can", "will", "me", "for me",
		"currently", "already", "still", "it", "That", "member", "46838", "x_y", "what", "When", "tenant",
		"4", "a", "b", "_", "'s", "'S", "'", "-", "- ", "- to ", " ", "  ", "\t", ",", ";", ".", "?", "!",
		". ", "? ", `"`, "`", "“", "”", "\"quoted to\"", "é", "\n", "it's", "whom"}
	r := rand.New(rand.NewPCG(7, 19))
	for n := 0; n < 200000; n++ {
		var b strings.Builder
		for k := r.IntN(14) + 1; k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
			if r.IntN(3) > 0 {
				b.WriteByte(' ')
			}
		}
		s := b.String()
		if got, want := brokenRequest(s), oracleBroken(s); got != want {
			t.Fatalf("brokenRequest(%q) = %v, expressions say %v", s, got, want)
		}
	}
}

// TestMaskQuoted checks the quote masking against its expression.
func TestMaskQuoted(t *testing.T) {
	lines := []string{`a "b" c`, "a `b` c \"d", "“x” and “y", `"" "`, "é\"ü\"", "``", "“”"}
	marks := []string{`"`, "`", "“", "”", "a", " ", "é"}
	r := rand.New(rand.NewPCG(3, 5))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := r.IntN(10); k > 0; k-- {
			b.WriteString(marks[r.IntN(len(marks))])
		}
		lines = append(lines, b.String())
	}
	for _, s := range lines {
		if got, want := maskQuoted(s), oracleQuoted.ReplaceAllString(s, "X"); got != want {
			t.Fatalf("maskQuoted(%q) = %q, want %q", s, got, want)
		}
	}
}
