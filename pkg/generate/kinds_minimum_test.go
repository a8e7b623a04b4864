package generate

import (
	"encoding/json"
	"testing"
)

// minTools is a room finder whose optional lower bound may be drawn at a
// value that filters nothing (a minimum of 1 seat).
const minTools = `[
 {"name":"find_rooms","description":"Find meeting rooms free on a day","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"day":{"type":"string","format":"date","description":"Day to search"},
   "min_seats":{"type":"integer","minimum":1,"maximum":3,"description":"Smallest room size, in seats"},
   "building":{"type":"string","enum":["North","South"],"description":"Building"}},"required":["day"]}}
]`

// TestFollowUpNoEmptyMinimum: a follow-up never sends (nor says) a lower
// bound that filters nothing ("rooms with at least 1 seat").
func TestFollowUpNoEmptyMinimum(t *testing.T) {
	recs := kindRecords(t, []Source{toolsFor(t, "rooms", minTools)}, "followup", 30, 5)
	if len(recs) == 0 {
		t.Fatal("no follow-ups")
	}
	for _, r := range recs {
		_, args := r.calls()
		for _, s := range args {
			var a map[string]any
			if err := json.Unmarshal([]byte(s), &a); err != nil {
				t.Fatal(err)
			}
			if v, ok := a["min_seats"].(float64); ok && v <= 1 {
				t.Errorf("call %s sends a minimum of 1 (request %q)", s, r.request())
			}
		}
	}
}
