package synth

import (
	"encoding/json"
	"strings"
	"testing"
)

// A tool's enum that refines an option by a suffix ("reactions-smile" of
// "reactions") mostly gets the plain option: the refinements are what few
// people ask for.
func TestSubOptionsRare(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"sort":{"type":"string","enum":["comments","reactions","reactions-+1","reactions--1","reactions-smile","reactions-thinking_face","reactions-heart","reactions-tada","created","updated"]}},"required":["sort"]}`
	insts := instances(t, src, 400, Options{Seed: 9, RootObject: true})
	sub := 0
	for _, in := range insts {
		var v struct{ Sort string }
		if err := json.Unmarshal(in, &v); err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(v.Sort, "reactions-") {
			sub++
		}
	}
	// Six of ten values are refinements: drawn evenly they would be 60%.
	if sub > len(insts)/4 {
		t.Errorf("%d of %d sorts are refinements like reactions-smile, want at most a quarter", sub, len(insts))
	}
	if _, ok := subOption("reactions", []any{"reactions", "reactions-smile"}); ok {
		t.Error("the plain option is taken for a refinement")
	}
}
