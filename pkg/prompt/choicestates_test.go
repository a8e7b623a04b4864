package prompt

import "testing"

// TestChoiceOfStatesNotSaid: a tool that sets one of two states ("as
// available or sold out") has no complement in its intent: the call's
// argument says which, and "mark … as available" before a call that sets
// the other contradicted it. A single state stays ("as read").
func TestChoiceOfStatesNotSaid(t *testing.T) {
	for _, c := range []struct{ desc, extra string }{
		{"Mark a gadget as enabled or disabled.", ""},
		{"Flag a shipment as lost or damaged in transit.", ""},
		{"Mark a message as read.", "as read"},
	} {
		if got := toolIntent("set_state", "", c.desc).Extra; got != c.extra {
			t.Errorf("%q: extra %q, want %q", c.desc, got, c.extra)
		}
	}
}
