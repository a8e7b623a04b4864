package synth

import "testing"

// TestNeutralWord: the filler words synth draws are the ones NeutralWord
// names, in any case, and nothing else.
func TestNeutralWord(t *testing.T) {
	for _, w := range neutralWords {
		if !NeutralWord(w) {
			t.Errorf("NeutralWord(%q) = false", w)
		}
	}
	for in, want := range map[string]bool{"General": true, "DEFAULT": true, "generally": false, "Rack 7": false, "": false} {
		if got := NeutralWord(in); got != want {
			t.Errorf("NeutralWord(%q) = %v, want %v", in, got, want)
		}
	}
}
