package generate

import (
	"strings"
	"testing"
)

// TestParallelListsOneValue: two searches of one tool differing in the
// search term alone are asked in one request listing both terms, as
// people do ("Search orders matching "Costa" and "Jonas Reyes"."), not
// the whole request again for the second ("… Also, look through orders
// that match "Jonas Reyes".").
func TestParallelListsOneValue(t *testing.T) {
	const tools = `[
 {"name":"search_orders","description":"Search flower orders by customer name or order text","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"q":{"type":"string","description":"Search text"}},"required":["q"]}}
]`
	listed, restated := 0, 0
	for _, seed := range []int64{1, 2, 3, 4} {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "florist", tools)}, "parallel", 12, seed) {
			_, args := r.calls()
			if len(args) != 2 {
				continue
			}
			req := r.request()
			switch {
			case strings.Count(strings.ToLower(req), "order") == 1:
				listed++
			case strings.Contains(strings.ToLower(req), "also"):
				restated++
			}
		}
	}
	if listed == 0 || restated > listed {
		t.Errorf("%d requests list both terms, %d ask the whole request again", listed, restated)
	}
}
