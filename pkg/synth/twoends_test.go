package synth

import "testing"

// TestTwoEnds: a range whose name says its end twice pairs with the name
// that says the other end twice, in the name's own case; words inside
// other words ("Minute") are no ends.
func TestTwoEnds(t *testing.T) {
	for k, want := range map[string]string{"bidLowMin": "bidHighMax", "fee_low_min": "fee_high_max", "startMinute": "", "lowestPrice": ""} {
		if got := twoEnds(k); got != want {
			t.Errorf("twoEnds(%q) = %q, want %q", k, got, want)
		}
	}
}
