package role

import "testing"

// An undescribed timestamp key ("from_ts") of a tool whose own
// description gives its period in unix seconds is a moment in epoch
// seconds: a composting-site tonnage report's from_ts and to_ts were plain
// numbers (55 to 99, said "from ts 55 and to tses 99"). With a
// description of its own that says no unit, the parameter's words decide.
func TestEpochFromToolDescription(t *testing.T) {
	t.Parallel()
	report := ServerTool{Name: "gw_tonnage_report",
		Description: "Tonnage delivered to the composting site by round/depot for a period (unix seconds), with contamination rate and subscription counts.",
		InputSchema: []byte(`{"type":"object","properties":{"from_ts":{"type":"integer"},"to_ts":{"type":"integer"},"n_ts":{"type":"integer","description":"number of test sheets"}},"required":["from_ts","to_ts"]}`)}
	s := NewServer("green_waste", []ServerTool{report})
	tools := map[string]ServerTool{report.Name: report}
	checkKindUnits(t, []kindUnit{
		{s, tools, report.Name, "/from_ts", DateTime, "epoch seconds"},
		{s, tools, report.Name, "/to_ts", DateTime, "epoch seconds"},
	})
	if r := fileRole(t, s, tools, report.Name, "/n_ts"); r.Kind == DateTime {
		t.Errorf("n_ts described %q is %v, want no moment", "number of test sheets", r)
	}
}
