package dataset

import "testing"

// TestSaysGroupedNumber: a reply that writes an amount or a large
// quantity with its digits grouped still gives the value.
func TestSaysGroupedNumber(t *testing.T) {
	for _, c := range []struct {
		v, s string
		want bool
	}{
		{"105000", "estimate the plumbing fee with a $105,000 valuation.", true},
		{"126670", "log the cng fuel, odometer 126,670 miles", true},
		{"126670", "odometer 126,671 miles", false},
		{"1234", "sizes 1,2,3,4", false},
	} {
		if got := saysValue(c.v, c.s); got != c.want {
			t.Errorf("saysValue(%q, %q) = %v, want %v", c.v, c.s, got, c.want)
		}
	}
}
