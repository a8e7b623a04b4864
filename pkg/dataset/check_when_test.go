package dataset

import "testing"

// TestNameInWhen: a "when" question names a moment whose key ends in
// date, time, day, at or on ("When should it start?" for start_date,
// which a fresh dataset's clarification asked and its check refused),
// and only with "when" and the moment's own word.
func TestNameInWhen(t *testing.T) {
	for _, c := range []struct {
		k, q string
		want bool
	}{
		{"start_date", "when should it start?", true},
		{"drop_off_time", "when is the drop off?", true},
		{"consent_signed_at", "when was the consent signed?", true},
		{"start_date", "when is it?", false},
		{"start_date", "what should it start with?", false},
	} {
		if got := nameIn(c.k, c.q); got != c.want {
			t.Errorf("nameIn(%q, %q) = %v, want %v", c.k, c.q, got, c.want)
		}
	}
}
