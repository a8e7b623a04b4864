package prompt

import "testing"

// A two-letter prefix most of a server's tool names open on is the
// server's mark (role.Server.Brand), never said: was 'Let's work through gw
// tonnage report', 'I'd like help with gw round schedule', 'Assist me with
// gw contamination log'; now the tonnage, the round's schedule and a
// contamination logged.
func TestTwoLetterPrefixUnsaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/green_waste_collection.json", "gw_tonnage_report", `{"from_ts":1765631700,"to_ts":1767443400}`, 8),
		[]string{"tonnage"}, "gw ")
	checkSaid(t, fileRequests(t, "dev45/green_waste_collection.json", "gw_round_schedule", `{"from_ts":1768999500,"round_id":"GW-THU-B-99","to_ts":1771608600}`, 8),
		[]string{"schedule"}, "gw round", "help")
	checkSaid(t, fileRequests(t, "dev45/green_waste_collection.json", "gw_contamination_log",
		`{"contaminants":["food_waste"],"round_id":"GW-WED-A-15","ts":1769619600,"uprn":"491"}`, 8),
		[]string{"log a contamination", "logging a contamination"}, "gw contamination", "help")
	checkSaid(t, fileRequests(t, "dev45/film_festival.json", "ff_schedule_screening",
		`{"starts_at":"2026-02-05T16:15:00Z","submission_ids":["FF87-0521","FF81-0230"],"venue_code":"LIB"}`, 8),
		[]string{"schedule a screening", "schedule the screening", "screening"}, "put a selected film")
}
