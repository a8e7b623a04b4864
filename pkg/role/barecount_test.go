package role

import "testing"

// TestBareCountParty: a count named "n" whose description starts with
// the people counted is a party of them, said with that noun.
func TestBareCountParty(t *testing.T) {
	r := classify("reserve_lane", "n", `{"type":"integer","description":"players (1-6, league lanes min 4)"}`)
	if r.Unit != "players" || r.Typical == nil || r.Typical.Hi > 8 {
		t.Errorf("n players: got %+v", r)
	}
	r = classify("list_scores", "n", `{"type":"integer","description":"How many rows to return"}`)
	if r.Unit == "players" {
		t.Errorf("n rows: got %+v", r)
	}
}
