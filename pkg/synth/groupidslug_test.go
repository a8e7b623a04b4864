package synth

import (
	"slices"
	"testing"
)

// TestGroupIDSlug checks that the slug id of a show in an area that
// names its shows is one of those shows' slugs, not two random nouns.
func TestGroupIDSlug(t *testing.T) {
	lx := areaLexicon["podcasts"]
	var want []string
	for _, n := range lx.names {
		want = append(want, slug(n))
	}
	schema := `{"type":"object","properties":{"seriesId":{"type":"string","description":"Series slug or numeric id"}},"required":["seriesId"]}`
	slugs := 0
	for _, m := range decodeAll(t, schema, 20, Options{Seed: 9, Key: "k", RootObject: true, Topic: "fetchPodcastSeries",
		About: "Fetch one podcast series with its episodes."}) {
		if v, _ := m["seriesId"].(string); !slices.Contains(want, v) && !isDigits(v) || v == "" {
			t.Errorf("seriesId %q, want a show's slug", v)
		}
		if v, _ := m["seriesId"].(string); slices.Contains(want, v) {
			slugs++
		}
	}
	if slugs == 0 {
		t.Error("no show's slug in 20 calls")
	}
}

// isDigits tells whether s is a run of digits (a numeric id).
func isDigits(s string) bool {
	return s != "" && slices.IndexFunc([]rune(s), func(c rune) bool { return c < '0' || c > '9' }) < 0
}
