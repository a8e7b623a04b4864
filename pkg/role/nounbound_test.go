package role

import "testing"

// TestNounBound: a chess tournament's withdrawPlayer.effectiveRound says
// only "(1 to the number of rounds)" while generatePairings.round says
// "between 1 and 12": the effective round stays within 1 to 12 (it was
// drawn 25 and 30). accelerationRounds (1 or 2) is a count of rounds and
// bounds no round.
func TestNounBound(t *testing.T) {
	s, tools := loadServer(t, "dev41/chess_tournament_director.json")
	if b := s.nounBounds["round"]; b != [2]float64{1, 12} {
		t.Errorf("round bounds %v, want [1 12]", b)
	}
	for _, c := range []struct{ tool, ptr string }{{"withdrawPlayer", "/effectiveRound"}, {"getStandings", "/afterRound"}, {"assignArbiter", "/round"}} {
		r := fileRole(t, s, tools, c.tool, c.ptr)
		if r.Max == nil || *r.Max != 12 || r.Min == nil || *r.Min != 1 {
			t.Errorf("%s%s: %s min %v max %v (%s), want 1 to 12", c.tool, c.ptr, r.Kind, r.Min, r.Max, r.Why)
		}
	}
	if boundNoun("accelerationRounds") != "" || boundNoun("maxCount") != "" || boundNoun("effectiveRound") != "round" {
		t.Error("boundNoun: plural and measuring words must file no bound")
	}
}

// TestNounBoundOwnRange: a number whose own schema states its range keeps
// it (a funeral's expected_attendance, 1 to 1000, is no other tool's),
// and a page size is no page.
func TestNounBoundOwnRange(t *testing.T) {
	s, tools := loadServer(t, "dev41/chess_tournament_director.json")
	if r := fileRole(t, s, tools, "generatePairings", "/accelerationRounds"); r.Max != nil && *r.Max == 12 {
		t.Errorf("accelerationRounds took the round's range: %s", r.Why)
	}
	if boundNoun("perPage") != "" || boundNoun("page") != "" {
		t.Error("a page size and a page take no namesake's range")
	}
}
