package prompt

import (
	"strings"
	"testing"
)

// TestLoneUnitSaid: a grain transfer's "tonnes" (52.73) is said as the
// amount moved, "52.73 tonnes", never "a tonnes of 52.73" nor "The
// tonnes is 52.73."
func TestLoneUnitSaid(t *testing.T) {
	for _, s := range fileRequests(t, "dev41/grain_elevator.json", "transfer_between_bins",
		`{"from_bin":"A11","to_bin":"A06","tonnes":52.73,"reason":"turning"}`, 8) {
		if !strings.Contains(s, "52.73 tonnes") || strings.Contains(s, "a tonnes") || strings.Contains(s, "The tonnes") {
			t.Errorf("tonnes not said as an amount: %q", s)
		}
	}
}
