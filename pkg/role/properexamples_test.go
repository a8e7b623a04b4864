package role

import (
	"slices"
	"testing"
)

// A bare list of examples keeps a name of several capitalized words
// ("World Famous", "Santa Cruz"): it is a brand or a place like the
// others, not prose (was dropped, leaving "Eternal, Dynamic").
func TestBareExamplesKeepNames(t *testing.T) {
	cases := []struct {
		desc string
		want []string
	}{
		{"e.g. Eternal, Dynamic, World Famous", []string{"Eternal", "Dynamic", "World Famous"}},
		{"Frame maker, such as Santa Cruz, Trek or Specialized", []string{"Santa Cruz", "Trek", "Specialized"}},
	}
	for _, c := range cases {
		r := Classify(ToolContext{Name: "log_item"}, ParamContext{Name: "brand", Facts: &Facts{Types: []string{"string"}, Description: c.desc}})
		if !slices.Equal(r.Examples, c.want) {
			t.Errorf("%q: examples %q, want %q", c.desc, r.Examples, c.want)
		}
	}
	// words of prose after "like" are no examples
	r := Classify(ToolContext{Name: "log_item"}, ParamContext{Name: "note", Facts: &Facts{Types: []string{"string"}, Description: "Free text, like a short comment about the visit"}})
	if len(r.Examples) != 0 {
		t.Errorf("prose read as examples: %q", r.Examples)
	}
}
