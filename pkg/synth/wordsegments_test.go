package synth

import (
	"math/rand"
	"regexp"
	"testing"
)

// An example id holding a word between separators and digits
// ("dish_curry_12") keeps the word and redraws the digits; one without
// digits ("usr_abcdef") is redrawn whole as before.
func TestWordSegments(t *testing.T) {
	t.Parallel()
	g := &Generator{rng: rand.New(rand.NewSource(4))}
	re := regexp.MustCompile(`^dish_curry_[0-9]{2}$`)
	for i := 0; i < 30; i++ {
		if v := g.likeExample("dish_curry_12"); !re.MatchString(v) {
			t.Fatalf("dish_curry_12 → %q: the word not kept", v)
		}
	}
	if k := wordSegments("usr_abcdef"); k != nil {
		t.Errorf("usr_abcdef: kept %v, want nothing", k)
	}
	if k := wordSegments("evt_1a2b3c"); k != nil {
		t.Errorf("evt_1a2b3c: kept %v, want nothing", k)
	}
}

// A word after a space in an example ("wind/sea, e.g. SW6 rough") is a
// word, kept or swapped for another of its kind; it was redrawn letter by
// letter ("SW9 akjpi").
func TestWordSegmentsAfterSpace(t *testing.T) {
	t.Parallel()
	srv, tool := serverTool(t, "testdata/dev43/lifeboat_station.json", "shout_upd")
	re := regexp.MustCompile(`^SW[0-9] (calm|slight|moderate|rough)$`)
	n := 0
	for _, m := range decodeAll(t, string(tool.InputSchema), 60, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		wx, ok := m["wx"].(string)
		if !ok {
			continue
		}
		n++
		if !re.MatchString(wx) {
			t.Errorf("wx %q: want a wind and a sea state, as SW6 rough", wx)
		}
	}
	if n == 0 {
		t.Fatal("no call gives wx")
	}
}
