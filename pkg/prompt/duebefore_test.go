package prompt

import (
	"strings"
	"testing"
)

// A listing's due_before keeps its "due" ("open repair tickets due
// before March 15, 2026", was "open repair tickets by March 15, 2026",
// which reads as when to list them), and a description whose object
// is followed by options ("optionally for one customer or due before a
// date") lists no things: the object stays the tickets, was "the due".
func TestDueBeforeKeepsDue(t *testing.T) {
	t.Parallel()
	if got := listedItems("List open repair tickets, optionally for one customer or due before a date.", "open repair tickets"); got != nil {
		t.Errorf("listedItems read options as things: %q", got)
	}
	schema := `{"type":"object","properties":{"customer_id":{"type":"string","pattern":"^C-[0-9]{5}$"},"due_before":{"type":"string","format":"date"}}}`
	checkRequests(t, []requestCase{
		{"list_repairs", "List open repair tickets, optionally for one customer or due before a date.", schema,
			`{"due_before":"2026-03-15"}`, []string{"repair tickets due before March 15, 2026"}, []string{"the due", "due due", "tickets by"}},
		{"list_repairs", "List open repair tickets.", schema,
			`{"due_before":"2026-03-15"}`, []string{"repair tickets due before March 15, 2026"}, []string{"tickets, due", "tickets by"}},
	}, 8, 41)
	if strings.Contains(withOpts("accessions due", []string{"due before March 7, 2026"}, true), "due due") {
		t.Error("an object ending in due said due twice")
	}
}
