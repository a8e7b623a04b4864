package prompt

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestClarifyAnswerIDSaid: the id a clarifying question asked for ("Which
// lodge is it? I'll need its id.") is mostly answered in a short
// sentence ("It's 85155.", "Lodge 85155.", "Use LG-2041."), the bare
// value now and then, not nearly every time, never with an apology for
// what the question asked (was "Sorry — LG-2041."); the value itself is
// said as written. A word held by an id parameter ("events") is not said as
// a slip ("Sorry — events."), and no noun that names the id itself is
// put before it ("It's name blocked.").
func TestClarifyAnswerIDSaid(t *testing.T) {
	p := Param{Name: "lodge_id", Human: "lodge id", Type: "string", Required: true, Role: role.Role{Kind: role.ID}}
	n := Param{Name: "lodge_id", Human: "lodge id", Type: "integer", Required: true, Role: role.Role{Kind: role.ID}}
	q := "Which lodge is that? I don't have its id."
	bare := 0
	for i := range 40 {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		v := fmt.Sprintf("LG-%d", 2000+i*37)
		a := ClarifyAnswer(rng, p, v, q)
		if !strings.Contains(a, v) || strings.HasPrefix(a, "Sorry") {
			t.Errorf("answer %q does not say %q, or says it as a slip", a, v)
		}
		if a == v {
			bare++
		}
		num := 85000 + i*13
		if a := ClarifyAnswer(rng, n, num, q); !strings.Contains(a, fmt.Sprint(num)) {
			t.Errorf("answer %q does not say %d as written", a, num)
		} else if a == fmt.Sprint(num) {
			bare++
		}
	}
	if bare > 24 {
		t.Errorf("%d of 80 answers are the bare id, want about one in six", bare)
	}
	w := Param{Name: "name", Human: "name", Type: "string", Required: true, Role: role.Role{Kind: role.ID}}
	for i := range 20 {
		rng := rand.New(rand.NewPCG(uint64(i), 4))
		if a := ClarifyAnswer(rng, w, "events", "Which one is it?"); strings.Contains(a, "Sorry") || strings.Contains(a, "name events") {
			t.Errorf("a word answered as a slip or after its own noun: %q", a)
		}
		if a := ClarifyAnswer(rng, w, "blocked-7", "Which one is it?"); strings.Contains(a, "name blocked") {
			t.Errorf("the id's own noun before it: %q", a)
		}
	}
}
