package generate

import (
	"encoding/json"
	"testing"
)

// TestParallelNeverListsConfirmations: end_tenancy of a made-up allotment
// association takes a plot and confirm_member_no, its tenant's member
// number typed again. A parallel record ending one plot's tenancy with
// three confirmations ("Terminate a tenancy on plot RV-738B for confirm
// members 820478, 524535 and 149991") lists what is one act's safeguard;
// several plots may be listed instead.
func TestParallelNeverListsConfirmations(t *testing.T) {
	src := devSource(t, "testdata/dev42/community_allotment_association.json", "community_allotment_association", "end_tenancy")
	several := 0
	for _, seed := range []int64{8, 9, 10, 11} {
		for _, r := range kindRecords(t, []Source{src}, "parallel", 6, seed) {
			names, args := r.calls()
			if len(names) < 2 {
				continue
			}
			several++
			var first map[string]any
			if json.Unmarshal([]byte(args[0]), &first) != nil {
				t.Fatal(args[0])
			}
			for _, a := range args[1:] {
				var m map[string]any
				if json.Unmarshal([]byte(a), &m) != nil {
					t.Fatal(a)
				}
				if m["plot_id"] == first["plot_id"] && m["confirm_member_no"] != first["confirm_member_no"] {
					t.Errorf("one plot ended with several confirmations: %q", r.request())
					break
				}
			}
		}
	}
	if several == 0 {
		t.Error("no parallel record of end_tenancy")
	}
}
