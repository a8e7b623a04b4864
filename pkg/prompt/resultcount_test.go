package prompt

import "testing"

// TestSummaryLeadsWithCounts: a result's zero members are said only when
// nothing else is, and a count of a past act is said as a count ("41
// pruned", not "the pruned is 41") whose noun agrees with it ("1 nest
// removed"); a timestamp or a bound is no count.
func TestSummaryLeadsWithCounts(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"hedges_lost":0,"pruned":41,"replanted":0,"zone":"K2"}`, "41 pruned and the zone is K2."},
		{`{"lost":0,"spilled":0}`, "The lost is 0 and the spilled is 0."},
		{`{"max_allowed":6,"updated":1767225600}`, "The max allowed is 6 and the updated is 1,767,225,600."},
		{`{"speed":12,"trays_washed":3}`, "3 trays washed and the speed is 12."},
		{`{"nestsRemoved":1,"siteId":"TSC-03","visitsCompleted":9}`, "1 nest removed and 9 visits completed."},
		{`{"pruned":1,"trays_washed":1}`, "1 pruned and 1 tray washed."},
	} {
		if got := summary(decodeJSON(c.in)); got != c.want {
			t.Errorf("summary(%s) = %q, want %q", c.in, got, c.want)
		}
	}
}
