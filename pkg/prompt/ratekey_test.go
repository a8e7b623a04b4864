package prompt

import (
	"strings"
	"testing"
)

// TestRateKeySaid: a spray's rate_l_per_ha (25) is said "25 L/ha", by
// what it is the rate of, never "Set the rate l per to 25 ha" nor "the
// rate l per ha".
func TestRateKeySaid(t *testing.T) {
	for _, s := range fileRequests(t, "dev42/hop_farm.json", "spray_record_add",
		`{"yard_code":"Y01","operator":"Erik Rodrigues","applied_at":"2026-02-01T09:00:00Z","target":"powdery_mildew","product":"Cuprokylt","rate_l_per_ha":25,"area_ha":4}`, 8) {
		if !strings.Contains(s, "25 L/ha") || strings.Contains(s, "l per") || strings.Contains(s, "25 ha") {
			t.Errorf("rate not said in L/ha: %q", s)
		}
	}
}
