package prompt

import "testing"

// TestFilterOnlyDesc checks that a flag described only as a filter is
// known as one (its words would leave the value unsaid), and that a
// description saying which way it filters is not.
func TestFilterOnlyDesc(t *testing.T) {
	for _, c := range []struct {
		desc string
		want bool
	}{
		{"Filter by ack state", true},
		{"Filter by resolved status.", true},
		{"filter on archived", true},
		{"Only return resolved pings", false},
		{"Filter to pings that are resolved and older than a day", false},
	} {
		if got := filterOnlyDesc.MatchString(c.desc); got != c.want {
			t.Errorf("filterOnlyDesc(%q) = %v, want %v", c.desc, got, c.want)
		}
	}
}
