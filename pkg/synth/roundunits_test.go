package synth

import "testing"

// A look-back window in hours is one people say (6, 12, 24, 48 or 72
// hours, not 25 or 30); a size limit in bytes is a power of two or a
// round count of KB or MB (not 604800); a round of a competition is a
// small whole number (not 616 or 73.3).
func TestRoundUnitsAndRounds(t *testing.T) {
	src := `{"type":"object","required":["hours","maxBytes","round","byeRounds"],"properties":{
		"hours":{"type":"integer","minimum":1,"maximum":720,"description":"Look-back window in hours"},
		"maxBytes":{"type":"integer","minimum":1,"description":"The maximum number of bytes to return"},
		"round":{"type":"number","minimum":1},
		"byeRounds":{"type":"array","items":{"type":"number"}}}}`
	okHours := unitRounds["hours"]
	okBytes := unitRounds["bytes"]
	for _, m := range decodeAll(t, src, 60, Options{Seed: 7, RootObject: true, Topic: "get_station_health"}) {
		if v := m["hours"].(float64); v != 1 && v != 720 && !okHours[int64(v)] {
			t.Errorf("hours %v, not a round number of hours", v)
		}
		if v := m["maxBytes"].(float64); v != 1 && !okBytes[int64(v)] {
			t.Errorf("maxBytes %v, not a round size", v)
		}
		if v := m["round"].(float64); v > 9 || v != float64(int(v)) {
			t.Errorf("round %v, want a whole 1–9", v)
		}
		for _, x := range m["byeRounds"].([]any) {
			if v := x.(float64); v > 9 || v != float64(int(v)) {
				t.Errorf("bye round %v, want a whole 1–9", v)
			}
		}
	}
}
