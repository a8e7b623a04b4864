package prompt

import (
	"strings"
	"testing"
)

// TestReadoutNamesAskedAsThings: a tool named for a thing to look at,
// whose description says no act, is asked for as that thing with its
// article ("the harvest forecast", "the SPC chart", written in capitals
// as the description writes it; a terse request may drop the article as
// it does for any object), never glued to "help me with"; a name
// whose first word hides an act ("reorder stock") is not read as one:
// its description says the act ("order more consumables").
func TestReadoutNamesAskedAsThings(t *testing.T) {
	cases := []struct{ file, tool, args, want string }{
		{"dev42/hop_farm.json", "harvest_forecast", `{"variety":"CAS"}`, "the harvest forecast"},
		{"dev42/semiconductor_fab_lot_tracking.json", "spc_chart", `{"param":"OX_THK_A"}`, "the SPC chart"},
		{"dev42/semiconductor_fab_lot_tracking.json", "wip_report", `{"group_by":"product"}`, "the WIP report"},
		{"dev42/mobile_knife_sharpening_van.json", "stock-levels", `{}`, "the stock levels"},
	}
	for _, c := range cases {
		for _, s := range fileRequests(t, c.file, c.tool, c.args, 8) {
			l := strings.ToLower(s)
			if strings.Contains(l, "help") || strings.Contains(l, "hand with") || strings.Contains(l, "work through") || !strings.Contains(s, strings.TrimPrefix(c.want, "the ")) {
				t.Errorf("%s: %q, want %q asked for, no help-with", c.tool, s, c.want)
			}
		}
	}
	for _, c := range []struct{ name, desc, verb, obj string }{
		{"harvest_forecast", "Projected picking date per yard from dry-matter trend.", "get", "the harvest forecast"},
		{"spc_chart", "SPC points for a parameter, with UCL/LCL and rule violations.", "get", "the SPC chart"},
		{"yard_turnout_plan", "Who goes out in which paddock on a given day", "get", "the yard turnout plan"},
		{"reorder-stock", "Order more consumables from the supplier.", "order", "more consumables"},
	} {
		if in := brandFreeIntent(ToolInfo{Name: c.name, Description: c.desc}); in.Verb != c.verb || in.Object != c.obj {
			t.Errorf("%s: got %q + %q, want %q + %q", c.name, in.Verb, in.Object, c.verb, c.obj)
		}
	}
}
