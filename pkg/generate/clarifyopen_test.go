package generate

import (
	"strings"
	"testing"
)

// TestClarifyNoStockOpener: offline over every captured tool list, a
// request that leaves out the value the assistant then asks for opens
// with no stock phrase ("Quick one:", "When you get a sec,") and is no
// verb-less "look this up for me" that says nothing of what the tool
// does: raters read both as templated before the clarification.
func TestClarifyNoStockOpener(t *testing.T) {
	n := 0
	for _, seed := range []int64{6607, 5} {
		for _, r := range kindRecords(t, capturedSources(t), "clarify", 4, seed) {
			var turns []string
			for _, m := range r.Messages {
				if m.Role == "user" || m.Role == "assistant" && len(m.ToolCalls) == 0 {
					turns = append(turns, m.Content)
				}
			}
			if len(turns) < 3 {
				continue
			}
			n++
			req := turns[0]
			for _, bad := range []string{"Quick one:", "When you get a sec", "look this up for me"} {
				if strings.Contains(req, bad) {
					t.Errorf("clarified request with a stock phrase %q: %q / %q", bad, req, turns[1])
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no clarification")
	}
}
