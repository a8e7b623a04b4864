package generate

import "testing"

// TestRangeOKStay checks that a stay's check-in and check-out are one
// range: a follow-up that corrects one of them never puts the check-in
// after the check-out ("It should start on 17 March" for a stay that ends
// on 6 March).
func TestRangeOKStay(t *testing.T) {
	if rangeOK(map[string]any{"checkin_date": "2026-03-17", "checkout_date": "2026-03-06"}) {
		t.Error("rangeOK accepts a check-in after the check-out")
	}
	if !rangeOK(map[string]any{"checkin_date": "2026-03-06", "checkout_date": "2026-03-17"}) {
		t.Error("rangeOK refuses a check-in before the check-out")
	}
	if rangeOK(map[string]any{"arrival": "2026-05-02", "departure": "2026-04-28"}) {
		t.Error("rangeOK accepts an arrival after the departure")
	}
}
