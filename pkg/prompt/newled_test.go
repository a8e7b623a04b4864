package prompt

import "testing"

// A description that opens on "New" before a thing, with no verb ("New
// work order. Returns wo no.", "new blast plan"), asks to make one:
// "set up a work order", never "Let's new a work order" or "plan for
// bench N9-451". A name opening on "New" keeps its words. Shapes from a
// railway signalling team's and a quarry's terse tools.
func TestNewLedDescriptionMakesThing(t *testing.T) {
	cases := []requestCase{
		{"wo_new", "New work order. Returns wo no.",
			`{"type":"object","properties":{"due":{"type":"string","format":"date"}},"required":["due"]}`,
			`{"due":"2026-03-16"}`, []string{"work order"}, []string{"new a ", "new an ", "new the "}},
		{"blast_plan", "new blast plan",
			`{"type":"object","properties":{"bn":{"type":"string","description":"bench"},"dt":{"type":"string","format":"date"}},"required":["bn","dt"]}`,
			`{"bn":"N9-451","dt":"2026-04-20"}`, []string{"blast plan"}, []string{"plan for bench", "plan on bench", "new a "}},
	}
	checkRequests(t, cases, 30, 43)
	for _, c := range []struct{ in, want string }{
		{"New work order", "Create a work order"},
		{"new blast plan", "Create a blast plan"},
		{"New Relic query", "New Relic query"},
		{"New", "New"},
	} {
		if got := newLed(c.in); got != c.want {
			t.Errorf("newLed(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
