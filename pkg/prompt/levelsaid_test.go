package prompt

import (
	"strings"
	"testing"
)

// TestLevelOfWordsSaid: a lesson's level "first_timer" is said as one
// modifier, "first-timer level", never "at the first_timer level".
func TestLevelOfWordsSaid(t *testing.T) {
	said := 0
	for _, s := range fileRequests(t, "dev42/riding_stable_livery_yard.json", "lesson_book",
		`{"riderName":"Sam Costa","level":"first_timer","start":"2026-03-14T14:00:00Z","durationMin":60,"type":"group"}`, 8) {
		if strings.Contains(s, "first_timer") {
			t.Errorf("level said raw: %q", s)
		}
		if strings.Contains(s, "first-timer level") {
			said++
		}
	}
	if said == 0 {
		t.Error("no request says the first-timer level")
	}
}
