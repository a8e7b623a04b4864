package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// numbered decodes a call's arguments with numbers kept as json.Number,
// so that dataset.LeafTexts sees them as the values they are.
func numbered(s string) map[string]any {
	var m map[string]any
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	_ = d.Decode(&m)
	return m
}

// TestParallelNoReadWithinRead: a parallel request does not ask a
// listing twice, once whole and once narrowed ("Grab my past rides.
// Also, my past rides through November 16?"): the whole one already
// holds what the narrowed one finds.
func TestParallelNoReadWithinRead(t *testing.T) {
	src := toolsFor(t, "library", `[
	{"name":"get_loan_history","description":"List the books the member has borrowed","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"from_date":{"type":"string","format":"date","description":"Earliest loan date"},"to_date":{"type":"string","format":"date","description":"Latest loan date"},"limit":{"type":"integer","minimum":1,"maximum":50,"description":"Maximum number of loans"}}}},
	{"name":"renew_loan","description":"Renew a borrowed book","inputSchema":{"type":"object","properties":{"loan_id":{"type":"string","description":"Loan id"}},"required":["loan_id"]}}
	]`)
	n := 0
	for _, seed := range []int64{1, 2, 3, 4, 5, 6} {
		for _, r := range kindRecords(t, []Source{src}, "parallel", 8, seed) {
			names, args := r.calls()
			for i := range names {
				for j := range names {
					if i == j || names[i] != names[j] || names[i] != "get_loan_history" {
						continue
					}
					n++
					a, b := numbered(args[i]), numbered(args[j])
					if repeats(b, a) {
						t.Errorf("%q: %s asked beside %s, which it holds", r.request(), args[i], args[j])
					}
				}
			}
		}
	}
	t.Logf("%d pairs of listings", n)
}
