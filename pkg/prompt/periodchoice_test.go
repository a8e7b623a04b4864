package prompt

import "testing"

// TestPeriodChoice wants a season chosen said as people say it ("in
// peak season") and a term or semester with "the" ("for the spring
// semester"), never "for a peak season".
func TestPeriodChoice(t *testing.T) {
	for _, c := range []struct{ v, label, want string }{
		{"peak", "season", "in peak season"},
		{"spring", "semester", "for the spring semester"},
		{"winter", "term", "for the winter term"},
		{"filling", "treatment", "for a filling treatment"},
	} {
		if got, ok := boundChoice(c.v, c.label); !ok || got != c.want {
			t.Errorf("boundChoice(%q, %q) = %q, %v; want %q", c.v, c.label, got, ok, c.want)
		}
	}
}
