package prompt

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// One act on one thing (descriptions from hand-written and real tool
// files): a second act the description goes on to, a pair of
// quantifiers, an adjective spelled as a verb and a verb the list lacked
// are not said as the request's act and object.
func TestOneActOnOneThing(t *testing.T) {
	for _, c := range []struct{ name, desc, verb, obj, extra string }{
		{"cancel_reservation", "Cancel a booking and release its tables.", "cancel", "a booking", ""},
		{"add_candidate", "Create a candidate and optionally apply them to a job.", "create", "a candidate", ""},
		{"refund_order", "Refund all or some tickets in an order.", "refund", "tickets", "in an order"},
		{"get_technician_availability", "Open slots for technicians on a given day.", "get", "open slots", "for technicians"},
		{"qbo_authenticate", "Authenticate with QuickBooks using OAuth (local credential mode only).", "authenticate", "", "with QuickBooks"},
	} {
		in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc})
		if in.Verb != c.verb || in.Object != c.obj || in.Extra != c.extra {
			t.Errorf("%s: got %q + %q + %q, want %q + %q + %q", c.name, in.Verb, in.Object, in.Extra, c.verb, c.obj, c.extra)
		}
	}
}

// A pair of verbs no parameter tells apart is said as one: the first, or
// the second when it redoes the act on a thing whose id is set.
func TestPairVerbSaysOne(t *testing.T) {
	d := &Data{}
	if v := pairVerb(d, []string{"start", "or", "resume"}, false); v != "start" {
		t.Errorf("no id set: %q", v)
	}
	d.Set = []Param{{Name: "runId", Value: "run_5", Role: role.Role{Kind: role.ID}}}
	if v := pairVerb(d, []string{"start", "or", "resume"}, false); v != "resume" {
		t.Errorf("id set: %q", v)
	}
}
