package prompt

import (
	"strings"
	"testing"
)

// TestCapabilityChoiceSaidAsHeld: a choice of what a person can do is
// said as what they have ("the crew availability … with the climber
// skill"), never as what the request is for ("for a climber skill").
func TestCapabilityChoiceSaidAsHeld(t *testing.T) {
	for _, s := range fileRequests(t, "dev42/tree_surgery.json", "arbor_crew_availability", `{"date":"2025-10-08","skill":"climber"}`, 8) {
		if strings.Contains(s, "for a climber skill") || !strings.Contains(s, "with the climber skill") {
			t.Errorf("skill said as a purpose: %q", s)
		}
	}
	if got, _ := boundChoice("first aid", "certification"); got != "with the first aid certification" {
		t.Errorf("boundChoice(first aid, certification) = %q", got)
	}
}
