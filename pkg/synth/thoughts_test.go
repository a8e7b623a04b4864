package synth

import (
	"fmt"
	"strings"
	"testing"
)

// A thinking step's text fits what the step is: a revision names the
// thought it revises, a branch the thought it branches from, and a plain
// step neither revises nor branches ("Branching here …" on a revision).
func TestThoughtTextFitsStep(t *testing.T) {
	schema := `{"type":"object","properties":{"thought":{"type":"string","description":"Your current thinking step"},"thoughtNumber":{"type":"integer","minimum":1},"totalThoughts":{"type":"integer","minimum":1},"nextThoughtNeeded":{"type":"boolean","description":"Whether another thought step is needed"},"isRevision":{"type":"boolean","description":"Whether this revises previous thinking"},"revisesThought":{"type":"integer","minimum":1,"description":"Which thought is being reconsidered"},"branchFromThought":{"type":"integer","minimum":1,"description":"Branching point thought number"}},"required":["thought","thoughtNumber","totalThoughts","nextThoughtNeeded"]}`
	kinds := map[string]int{}
	for _, m := range decodeAll(t, schema, 120, Options{Seed: 4, RootObject: true, Topic: "think_step"}) {
		text, _ := m["thought"].(string)
		rev, isRev := m["revisesThought"].(float64)
		br, isBr := m["branchFromThought"].(float64)
		switch {
		case isRev:
			kinds["revision"]++
			if !strings.Contains(text, fmt.Sprint(rev)) || strings.Contains(text, "Branching") {
				t.Errorf("%v: a revision of thought %v says %q", m, rev, text)
			}
		case isBr:
			kinds["branch"]++
			if !strings.Contains(text, fmt.Sprint(br)) || strings.Contains(text, "Revisiting") {
				t.Errorf("%v: a branch from thought %v says %q", m, br, text)
			}
		default:
			kinds["plain"]++
			if strings.Contains(text, "Revisiting") || strings.Contains(text, "Branching") {
				t.Errorf("%v: a plain step says %q", m, text)
			}
		}
	}
	if kinds["revision"] == 0 || kinds["plain"] == 0 {
		t.Errorf("steps drawn: %v", kinds)
	}
}
