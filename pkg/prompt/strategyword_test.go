package prompt

import "testing"

// A strategy is used, not stood in: "using the greedy strategy", never
// "in greedy strategy".
func TestStrategySaidAsUsed(t *testing.T) {
	st := &funcState{}
	if got := st.modeWords("greedy", "strategy", "strategy"); got != "using the greedy strategy" {
		t.Errorf("modeWords(greedy) = %q, want %q", got, "using the greedy strategy")
	}
	if got := st.modeWords("dark", "mode", "mode"); got != "in dark mode" {
		t.Errorf("modeWords(dark) = %q, want %q", got, "in dark mode")
	}
}
