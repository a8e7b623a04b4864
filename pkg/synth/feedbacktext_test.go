package synth

import (
	"slices"
	"testing"
)

// Tool schemas written for this test (not from any captured server): a
// bistro whose server also keeps its recipes, and a bakery that asks for
// a verdict.
var fitBistro = [][3]string{
	{"search_recipes", "Search the kitchen's recipes by dish name.",
		`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`},
	{"add_recipe_note", "Add a cooking note to a recipe.",
		`{"type":"object","properties":{"recipe":{"type":"string"},"note":{"type":"string"}},"required":["recipe","note"]}`},
	{"post_review", "Post a review of a dinner visit to the bistro.",
		`{"type":"object","properties":{"stars":{"type":"integer","minimum":1,"maximum":5},"title":{"type":"string"},"comment":{"type":"string"}},"required":["stars","comment","title"]}`},
	{"send_feedback", "Send feedback about a cake order.",
		`{"type":"object","properties":{"overall":{"enum":["up","mixed","down"]},"comments":{"type":"string"}},"required":["overall","comments"]}`},
}

// A review's comment is the reviewer's opinion, never a remark of the
// area its server is about (a recipe's "Freezes well."), and it agrees
// with the stars or the verdict given beside it: 1 star is no "we'll be
// back".
func TestFeedbackIsAnOpinionThatFitsTheRating(t *testing.T) {
	srv := fitServer("bistro", fitBistro)
	moodOf := func(s string) int {
		for _, set := range []opinionSet{visitOpinions, productOpinions, plainOpinions} {
			for m, pool := range set {
				if slices.Contains(pool, s) {
					return m
				}
			}
		}
		return -1
	}
	for _, ti := range []int{2, 3} {
		tl := fitBistro[ti]
		for _, m := range decodeAll(t, tl[2], 16, Options{Seed: 5, RootObject: true, Topic: tl[0], About: tl[1], Server: srv}) {
			c, _ := m["comment"].(string)
			if ti == 3 {
				c, _ = m["comments"].(string)
			}
			mood := moodOf(c)
			if mood < 0 {
				t.Errorf("%s comment %q, want an opinion", tl[0], c)
				continue
			}
			want := -1
			if x, ok := numberOf(m["stars"]); ok {
				want = map[float64]int{1: 2, 2: 2, 3: 1, 4: 0, 5: 0}[x]
			}
			if v, ok := m["overall"].(string); ok {
				want = moodWords[v]
			}
			if want >= 0 && mood != want {
				t.Errorf("%s %v: comment %q of mood %d, want %d", tl[0], m, c, mood, want)
			}
			if h, ok := m["title"].(string); ok && ti == 2 && !slices.Contains(feedbackTitles[want], h) {
				t.Errorf("%s title %q with %v stars, want a title of mood %d", tl[0], h, m["stars"], want)
			}
		}
	}
}
