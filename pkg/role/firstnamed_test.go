package role

import "testing"

// TestPositionAndCountMagnitude: a number whose description names
// position 1 ("Bell number, 1 = treble") is a place in a small set, not
// 79; a scale or a flag glossed the same way is not; a count with an
// example in its description ("e.g. 5040 or 1260") is drawn near it,
// not 25.
func TestPositionAndCountMagnitude(t *testing.T) {
	r := classify("record_performance", "bell", `{"type":"integer","description":"Bell number, 1 = treble."}`)
	if r.Typical == nil || r.Typical.Lo != 1 || r.Typical.Hi > 12 {
		t.Errorf("bell: typical %v (%s), want a small position from 1", r.Typical, r.Why)
	}
	for _, d := range []string{"1 = poor, 5 = excellent", "1 = yes, 0 = no"} {
		r := classify("rate", "score", `{"type":"integer","description":"`+d+`"}`)
		if r.Typical != nil && r.Typical.Lo == 1 && r.Typical.Hi == 8 {
			t.Errorf("%q: read as a position (%s)", d, r.Why)
		}
	}
	r = classify("record_performance", "changes", `{"type":"integer","description":"Number of changes rung, e.g. 5040 or 1260.","minimum":1}`)
	if r.Typical == nil || r.Typical.Lo > 5040 || r.Typical.Hi < 5040 || r.Typical.Lo < 1000 {
		t.Errorf("changes: typical %v (%s), want around 5040", r.Typical, r.Why)
	}
}
