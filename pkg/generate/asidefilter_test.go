package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestAsideFilter: block_list and stone_search of a made-up masons' yard
// take optional filters only, stone_type in both. Another tool's call
// asked after a call given a filter it takes too (in one request or
// after the result) carries the filter over ("Now look through the
// stone-by-stone survey with the stone type Doulting", was "Thanks. Now
// please look through the stone-by-stone survey." with {}), and one asked
// after declining a change is never made with no arguments ("Hold on, I
// want to look first. Show me the quarried blocks." after a scaffold
// booking cancelled): the slot takes another kind.
func TestAsideFilter(t *testing.T) {
	src := devSource(t, "testdata/dev44/stonemasons_yard.json", "stonemasons_yard")
	carried := 0
	for _, kind := range []string{"followup", "parallel"} {
		for _, seed := range []int64{7, 8, 9} {
			for _, r := range kindRecords(t, []Source{src}, kind, 5, seed) {
				names, args := r.calls()
				if len(names) < 2 || names[0] == names[1] {
					continue
				}
				var a, b map[string]any
				if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
					continue
				}
				_, filtered := a["stone_type"]
				takes := names[1] == "stone_search" || names[1] == "block_list"
				res := r.results()
				stopped := len(res) > 0 && (strings.Contains(res[0], "declined") || strings.Contains(res[0], "cancelled"))
				if len(b) == 0 && (stopped || filtered && takes) {
					t.Errorf("%s: %s asked with nothing to look at after %s %s: %q", kind, names[1], names[0], args[0], r.request())
				}
				if v, ok := b["stone_type"]; ok && v == a["stone_type"] {
					carried++
				}
			}
		}
	}
	if carried == 0 {
		t.Errorf("no second call carries the first call's stone type over; want some")
	}
}
