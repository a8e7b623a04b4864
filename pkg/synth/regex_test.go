package synth

import (
	"errors"
	"testing"
)

// TestRegexNotRE2: lookahead is reported as errNotRE2 (genString then
// generates and checks instead).
func TestRegexNotRE2(t *testing.T) {
	g, err := New(compile(t, `{}`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.regexString(`^(?=.*\d)\w{8,}$`, 0, -1); !errors.Is(err, errNotRE2) {
		t.Errorf("lookahead: err = %v, want errNotRE2", err)
	}
	s, err := g.regexString(`^[a-f0-9]{6}-\d{2}$`, 0, -1)
	if err != nil || len(s) != 9 {
		t.Errorf("regexString = %q, %v", s, err)
	}
}
