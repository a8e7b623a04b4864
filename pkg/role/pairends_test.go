package role

import (
	"encoding/json"
	"testing"
)

// An away team's id that states nothing takes the form its home team's
// id states (a youth soccer league's schedule-match, the hold22 development set).
func TestPairNamedBorrowsForm(t *testing.T) {
	t.Parallel()
	schema := `{"type":"object","properties":{"home_team_id":{"type":"string","description":"Team ID, e.g. T-U10-07."},"away_team_id":{"type":"string"},"field_id":{"type":"string","description":"Field code, e.g. RB-PARK-3."}},"required":["home_team_id","away_team_id","field_id"]}`
	srv := NewServer("youth-soccer-league", []ServerTool{{Name: "schedule-match", Description: "Put a match on the calendar.", InputSchema: json.RawMessage(schema)}})
	o, ok := srv.pairNamed("away_team_id")
	if !ok || o.Description != "Team ID, e.g. T-U10-07." {
		t.Fatalf("pairNamed(away_team_id) = %+v, %v; want the home team's facts", o, ok)
	}
	if _, ok := srv.pairNamed("field_id"); ok {
		t.Errorf("pairNamed(field_id) found a pair; field_id is no end of one")
	}
	f := srv.borrow("away_team_id", Facts{Types: []string{"string"}})
	if len(proseOf(f.Description, false).examples) == 0 {
		t.Errorf("borrow(away_team_id) = %+v; want the T-U10-07 form", f)
	}
}
