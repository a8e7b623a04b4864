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

// An undescribed "timestamp" whose schema minimum is an epoch second
// (1577836800, 2020-01-01) is a moment in epoch seconds: a home care
// visit's check-out was drawn 1577836894 and said "a timestamp of
// 1577836894". A small minimum says nothing of the kind.
func TestEpochFromMinimum(t *testing.T) {
	t.Parallel()
	out := ServerTool{Name: "checkOut", Description: "Check a carer out of a visit.",
		InputSchema: []byte(`{"type":"object","properties":{"visitId":{"type":"string","format":"uuid"},"timestamp":{"type":"integer","minimum":1577836800},"ts":{"type":"integer","minimum":0}},"required":["visitId","timestamp"]}`)}
	s := NewServer("home_care", []ServerTool{out})
	tools := map[string]ServerTool{out.Name: out}
	checkKindUnits(t, []kindUnit{{s, tools, out.Name, "/timestamp", DateTime, "epoch seconds"}})
	if r := fileRole(t, s, tools, out.Name, "/ts"); r.Unit == "epoch seconds" {
		t.Errorf("ts with minimum 0 is %v, want no epoch unit read from the bound", r)
	}
	for min, want := range map[float64]string{1577836800: "epoch seconds", 1577836800000: "epoch milliseconds", 0: "", 20200101: ""} {
		if got := epochBound(&min); got != want {
			t.Errorf("epochBound(%v) = %q, want %q", min, got, want)
		}
	}
}
