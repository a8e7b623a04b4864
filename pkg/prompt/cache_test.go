package prompt

import (
	"path/filepath"
	"strings"
	"testing"
)

// corpusTexts returns the descriptions of the captured tools and of their
// parameters, and the parameters' names in words.
func corpusTexts(t *testing.T) (descs, params, humans []string) {
	corpora, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	for _, c := range corpora {
		_, tools := loadCorpus(t, filepath.Base(c))
		for _, tl := range tools {
			descs = append(descs, tl.Description)
			ps, err := toolParams(tl.InputSchema)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range ps {
				params = append(params, p.Description)
				humans = append(humans, p.Human)
			}
		}
	}
	return descs, params, humans
}

// The description's words read once per tool give what pasted gives on
// the description itself: for every captured tool, on other texts, on its
// own runs of words and on them behind a generic verb.
func TestToolDataPastedMatchesPasted(t *testing.T) {
	descs, params, _ := corpusTexts(t)
	for _, d := range descs {
		td := ToolData{Description: d}
		td.readDesc()
		texts := append([]string{"", "get the " + d, "Could you " + strings.ToLower(d)}, params[:min(len(params), 40)]...)
		w := strings.Fields(d)
		for i := 0; i+9 <= len(w); i += 3 {
			texts = append(texts, "Please "+strings.Join(w[i:i+9], " ")+" now", strings.Join(w[i:i+7], " "))
		}
		for _, x := range texts {
			if got, want := td.pasted(x), pasted(x, d); got != want {
				t.Errorf("pasted(%q) on %q = %v, want %v", x, d, got, want)
			}
		}
	}
}

// mayHold never rules out text in which replaceNoun would find the noun:
// wherever a window of words matches a form of a parameter's noun,
// mayHold holds.
func TestMayHoldSound(t *testing.T) {
	descs, params, humans := corpusTexts(t)
	texts := append(append([]string{"the Repos of acme", "a pull request's reviews", "Issues, PRs and People"}, descs...), params...)
	nouns := append([]string{"repository", "pr", "issue", "person", "company", "index"}, humans...)
	for _, noun := range nouns {
		forms := [][]string{strings.Fields(strings.ToLower(noun))}
		if al, ok := nounAliases[strings.ToLower(noun)]; ok {
			forms = nil
			for _, a := range al {
				forms = append(forms, strings.Fields(a))
			}
		}
		for _, s := range texts {
			if mayHold(s, forms) {
				continue
			}
			w := strings.Fields(s)
			for _, f := range forms {
				for i := 0; i+len(f) <= len(w); i++ {
					if wordsMatch(w[i:i+len(f)], f) {
						t.Errorf("mayHold(%q, %q) = false, but %q matches", s, f, w[i:i+len(f)])
					}
				}
			}
		}
	}
}

// The word helpers give what splitting the text into words gives.
func TestWordHelpersMatchFields(t *testing.T) {
	descs, params, humans := corpusTexts(t)
	texts := append(append(append([]string{"", " ", "x", "  get  ", "a\u00a0b", "a\u00a0", "\u00a0", "\u2003look up\t",
		"\xffab c\xe2\x82", "Straße KELVIN \u212a", "ÉLAN Über"}, descs...), params...), humans...)
	for _, s := range texts {
		if got, want := firstWord(s), strings.Fields(s + " x")[0]; got != want {
			t.Errorf("firstWord(%q) = %q, want %q", s, got, want)
		}
		want := s
		if w := strings.Fields(strings.ToLower(s)); len(w) > 0 {
			want = w[len(w)-1]
		}
		if got := lastWord(s); got != want {
			t.Errorf("lastWord(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestMoreFields(t *testing.T) {
	descs, params, _ := corpusTexts(t)
	for _, s := range append(append([]string{"", " ", "a", "a b", " a\u00a0b\u2003c ", "\xff \xfe"}, descs...), params...) {
		for n := 0; n < 12; n++ {
			if got, want := moreFields(s, n), len(strings.Fields(s)) > n; got != want {
				t.Errorf("moreFields(%q, %d) = %v, want %v", s, n, got, want)
			}
		}
	}
}

// What is read of a parameter's name in words once per parameter is what
// reading it each time gives, for the parameter and for a copy named
// otherwise.
func TestParamWordsCached(t *testing.T) {
	corpora, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	for _, c := range corpora {
		_, tools := loadCorpus(t, filepath.Base(c))
		for _, tl := range tools {
			ps, err := toolParams(tl.InputSchema)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range ps {
				for _, q := range []Param{p, p, func() Param { q := p; q.Human = "content"; return q }()} {
					if got, want := nounOf(q), nounOfWords(q); got != want {
						t.Errorf("nounOf(%s as %q) = %q, want %q", q.Name, q.Human, got, want)
					}
					if got, want := strings.Join(q.lowerHumanWords(), " "), strings.Join(strings.Fields(strings.ToLower(q.Human)), " "); got != want {
						t.Errorf("lowerHumanWords(%s as %q) = %q, want %q", q.Name, q.Human, got, want)
					}
					w, c := flagWords(q.Description)
					if gw, gc := q.flagWords(); strings.Join(gw, " ") != strings.Join(w, " ") || gc != c {
						t.Errorf("flagWords(%s) = %q %q, want %q %q", q.Name, gw, gc, w, c)
					}
				}
			}
		}
	}
}
