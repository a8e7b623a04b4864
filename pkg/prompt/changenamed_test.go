package prompt

import "testing"

// TestChangeNamedIntent: a name that says a change is asked for as that
// change when its description only names the thing or says the act in a
// headline's words; a noun-compound name under a noun-phrase description
// is a read of the compound.
func TestChangeNamedIntent(t *testing.T) {
	for _, c := range []struct{ name, desc, verb, obj string }{
		{"wms_rcv", "Receive pallet", "receive", "a pallet"},
		{"log_milk", "Milk yield, litres", "log", "a milk yield"},
		{"workshopLoad", "Tickets booked per day + mechanic hours available", "get", "the workshop load"},
		{"order_status", "Status of an order", "get", "the status of an order"},
		{"pallet_receive", "Receive pallet", "receive", "a pallet"},
	} {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if in.Verb != c.verb || in.Object != c.obj {
			t.Errorf("%s %q: %q %q, want %q %q", c.name, c.desc, in.Verb, in.Object, c.verb, c.obj)
		}
	}
}
