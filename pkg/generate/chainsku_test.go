package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestChainBySKU: searchStock of a made-up furniture reuse charity lists
// items by sku and title. A synthesized listing never holds one SKU
// twice (it listed FR-HBY-45198 twice), and a chain naming an item found
// by its title calls it an item ("If there's an item called "…"", "the
// item called "…""), never a SKU of that name ("If there's a sku called
// "…"", "the item with the sku called "…"").
func TestChainBySKU(t *testing.T) {
	src := devSource(t, "testdata/dev42/furniture_reuse_charity.json", "furniture_reuse_charity")
	listings, titled := 0, 0
	for _, seed := range []int64{8, 9, 10} {
		for _, r := range kindRecords(t, []Source{src}, "chain", 5, seed) {
			names, _ := r.calls()
			res := r.results()
			if len(names) == 0 || names[0] != "searchStock" || len(res) == 0 {
				continue
			}
			var out struct {
				Items []struct {
					SKU string `json:"sku"`
				} `json:"items"`
			}
			if json.Unmarshal([]byte(res[0]), &out) != nil {
				continue
			}
			listings++
			seen := map[string]bool{}
			for _, it := range out.Items {
				if seen[it.SKU] {
					t.Errorf("listing holds SKU %s twice: %s", it.SKU, res[0])
				}
				seen[it.SKU] = true
			}
			req := strings.ToLower(r.request())
			if strings.Contains(req, "item called") || strings.Contains(req, "the item \"") {
				titled++
			}
			if strings.Contains(req, "sku called") || strings.Contains(req, "sku \"") {
				t.Errorf("an item found by its title is called a SKU: %q", r.request())
			}
		}
	}
	if listings == 0 || titled == 0 {
		t.Errorf("%d chains on a stock listing, %d naming an item by its title; want some of each", listings, titled)
	}
}
