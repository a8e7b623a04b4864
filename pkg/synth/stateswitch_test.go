package synth

import "testing"

// A number named by one state of a sibling enum belongs to that state:
// an attendance record of a late student says by how many minutes, one
// of a present, absent or excused student has no minutes late (the
// language school of the hold23 development set).
func TestStateNumbers(t *testing.T) {
	t.Parallel()
	late := 0
	for _, c := range fileCalls(t, "testdata/hold23/language_school.json", "lingua_recordAttendance", 40, 7) {
		recs, _ := c["records"].([]any)
		for _, r := range recs {
			m, _ := r.(map[string]any)
			has := len(numbersAt([]map[string]any{m}, "/minutes_late")) == 1
			if st := m["status"]; (st == "late") != has {
				t.Errorf("status %v with minutes_late %v", st, m["minutes_late"])
			}
			if has {
				late++
			}
		}
	}
	if late == 0 {
		t.Error("no late student drawn")
	}
}
