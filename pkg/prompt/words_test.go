package prompt

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// wordRE is the expression lowerWords reads words by.
var wordRE = regexp.MustCompile(`[a-z0-9]+(?:['’][a-z]+)?`)

// lowerWords finds the words wordRE finds in the lower-cased text.
func TestLowerWords(t *testing.T) {
	cases := []string{"", "Get the LOCATE of a user's repo", "don't5 o’clock 'a' x' y'’z’ ab'1 ab'c'd", "Straße KELVIN \u212a élan 3.14 foo_bar-baz",
		"it’", "x’", "a'", "'", "’’a", "ÀB’cd", "\xff\xfeab'cd", "GitHub issue #12 (owner/repo) — e.g. `main`"}
	corpora, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	for _, c := range corpora {
		_, tools := loadCorpus(t, filepath.Base(c))
		for _, tl := range tools {
			cases = append(cases, tl.Description)
		}
	}
	for _, c := range cases {
		want := wordRE.FindAllString(strings.ToLower(c), -1)
		if got := lowerWords(c); !slices.Equal(got, want) {
			t.Errorf("lowerWords(%q) = %q, want %q", c, got, want)
		}
	}
}

// echoes finds eight words of the description in a row, glued a generic
// verb before its first word.
func TestEchoesAndGlued(t *testing.T) {
	desc := "Search the web for pages about a topic and return the top results with snippets"
	for _, c := range []struct {
		text       string
		echo, glue bool
	}{
		{"please search the web for pages about a topic and return", true, false},
		{"search the web for pages about a", false, false},
		{"can you get the search results", false, true},
		{"Get The Search", false, true},
		{"get the searches", false, false},
	} {
		if got := echoes(c.text, desc); got != c.echo {
			t.Errorf("echoes(%q) = %v", c.text, got)
		}
		if got := glued(c.text, desc); got != c.glue {
			t.Errorf("glued(%q) = %v", c.text, got)
		}
		if got := pasted(c.text, desc); got != (c.echo || c.glue) {
			t.Errorf("pasted(%q) = %v", c.text, got)
		}
	}
}
