package prompt

import "testing"

// TestAgentByChoice: a "<verb>ed by" choice says who did it ("at the
// tenant's request" beside the same verb, "approved by the warden"
// otherwise), never "ordered by Tenant", which reads as a sort.
func TestAgentByChoice(t *testing.T) {
	cases := []requestCase{
		{"cancel_visit", "Cancel a plumber visit.",
			`{"type":"object","properties":{"visit_ref":{"type":"string","pattern":"^V-[0-9]{5}$"},"cancelledBy":{"type":"string","enum":["Tenant","Landlord"]}},"required":["visit_ref","cancelledBy"]}`,
			`{"visit_ref":"V-20431","cancelledBy":"Tenant"}`,
			[]string{"at the tenant's request"}, []string{"ordered by", "sorted by"}},
		{"log_leave", "Log a leave request for a hall resident.",
			`{"type":"object","properties":{"resident_ref":{"type":"string","pattern":"^R-[0-9]{5}$"},"approvedBy":{"type":"string","enum":["Warden","Porter"]}},"required":["resident_ref","approvedBy"]}`,
			`{"resident_ref":"R-20431","approvedBy":"Warden"}`,
			[]string{"approved by the warden"}, []string{"ordered by", "sorted by"}},
	}
	checkRequests(t, cases, 40, 11)
	if agentBy("sorted by") || agentBy("order by") || !agentBy("requested by") {
		t.Error("agentBy: sorted by and order by are orders, requested by is who")
	}
}
