package generate

import (
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestStoppedCallSaysWhy: offline, a follow-up whose first call is
// stopped or declined says why it was: a stopped look-up is a slip
// ("Sorry, wrong one.") or no longer needed ("Never mind, I found it
// myself."), never "Skip that one, then." before another look-up of the
// same kind or "Right, leave it." before an unrelated task, which give
// no reason a person stops a call for.
func TestStoppedCallSaysWhy(t *testing.T) {
	src := toolsFor(t, "atlas", `[
	{"name":"address_at","description":"Find the street address at a point","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"latitude":{"type":"number","description":"Latitude of the point"},"longitude":{"type":"number","description":"Longitude of the point"}},"required":["latitude","longitude"]}},
	{"name":"route_between","description":"Get driving directions between two addresses","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"origin":{"type":"string","description":"Starting address"},"destination":{"type":"string","description":"Address to reach"}},"required":["origin","destination"]}},
	{"name":"list_saved","description":"List the places saved in the user's list","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{}}},
	{"name":"save_place","description":"Save a place to the user's list","inputSchema":{"type":"object","properties":{"name":{"type":"string","description":"Name of the place"},"address":{"type":"string","description":"Street address"}},"required":["name","address"]}}
	]`)
	reasonless := []string{"Right, leave it.", "OK, forget that one.", "Actually, I need something else.",
		"Let's leave that one.", "No, leave that one for now.", "Skip that one, then."}
	stopped := 0
	for _, seed := range []int64{1, 2, 3} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 12, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) < 2 || len(res) == 0 || res[0] != prompt.CancelledNotice && res[0] != prompt.DeclinedNotice {
				continue
			}
			stopped++
			redo := r.Messages[len(r.Messages)-2].Content
			bad := reasonless[:3]
			if res[0] == prompt.CancelledNotice {
				bad = reasonless
			}
			if slices.ContainsFunc(bad, func(p string) bool { return strings.HasPrefix(redo, p) }) {
				t.Errorf("stopped %s %s, then %s %s with no reason: %q", names[0], args[0], names[1], args[1], redo)
			}
		}
	}
	if stopped == 0 {
		t.Fatal("no stopped first call")
	}
}
