package prompt

import "testing"

// A list member given in epoch seconds by its own description is said as
// the date it stands for, and a member keyed by a preposition ("at") is
// said "on" that date: was "- A pass for segment N-04.017 at 1763571600,
// with sand action"; now "… on November 19, 2025 at 5pm UTC …".
func TestEpochMemberSaidAsDate(t *testing.T) {
	checkSaid(t, fileRequests(t, "dev45/winter_road_maintenance.json", "passes.log",
		`{"unit":"5629","route_code":"N-08","passes":[{"segment_id":"N-04.017","at":1763571600,"action":"sand"},{"segment_id":"N-09.016","at":1776343500,"action":"plow"}]}`, 8),
		[]string{"november 19, 2025"}, "1763571600", "at november")
}
