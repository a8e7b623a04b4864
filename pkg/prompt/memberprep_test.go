package prompt

import "testing"

// A member whose key ends on a preposition takes its value after it:
// "reported by "Noah Park"", never "reported by to "Noah Park"".
func TestMemberKeyPrepositionSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "routes-tools.json", "AmendFault",
		`{"liftId": "L-3", "body": {"category": "DOOR", "occurredAt": "2026-01-12T16:30:00Z", "reportedBy": "Noah Park"}}`, 12),
		[]string{"noah park"}, "by to", "at to")
}

// A tool that reports a new thing says the fields it is given as the new
// thing's: "report a fault … with category DOOR", never "setting
// category to DOOR".
func TestReportedFieldsNew(t *testing.T) {
	checkSaid(t, fileRequests(t, "routes-tools.json", "ReportFault",
		`{"liftId": "L-3", "body": {"category": "DOOR", "reportedBy": "Noah Park"}}`, 12),
		[]string{"door"}, "setting", "changing")
}
