package dataset

import "testing"

// TestCheckKindsNamesWhen: a moment named by what happened then
// (consent_signed_at, administeredAt) is named by a "when" question
// saying what happened ("When was the consent signed?"); without "when",
// or without what happened, it is not.
func TestCheckKindsNamesWhen(t *testing.T) {
	for _, c := range []struct {
		k, q string
		want bool
	}{
		{"consent_signed_at", "sure. when was the consent signed?", true},
		{"administeredAt", "when was it administered? i'll need the date and time.", true},
		{"paid_on", "happy to. when was it paid?", true},
		{"consent_signed_at", "was the consent signed?", false},
		{"consent_signed_at", "when should it start?", false},
		{"at", "when is it?", false},
	} {
		if got := nameIn(c.k, c.q); got != c.want {
			t.Errorf("nameIn(%q, %q) = %v, want %v", c.k, c.q, got, c.want)
		}
	}
}
