package generate

import (
	"strings"
	"testing"
)

// TestFollowUpNeverVariesConfirmation: a follow-up asks for the same
// change on another thing, never on the field that repeats an id to
// confirm it (end_tenancy's confirm_member_no): "Now do the same for
// confirm member 150012." asked for a call differing from the first in
// that field alone.
func TestFollowUpNeverVariesConfirmation(t *testing.T) {
	src := devSource(t, "testdata/dev42/community_allotment_association.json", "community_allotment_association", "end_tenancy")
	seen := 0
	for _, seed := range []int64{1, 2, 3, 8} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 6, seed) {
			names, args := r.calls()
			if len(names) != 2 {
				continue
			}
			seen++
			users := 0
			for _, m := range r.Messages {
				if m.Role == "user" {
					users++
				}
				if m.Role == "user" && users > 1 && strings.Contains(strings.ToLower(m.Content), "confirm member") {
					t.Errorf("follow-up on the confirmation field: %q (%s then %s)", m.Content, args[0], args[1])
				}
			}
		}
	}
	if seen == 0 {
		t.Error("no follow-up of end_tenancy")
	}
}
