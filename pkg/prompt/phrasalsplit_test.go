package prompt

import "testing"

// TestSplitPhrasalAct: a phrasal act whose particle follows its short
// object ("Write a cask off as lost") is said with the particle back on
// its verb ("write off a cask"), never without it ("write a cask"); a
// plain verb and object ("Write a letter to the bank") stay as they are.
func TestSplitPhrasalAct(t *testing.T) {
	for _, c := range []struct{ name, desc, verb, obj string }{
		{"cask_report_lost", "Write a cask off as lost or stolen.", "write off", "a cask"},
		{"close_day", "Sign the day off for the kitchen", "sign off", "the day"},
		{"front_desk", "Check a guest in at the desk", "check in", "a guest"},
		{"letters", "Write a letter to the bank", "write", "a letter"},
	} {
		in := agreedIntent(ToolInfo{Name: c.name, Description: c.desc}, toolIntent(c.name, "", c.desc))
		if in.Verb != c.verb || in.Object != c.obj {
			t.Errorf("%s %q: %q %q, want %q %q", c.name, c.desc, in.Verb, in.Object, c.verb, c.obj)
		}
	}
}
