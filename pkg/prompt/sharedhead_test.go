package prompt

import "testing"

// TestSharedHeadObject: two modifiers joined by "and" before one plural
// noun stay one object ("the studio's resident and guest artists"),
// never cut to the first modifier ("the studio's resident"); two things
// joined so are still cut after the first.
func TestSharedHeadObject(t *testing.T) {
	for _, c := range []struct{ desc, obj string }{
		{"List the studio's resident and guest artists with their styles.", "the studio's resident and guest artists"},
		{"List the team's home and away fixtures for a season.", "the team's home and away fixtures"},
		{"List the users and groups in the team", "the users and groups"},
		{"Book a meeting room and invite attendees.", "a meeting room"},
	} {
		if in := toolIntent("x_tool", "", c.desc); in.Object != c.obj {
			t.Errorf("%q: object %q, want %q", c.desc, in.Object, c.obj)
		}
	}
}
