package synth

import (
	"encoding/json"
	"testing"
)

// OutOfOrder finds the ends of a range or a sequence out of order, by
// the names the generator orders: a return before its pickup, a target
// date before a start given as a date-time, a minimum above its maximum.
func TestOutOfOrder(t *testing.T) {
	for _, tc := range []struct {
		args map[string]any
		want bool
	}{
		{map[string]any{"pickup_at": "2026-01-20T09:30:00Z", "return_at": "2025-12-23T14:30:00Z"}, true},
		{map[string]any{"pickup_at": "2026-01-20T09:30:00Z", "return_at": "2026-01-28T09:00:00Z"}, false},
		{map[string]any{"startedAt": "2026-02-12T11:30:00Z", "targetDate": "2025-10-19"}, true},
		{map[string]any{"startedAt": "2026-02-12T11:30:00Z", "targetDate": "2026-02-12"}, false},
		{map[string]any{"min_price": json.Number("300"), "max_price": json.Number("120")}, true},
		{map[string]any{"min_price": json.Number("30"), "max_price": json.Number("120")}, false},
		{map[string]any{"startDate": "2026-03-01", "endDate": "2026-02-01"}, true},
		{map[string]any{"name": "2026-03-01", "title": "2026-02-01"}, false},
	} {
		if got := OutOfOrder(tc.args); got != tc.want {
			t.Errorf("OutOfOrder(%v) = %v, want %v", tc.args, got, tc.want)
		}
	}
}
