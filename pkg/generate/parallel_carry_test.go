package generate

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// A flag or choice the first call sets and the second carries over
// (carryFlags) is either said for the second ask too or the second ask
// says it holds ("…, the same way"): a second sentence that names only its
// own product leaves "archived" a value nobody asked for. Tool written for
// the test.
func TestParallelCarriedFlagIsSaid(t *testing.T) {
	const tools = `[
 {"name":"create_product","description":"Create a product in the store",
  "inputSchema":{"type":"object","properties":{
   "title":{"type":"string","description":"Product title"},
   "status":{"type":"string","enum":["active","archived","draft"],"description":"Product status"},
   "notify_followers":{"type":"boolean","description":"Tell the store's followers about it"}},
   "required":["title"]}}
]`
	split := regexp.MustCompile(`[.?!]\s+`)
	n, checked := 0, 0
	for seed := int64(1); seed <= 8; seed++ {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "store", tools)}, "parallel", 8, seed) {
			names, args := r.calls()
			if len(names) < 2 || names[0] != names[1] {
				continue
			}
			var a, b map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
				t.Fatalf("arguments %v", args)
			}
			n++
			sa, okA := a["status"].(string)
			sb, okB := b["status"].(string)
			_, nfB := b["notify_followers"]
			if !(okA && okB && sa == sb) && !nfB {
				continue
			}
			req := r.request()
			sents := split.Split(req, -1)
			at := func(v string) int {
				for i, s := range sents {
					if strings.Contains(s, v) {
						return i
					}
				}
				return -1
			}
			t1, t2 := at(a["title"].(string)), at(b["title"].(string))
			if t1 < 0 || t2 < 0 || t1 == t2 {
				continue // one sentence asks for both
			}
			checked++
			second := strings.ToLower(sents[t2])
			if t2+1 < len(sents) {
				second += " " + strings.ToLower(sents[t2+1]) // "Do it the same way." after a quoted title
			}
			if okB && strings.Contains(second, sb) || nfB && strings.Contains(second, "followers") || strings.Contains(second, "same") {
				continue
			}
			if okB || nfB {
				t.Errorf("the second product carries %v but its ask says neither it nor the same settings: %q", b, req)
			}
		}
	}
	if n == 0 {
		t.Fatal("no parallel record with two calls of create_product")
	}
	t.Logf("%d records, %d with the carried flags asked in a sentence of their own", n, checked)
}
