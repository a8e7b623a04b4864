package prompt

import (
	"strings"
	"testing"
)

// A tool's name that ends on its act ("holdPlace", "bid-place") or opens
// on a namespace before its act ("run_assign_crew") is said as that act:
// "place a hold", "place a bid", "assign the crew", never "help me with
// hold place" nor "run the assign crew".
func TestNameTailActSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/pawn_shop.json", "holdPlace", `{"agency":"Marlowe Partners","caseNo":"675965","days":60,"sku":"0012611"}`, 8),
		[]string{"place a hold", "placing a hold"}, "hold place", "help")
	checkSaid(t, fileRequests(t, "dev45/stamp_collectors_society.json", "bid-place", `{"lot":"23/287","m":15,"amt":23899}`, 8),
		[]string{"place a bid", "placing a bid"}, "bid place")
	checkSaid(t, fileRequests(t, "dev45/vintage_tram_museum.json", "run_assign_crew",
		`{"member_no":"M38144","role":"conductor","run_id":"23257","stock_no":"MS58","to":"17:30"}`, 8),
		[]string{"assign the crew", "assigning the crew", "assign crew"}, "run the assign", "execute")
	checkSaid(t, fileRequests(t, "dev45/sailmaker_loft.json", "cloth-receive", `{"rolls":[{"roll":"DAC-169-0366","m":999}]}`, 8),
		[]string{"receive the cloth", "receiving the cloth", "receive cloth"}, "cloth receive")
}

func TestNameVerbSplits(t *testing.T) {
	for _, c := range []struct{ words, verb, obj string }{
		{"run assign crew", "assign", "crew"},
		{"bid place", "place", "bid"},
		{"get update status", "get", "update status"},
		{"honey harvest summary", "", "honey harvest summary"},
	} {
		v, o := nameVerb(strings.Fields(c.words))
		if v != c.verb || strings.Join(o, " ") != c.obj {
			t.Errorf("nameVerb(%q) = %q, %q; want %q, %q", c.words, v, strings.Join(o, " "), c.verb, c.obj)
		}
	}
}
