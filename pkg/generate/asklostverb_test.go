package generate

import "testing"

// TestLostVerb: a request whose verb went with the value left out ("Can
// you the me the counts?") is caught; whole requests are not.
func TestLostVerb(t *testing.T) {
	for s, want := range map[string]bool{
		"Can you the me the download counts for 90 days?": true,
		"Could you a list of the bins?":                   true,
		"Can you get me the download counts?":             false,
		"Would you mind pulling the counts?":              false,
		"Could you show me this month's counts?":          false,
		"Me the download counts, for 30 days, thanks!":    true,
		"Sure. Me all the invoices.":                      true,
		"Send me the download counts.":                    false,
		"Me and Ana need the room.":                       false,
		"Please the me the download counts.":              true,
	} {
		if got := lostVerb(s); got != want {
			t.Errorf("lostVerb(%q) = %v, want %v", s, got, want)
		}
	}
}
