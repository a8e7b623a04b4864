package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestFollowupNotRedated: job_mv of a made-up shearing contractor moves
// one job (jid) to another day (d). A follow-up moving the same job to a
// second day after the first move was done ("Job rescheduled.", then
// "Can you do that for the 20260217 day too?") moves one job twice: it
// follows a declined call instead, as the correction of a slip.
func TestFollowupNotRedated(t *testing.T) {
	src := devSource(t, "testdata/dev42/sheep_shearing_contractor.json", "sheep_shearing_contractor")
	seen := 0
	for _, seed := range []int64{1, 2, 3, 8} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 8, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) != 2 || names[0] != "job_mv" || names[1] != "job_mv" || len(res) != 1 {
				continue
			}
			var a, c map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &c) != nil {
				t.Fatalf("arguments %s, %s", args[0], args[1])
			}
			if a["jid"] != c["jid"] || a["d"] == c["d"] {
				continue
			}
			seen++
			if res[0] != prompt.DeclinedNotice && res[0] != prompt.CancelledNotice {
				t.Errorf("job %v moved (%q), then moved again to another day: %s then %s", a["jid"], res[0], args[0], args[1])
			}
		}
	}
	if seen == 0 {
		t.Error("no follow-up moved the same job to another day")
	}
}
