package prompt

import (
	"strings"
	"testing"
)

// TestConsentOnce: a message asking for two confirmed changes gives its
// consent once ("Go ahead, I'm sure." is not said again after "Yes, I'm
// sure."), wherever the later one stands; a message with one is kept.
func TestConsentOnce(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Please wipe locker L-14. I'm sure about this. Wipe locker L-20 as well. Go ahead, I'm sure.",
			"Please wipe locker L-14. I'm sure about this. Wipe locker L-20 as well."},
		{"Wipe locker L-14? I'm sure, go ahead. Could you also wipe L-20? I'm sure about this. Thanks!",
			"Wipe locker L-14? I'm sure, go ahead. Could you also wipe L-20? Thanks!"},
		{"Wipe locker L-14. Go ahead, I'm sure.", "Wipe locker L-14. Go ahead, I'm sure."},
	} {
		if got := ConsentOnce(c.in); got != c.want || strings.Count(got, "sure") > 1 {
			t.Errorf("ConsentOnce(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
