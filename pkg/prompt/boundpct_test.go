package prompt

import (
	"strings"
	"testing"
)

// TestBoundPercentSaysNoAt: a percentage whose name says the side of its
// bound (utilization_below_pct) is "utilization below 75%", never
// "utilization below at 75%".
func TestBoundPercentSaysNoAt(t *testing.T) {
	for _, s := range fileRequests(t, "dev42/school_bus_transportation.json", "ridership_report", `{"from":"2026-04-22","to":"2026-04-24","utilization_below_pct":75}`, 8) {
		if strings.Contains(s, "below at") || !strings.Contains(s, "utilization below 75%") {
			t.Errorf("bound percentage said with 'at': %q", s)
		}
	}
}
