package prompt

import "testing"

// TestRequestFlagSaidAsAsking checks that a flag named "request" and a
// noun ("requestRefund", "request_inspection") is said as what the person
// asks for ("and request a refund", "without requesting an inspection"),
// never by its key ("with request refund", "no request inspection").
func TestRequestFlagSaidAsAsking(t *testing.T) {
	checkRequests(t, []requestCase{
		{"cancel_lesson", "Cancel a booked lesson.",
			`{"type":"object","properties":{"lesson_ref":{"type":"string"},"requestRefund":{"type":"boolean"}},"required":["lesson_ref"]}`,
			`{"lesson_ref":"LS-8812","requestRefund":true}`, []string{"LS-8812", "refund"}, []string{"request refund"}},
		{"close_case", "Close a support case.",
			`{"type":"object","properties":{"case_ref":{"type":"string"},"request_inspection":{"type":"boolean"}},"required":["case_ref"]}`,
			`{"case_ref":"CS-4410","request_inspection":false}`, []string{"CS-4410", "an inspection"}, []string{"request inspection"}},
	}, 40, 171)
}
