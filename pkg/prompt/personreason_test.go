package prompt

import "testing"

// TestRemovedPersonNoIt: removing a person whose description goes on
// about what goes with them ("a member and all of their repair history")
// gives no reason that calls the person "it" ("Nobody uses it anymore").
func TestRemovedPersonNoIt(t *testing.T) {
	cases := []requestCase{
		{"delete_member", "Permanently delete a member and all of their repair history. This cannot be undone.",
			`{"type":"object","properties":{"member_id":{"type":"string","pattern":"^MEM-[0-9]{5}$","description":"Club member id such as MEM-04821"}},"required":["member_id"]}`,
			`{"member_id":"MEM-03718"}`, []string{"MEM-03718"}, []string{"uses it", "need it", "it's stale", "it is stale", "replaced it", "use it"}},
		{"remove_volunteer", "Remove a volunteer and their shift history from the roster.",
			`{"type":"object","properties":{"volunteer_id":{"type":"string"}},"required":["volunteer_id"]}`,
			`{"volunteer_id":"V-2231"}`, []string{"V-2231"}, []string{"uses it", "need it", "it's stale", "replaced it", "use it"}},
	}
	checkRequests(t, cases, 40, 611)
}
