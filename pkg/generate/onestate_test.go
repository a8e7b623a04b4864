package generate

import "testing"

// A tool that sets the one active, current or default thing of a session
// is told apart from tools that set a value or act on many (names
// written for this test).
func TestSetsOneState(t *testing.T) {
	for name, want := range map[string]bool{
		"set_active_garden": true, "switchCurrentLedger": true, "use_default_pantry": true,
		"set_garden_name": false, "list_active_gardens": false, "select_seeds": false,
	} {
		if got := setsOneState(name); got != want {
			t.Errorf("setsOneState(%q) = %v, want %v", name, got, want)
		}
	}
}
