package prompt

import (
	"strings"
	"testing"
)

// TestAddressFlagged: an address with a yes-or-no member about the place
// is said as one address with the flag after it, never member by member.
func TestAddressFlagged(t *testing.T) {
	a, flags, ok := addressFlagged(map[string]any{"street": "88 Birch Ave", "city": "Duluth", "zip": "55802", "has_ramp": true})
	if !ok {
		t.Fatal("not read as an address")
	}
	got := addressLine(a) + flags
	if !strings.HasPrefix(got, "88 Birch Ave, Duluth 55802 (") || !strings.Contains(got, "ramp") {
		t.Errorf("got %q", got)
	}
	if _, _, ok := addressFlagged(map[string]any{"street": "88 Birch Ave", "colour": "blue", "has_ramp": true}); ok {
		t.Error("a member that is no address part read as one")
	}
}
