package prompt

import (
	"strings"
	"testing"
)

// TestNumberRangeSaid: a start and an end board of one block
// (fromBoard 5, toBoard 12) are said as the run, "boards 5 to 12" or
// "boards 5 through 12", and one board as that board ("on board 15
// only"), never each end by its key's words ("using a from board of 5
// and using a to board of 12").
func TestNumberRangeSaid(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{{"5", "12", "boards 5 t"}, {"15", "15", "on board 15 only"}} {
		for _, s := range fileRequests(t, "dev41/chess_tournament_director.json", "assignArbiter",
			`{"tournamentId":"T-2025-036","round":8,"arbiterName":"Ben Bernard","fromBoard":`+c.from+`,"toBoard":`+c.to+`}`, 6) {
			if !strings.Contains(s, c.want) || strings.Contains(s, "from board of") || strings.Contains(s, "to board") {
				t.Errorf("boards %s-%s not said as one run: %q", c.from, c.to, s)
			}
		}
	}
}
