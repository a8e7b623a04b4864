package generate

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestFollowupNeverRecordsRowsTwice: screening_record of a made-up
// screening programme records a participant's readings at a pharmacy.
// After the readings were recorded, "How about with the pharmacy code
// FQ962?" records the same readings twice; such a follow-up follows a
// declined call instead, as the correction of a slip.
func TestFollowupNeverRecordsRowsTwice(t *testing.T) {
	src := devSource(t, "testdata/dev42/bp_screening_pharmacy_programme.json", "bp_screening_pharmacy_programme", "screening_record")
	seen := 0
	for _, seed := range []int64{8, 9, 10, 11, 12} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 6, seed) {
			names, args := r.calls()
			res := r.results()
			if len(names) != 2 || len(res) != 1 {
				continue
			}
			var a, c map[string]any
			if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &c) != nil {
				t.Fatal(args)
			}
			if !reflect.DeepEqual(a["readings"], c["readings"]) || a["pharmacy_code"] == c["pharmacy_code"] {
				continue
			}
			seen++
			if res[0] != prompt.DeclinedNotice && res[0] != prompt.CancelledNotice {
				t.Errorf("readings recorded (%.60q), then recorded again at pharmacy %v", res[0], c["pharmacy_code"])
			}
		}
	}
	if seen == 0 {
		t.Error("no follow-up recorded the readings at another pharmacy")
	}
}
