package role

import "testing"

// TestTakenWithinMax: time a bounded thing took ("minutes played, 90
// max") is most of the bound; a timeout with a maximum is not.
func TestTakenWithinMax(t *testing.T) {
	r := classify("log_match", "dur", `{"type":"integer","description":"minutes played, 90 max"}`)
	if r.Max == nil || *r.Max != 90 || r.Typical == nil || r.Typical.Lo != 30 || r.Typical.Hi != 81 {
		t.Errorf("dur: got %+v (%s)", r, r.Why)
	}
	r = classify("fetch", "timeout_seconds", `{"type":"integer","description":"Timeout in seconds, 600 max"}`)
	if r.Typical != nil && r.Typical.Lo == 200 {
		t.Errorf("timeout: got %+v", r)
	}
}
