package synth

import "testing"

// TestChoiceSaidSpacesOnce checks that an enum value is said with its "_"
// and "-" as spaces (a one-letter part keeps its hyphen) through the
// shared replacer, without building one per value: it runs for every
// choice of every record.
func TestChoiceSaidSpacesOnce(t *testing.T) {
	for in, want := range map[string]string{
		"in_progress":     "in progress",
		"Read-Only":       "read only",
		"x-ray":           "x-ray",
		"ALL":             "all",
		"high_priority-1": "high priority 1",
	} {
		if got := choiceSaid(in); got != want {
			t.Errorf("choiceSaid(%q) = %q, want %q", in, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { choiceSaid("in_progress") }); n > 3 {
		t.Errorf("choiceSaid allocates %v times, want at most 3 (the split, the spaced bytes and their string)", n)
	}
}
