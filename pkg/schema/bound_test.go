package schema

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// An instance that misses a 50,000-value enum and every branch of a 50-way
// oneOf gets a readable report: at most MaxViolations violations, the last
// counting the rest, and no message longer than MaxMessageRunes.
func TestValidateBoundsItsReport(t *testing.T) {
	t.Parallel()
	enum := make([]string, 50000)
	for i := range enum {
		enum[i] = fmt.Sprintf("v%05d", i)
	}
	branches := make([]map[string]any, 50)
	for i := range branches {
		branches[i] = map[string]any{"type": "object", "properties": map[string]any{"k": map[string]any{"const": fmt.Sprintf("b%d", i)}}, "required": []string{"k"}}
	}
	doc, _ := json.Marshal(map[string]any{"type": "object", "properties": map[string]any{
		"c": map[string]any{"type": "string", "enum": enum},
		"o": map[string]any{"oneOf": branches},
	}})
	s, err := Compile(doc, CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, inst := range []string{`{"c":"nope"}`, `{"o":{"k":"zz"}}`} {
		vs, err := s.ValidateJSON([]byte(inst))
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) == 0 || len(vs) > MaxViolations {
			t.Errorf("%s: %d violations, want 1..%d", inst, len(vs), MaxViolations)
		}
		for _, v := range vs {
			if n := utf8.RuneCountInString(v.Message); n > MaxMessageRunes {
				t.Errorf("%s: a message of %d characters: %.80s…", inst, n, v.Message)
			}
		}
		if inst == `{"o":{"k":"zz"}}` && !strings.Contains(vs[len(vs)-1].Message, "more reasons") {
			t.Errorf("%s: the last violation does not count the rest: %v", inst, vs[len(vs)-1])
		}
	}
}

// shortenDescription cuts at a sentence end inside the limit, else at a
// space with "…", counting characters, not bytes.
func TestShortenDescription(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("Reads a file. ", 100) // 1,400 characters
	got := ShortenDescription(long, MaxDescriptionRunes)
	if n := utf8.RuneCountInString(got); n > MaxDescriptionRunes || !strings.HasSuffix(got, "a file.") {
		t.Errorf("sentence cut: %d characters ending %q", n, got[len(got)-20:])
	}
	words := strings.Repeat("höhe ", 300) // no sentence end, multi-byte runes
	got = ShortenDescription(words, 100)
	if n := utf8.RuneCountInString(got); n > 100 || !strings.HasSuffix(got, "höhe…") || !utf8.ValidString(got) {
		t.Errorf("word cut: %d characters, %q", n, got)
	}
	if d := "Short."; ShortenDescription(d, 10) != d {
		t.Error("a description within the limit changed")
	}
}

// The normalize change says where a description was cut: a cut between
// words is not called a sentence end.
func TestCutWhere(t *testing.T) {
	t.Parallel()
	if got := cutWhere(ShortenDescription("Short first. "+strings.Repeat("A", 2000), MaxDescriptionRunes)); got != "between words" {
		t.Errorf("a cut inside one long word: %q", got)
	}
	if got := cutWhere(ShortenDescription(strings.Repeat("Reads a file. ", 100), MaxDescriptionRunes)); got != "at a sentence end" {
		t.Errorf("a cut after a sentence: %q", got)
	}
}
