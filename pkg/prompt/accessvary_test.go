package prompt

import (
	"strings"
	"testing"
)

// A connection's records say it in more ways than "on my … connection":
// across one tool's records it is gone through ("through lark-77a0"),
// and a sentence of its own says which one ("My connection is
// lark-77a0.", "The connection to use is lark-77a0."). A project is never
// gone through.
func TestAccessWordings(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	st := &funcState{}
	for i := 0; i < 40; i++ {
		st.data = &Data{Tool: ToolData{Name: "prune_widgets", Server: "kiln"}, Index: i}
		seen[st.accessText("connection", "lark-77a0")] = true
		seen[st.accessAlone("connection", "lark-77a0")] = true
		if p := st.accessText("project", "lark-77a0"); strings.HasPrefix(p, "through ") {
			t.Errorf("a project said %q", p)
		}
	}
	for _, want := range []string{"through lark-77a0", "My connection is lark-77a0.", "The connection to use is lark-77a0.",
		"I'm using lark-77a0.", "on my lark-77a0 connection"} {
		if !seen[want] {
			t.Errorf("40 records never say %q", want)
		}
	}
	var out = []argWords{{text: "where size is 3", lead: true}, {text: "through lark-77a0", lead: true, through: true}}
	st.throughBesideFilter(out)
	if out[1].text == "through lark-77a0" {
		t.Errorf("beside a filter still %q (reads as a range)", out[1].text)
	}
}
