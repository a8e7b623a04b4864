package synth

import (
	"strings"
	"testing"
)

// A language whose examples are pairs ("source>target, e.g. fr>sv") is a
// pair of two different languages, never one code.
func TestLanguagePairs(t *testing.T) {
	src := `{"type":"object","properties":{"language_pair":{"type":"string","description":"Language pair written as source>target, e.g. \"fr>sv\"."}},"required":["language_pair"]}`
	for _, m := range decodeAll(t, src, 12, Options{Seed: 2, Key: "subs/find_subtitlers", Topic: "find_subtitlers", RootObject: true}) {
		v, _ := m["language_pair"].(string)
		a, b, ok := strings.Cut(v, ">")
		if !ok || a == "" || b == "" || langBase(a) == langBase(b) {
			t.Errorf("language_pair %q, want two different languages joined by >", v)
		}
	}
	if pairSeparator([]string{"en-US", "de"}) != "" || pairSeparator([]string{"en>de", "fr>it"}) != ">" {
		t.Errorf("pairSeparator: tags are no pairs, pairs are")
	}
}
