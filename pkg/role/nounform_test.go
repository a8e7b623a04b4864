package role

import "testing"

// A noun's form is found under a terse key whose letters spell it in
// order ("tk" of "tank"), and "tk" is no "team" or "tick" it does not
// clip: lettersOf reads the letters in order from the noun's first.
func TestLettersOf(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		key, w string
		want   bool
	}{
		{"tk", "tank", true},
		{"v", "vessel", true},
		{"tk", "team", false},
		{"kt", "tank", false},
		{"tank", "tank", false},
	} {
		if got := lettersOf(c.key, c.w); got != c.want {
			t.Errorf("lettersOf(%q, %q) = %v, want %v", c.key, c.w, got, c.want)
		}
	}
}
