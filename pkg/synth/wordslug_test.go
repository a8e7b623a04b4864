package synth

import "testing"

// An example id whose body is a word is copied, one of random letters is
// redrawn (wordSlugID).
func TestWordSlugID(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		ex   string
		word bool
	}{
		{"wh_riverside", true}, {"dep_northgate", true}, {"cus_qzkvbtrl", false}, {"usr_8k2mdp", false}, {"sto_xmplwrk", false},
	} {
		if got := wordSlugID(tc.ex); got != tc.word {
			t.Errorf("wordSlugID(%q) = %v, want %v", tc.ex, got, tc.word)
		}
	}
}
