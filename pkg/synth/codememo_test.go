package synth

import (
	"strings"
	"testing"
)

// TestPlanWordsReadOnce checks that planWords says each property name in
// words, as tokens does, and hands back the same words on a later object
// of the same plan instead of reading the names again.
func TestPlanWordsReadOnce(t *testing.T) {
	g := &Generator{}
	p := &objPlan{names: []string{"dueDate", "owner_email", "x"}}
	first := g.planWords(p)
	for i, k := range p.names {
		if want := strings.Join(tokens(k), " "); first[i] != want {
			t.Errorf("%s: %q, want %q", k, first[i], want)
		}
	}
	again := g.planWords(p)
	if len(again) == 0 || &again[0] != &first[0] {
		t.Error("a second object of the same plan read its names again")
	}
	other := g.planWords(&objPlan{names: []string{"dueDate"}})
	if len(other) != 1 || other[0] != first[0] || &other[0] == &first[0] {
		t.Errorf("another plan shares the first plan's words: %q", other)
	}
}
