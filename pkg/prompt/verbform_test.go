package prompt

import "testing"

// TestDecisionPicksItsVerb checks that a tool offering two acts ("Approve
// or deny a request") does the one its decision's value names, the value
// a past form of the verb ("denied"): "deny request 4412", never
// "approve or deny request 4412 as denied".
func TestDecisionPicksItsVerb(t *testing.T) {
	s := `{"type":"object","properties":{"requestId":{"type":"integer"},"decision":{"type":"string","enum":["approved","denied"]},"note":{"type":"string"}},"required":["requestId","decision"]}`
	checkRequests(t, []requestCase{
		{"decideRequest", "Approve or deny a request", s, `{"requestId":4412,"decision":"denied"}`, []string{"deny", "4412"}, []string{"approve or deny", "as denied"}},
		{"decideRequest", "Approve or deny a request", s, `{"requestId":4412,"decision":"approved"}`, []string{"approv", "4412"}, []string{"approve or deny", "as approved"}},
	}, 30, 179)
	if verbOfForm("cancelled", []string{"keep", "cancel"}) != "cancel" || verbOfForm("approved", []string{"approve", "reject"}) != "approve" || verbOfForm("pending", []string{"approve", "reject"}) != "" {
		t.Error("verbOfForm: a past form names its verb, another word none")
	}
}
