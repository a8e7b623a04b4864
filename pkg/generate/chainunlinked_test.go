package generate

import (
	"encoding/json"
	"testing"
)

// TestChainUnlinked: listVisits of a made-up falconry firm filters by
// siteId and lists visits with their siteId, which getSite and
// getActivityReport take. A chain from it takes the site from the
// listing, so the listing is never asked for one site: "show me the visits
// on site TSC-08 and get an activity report using the first site it
// finds" answered with TSC-07.
func TestChainUnlinked(t *testing.T) {
	src := devSource(t, "testdata/dev44/falconry_bird_control.json", "falconry_bird_control")
	chains := 0
	for _, seed := range []int64{8, 9} {
		for _, r := range kindRecords(t, []Source{src}, "chain", 5, seed) {
			names, args := r.calls()
			if len(names) != 2 || names[0] != "listVisits" {
				continue
			}
			var a, b map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
				continue
			}
			if _, takes := b["siteId"]; !takes {
				continue
			}
			chains++
			if s, ok := a["siteId"]; ok {
				t.Errorf("the listing is asked for site %v, then the site is taken from it: %q %s %s", s, r.request(), args[0], args[1])
			}
		}
	}
	if chains == 0 {
		t.Errorf("no chain takes a site from listVisits; want some")
	}
}
