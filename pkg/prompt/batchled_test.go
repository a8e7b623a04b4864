package prompt

import (
	"strings"
	"testing"
)

// A bulk tool's verb is its act, not part of its object ("Bulk edit
// labels": never "the edit labels"); the ids of the things it edits are
// its object ("delete labels 11 and 12", never "labeled 11 and 12"); an
// operation naming its own verb and noun is the act ("set owners on
// labels 11 and 12"), said once. A tool written for the test: a print
// shop's job labels.
func TestBulkOperationAct(t *testing.T) {
	schema := `{"type":"object","properties":{"label_ids":{"type":"array","items":{"type":"number"}},"operation":{"type":"string","enum":["set_owners","delete"]},"owner":{"type":"number"}},"required":["label_ids","operation"]}`
	desc := "Bulk edit labels. The delete operation removes labels for good."
	cases := []requestCase{
		{"bulk_edit_labels", desc, schema, `{"label_ids":[11,12],"operation":"delete"}`,
			[]string{"delet", "labels 11 and 12"}, []string{"edit labels", "labeled"}},
		{"bulk_edit_labels", desc, schema, `{"label_ids":[11,12],"operation":"set_owners","owner":7}`,
			[]string{"owners on labels 11 and 12"}, []string{"edit labels", "labeled"}},
	}
	checkRequests(t, cases, 40, 84)
	forRequests(t, cases[1:], 40, 84, func(c requestCase, i int, text string) {
		if n := strings.Count(strings.ToLower(text), "owners"); n != 1 {
			t.Errorf("%s draw %d: the operation said %d times: %s", c.name, i, n, text)
		}
	})
}
