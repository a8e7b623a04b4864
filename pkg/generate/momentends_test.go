package generate

import (
	"encoding/json"
	"testing"
)

// A follow-up's correction keeps a flight's landing after its takeoff and
// within a day of it (a takeoff corrected to 29 December 2025 beside a
// landing on January 17, 2026 was let through), and a range named by a
// last digit ("d0", "d1") in order.
func TestRangeOKMomentEnds(t *testing.T) {
	n := func(s string) json.Number { return json.Number(s) }
	for _, c := range []struct {
		args map[string]any
		want bool
	}{
		{map[string]any{"takeoff": n("1768638600"), "landing": n("1768648500")}, true},
		{map[string]any{"takeoff": n("1767027600"), "landing": n("1768648500")}, false}, // 19 days
		{map[string]any{"takeoff": n("1768648500"), "landing": n("1768638600")}, false}, // backwards
		{map[string]any{"takeoff": "2026-01-17T08:30:00Z", "landing": "2026-01-17T11:15:00Z"}, true},
		{map[string]any{"d0": "20251212", "d1": "20260128"}, true},
		{map[string]any{"d0": "20260128", "d1": "20251212"}, false},
		{map[string]any{"date1": "2026-01-28", "date2": "2025-12-12"}, false},
	} {
		if got := rangeOK(c.args); got != c.want {
			t.Errorf("rangeOK(%v) = %v, want %v", c.args, got, c.want)
		}
	}
}
