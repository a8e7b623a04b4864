package prompt

import "testing"

// TestPairVerbRedoneSelf checks "X or reX" is said once, as X: "assign
// or reassign a ticket" asks for one act.
func TestPairVerbRedoneSelf(t *testing.T) {
	if v := pairVerb(&Data{}, []string{"route", "or", "reroute"}, false); v != "route" {
		t.Errorf("pairVerb(route or reroute) = %q; want route", v)
	}
}

// TestModeOnOff checks a mode that is a switch's state reads as one
// ("turned on", "set to automatic"), never "in on mode".
func TestModeOnOff(t *testing.T) {
	st := &funcState{}
	for x, want := range map[string]string{"on": "turned on", "OFF": "turned off", "auto": "set to automatic", "eco": "in eco mode"} {
		if got := st.modeWords(x, "mode", "mode"); got != want {
			t.Errorf("modeWords(%q) = %q; want %q", x, got, want)
		}
	}
}
