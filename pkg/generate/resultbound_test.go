package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/jsonx"
)

// TestResultInnerBound: search_lots of a made-up auction house takes
// estimate_max_gbp ("Only lots whose high estimate is at most this
// amount") and lists lots with estimate_low_gbp and estimate_high_gbp. A
// synthesized listing keeps every estimate within a bound named inside
// its words: asked with a £250 estimate max, it listed a lot estimated at
// £500 ("I found one lot … £500" above the £250 asked).
func TestResultInnerBound(t *testing.T) {
	res := `{"items":[{"estimate_high_gbp":500,"estimate_low_gbp":250,"lot_ref":"78091/4E"}],"total_matches":17}`
	var v any
	d := json.NewDecoder(strings.NewReader(res))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		t.Fatal(err)
	}
	if !agree(v, map[string]any{"estimate_max_gbp": 250, "query": "Staffordshire spaniel"}) {
		t.Fatalf("agree left %s unchanged", res)
	}
	it := v.(map[string]any)["items"].([]any)[0].(map[string]any)
	for _, k := range []string{"estimate_high_gbp", "estimate_low_gbp"} {
		if f, _ := jsonx.Number(it[k]); f > 250 {
			t.Errorf("%s = %v, above the £250 asked", k, it[k])
		}
	}
	if s, isMax, ok := innerBound("limit_max_items"); ok {
		t.Errorf("innerBound(limit_max_items) = %q %v: a page size is no bound on what is listed", s, isMax)
	}
	src := devSource(t, "testdata/dev44/auction_house.json", "auction_house")
	bounded := 0
	for _, seed := range []int64{7, 8, 9} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 5, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) == 0 || names[0] != "search_lots" || len(res) == 0 || !strings.HasPrefix(res[0], "{") {
				continue
			}
			var a map[string]any
			_ = json.Unmarshal([]byte(args[0]), &a)
			max, ok := jsonx.Number(a["estimate_max_gbp"])
			if !ok {
				continue
			}
			bounded++
			var out struct {
				Items []map[string]any `json:"items"`
			}
			_ = json.Unmarshal([]byte(res[0]), &out)
			for _, it := range out.Items {
				if f, ok := jsonx.Number(it["estimate_high_gbp"]); ok && f > max {
					t.Errorf("lot estimated at £%v listed for an estimate max of £%v: %s", f, max, res[0])
				}
			}
		}
	}
	if bounded == 0 {
		t.Errorf("no follow-up searches lots with an estimate max; want some")
	}
}
