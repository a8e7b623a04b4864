package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// clubTools: a membership renewed on one of a list of plans (no
// outputSchema: its result is the tool's report of the change done), and
// a court booked on one of a list of surfaces whose result has an
// outputSchema to synthesize from.
const clubTools = `[
 {"name":"renew_membership","description":"Renew a club membership",
  "inputSchema":{"type":"object","properties":{"member_id":{"type":"integer","minimum":1000,"maximum":99999,"description":"Member id"},
   "plan":{"type":"string","enum":["monthly","quarterly","annual"],"description":"Plan"}},"required":["member_id","plan"]}},
 {"name":"book_court","description":"Book a court for a member",
  "inputSchema":{"type":"object","properties":{"court_id":{"type":"string","pattern":"^CT-[0-9]{3}$","description":"Court id"},
   "surface":{"type":"string","enum":["clay","grass","hard"],"description":"Surface"}},"required":["court_id","surface"]},
  "outputSchema":{"type":"object","properties":{"booking_id":{"type":"string"},"status":{"type":"string","enum":["booked","waitlisted"]}},"required":["booking_id","status"]}}
]`

// TestFollowupSettingNotRedone: a change done is not asked again of the
// same thing with another choice of its list ("Please renew member
// 85155 on the annual plan." then "Can you do that once more with the
// plan set to monthly?"): a follow-up keeping the thing and changing
// the choice follows a declined call, as the correction of a slip.
func TestFollowupSettingNotRedone(t *testing.T) {
	src := toolsFor(t, "club", clubTools)
	target := map[string]string{"renew_membership": "member_id", "book_court": "court_id"}
	seen := 0
	for _, seed := range []int64{3, 7, 11, 19} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 4, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) != 2 || names[0] != names[1] || len(res) != 1 {
				continue
			}
			var a, b map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
				t.Fatalf("arguments %s, %s", args[0], args[1])
			}
			k := target[names[0]]
			if a[k] != b[k] {
				continue // the same change of another thing: "Now do the same for member 2211."
			}
			seen++
			if res[0] != prompt.DeclinedNotice && res[0] != prompt.CancelledNotice {
				t.Errorf("%s done (%q), then asked again with another choice: %s then %s", names[0], res[0], args[0], args[1])
			}
		}
	}
	if seen == 0 {
		t.Error("no follow-up changed a choice of the same thing")
	}
}
