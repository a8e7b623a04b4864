package prompt

import "testing"

// TestOptionChoiceSaid checks that a setting picked by name is said as
// "with the compact option", never "for a compact option".
func TestOptionChoiceSaid(t *testing.T) {
	if got, _ := boundChoice("compact", "option"); got != "with the compact option" {
		t.Errorf("boundChoice(compact, option) = %q", got)
	}
}
