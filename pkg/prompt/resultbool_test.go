package prompt

import "testing"

// TestResultFlagsAndAgreement: a result's flags are reported as a person
// reports them, and a plural member name takes "are" (results of
// captured servers: linear's success flag, sequential-thinking's
// nextThoughtNeeded, mongodb's units).
func TestResultFlagsAndAgreement(t *testing.T) {
	cases := []struct {
		k    string
		v    any
		want string
	}{
		{"success", true, "it worked"},
		{"success", false, "it didn't go through"},
		{"nextThoughtNeeded", false, "the next thought isn't needed"},
		{"nextThoughtNeeded", true, "the next thought is needed"},
		{"units", "general", "the units are general"},
		{"totalThoughts", 6.0, "the total thoughts are 6"},
		{"status", "open", "the status is open"},
		{"species", "strawberry", "the species is strawberry"},
		{"size", 5.0, "the size is 5"},
		{"stats", map[string]any{"weight_kg": 609.25}, "the stats are weight 609.25 kg"},
	}
	for _, c := range cases {
		if got := factSay(c.k, c.v); got != c.want {
			t.Errorf("factSay(%q, %v) = %q, want %q", c.k, c.v, got, c.want)
		}
	}
}
