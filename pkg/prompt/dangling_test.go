package prompt

import "testing"

// TestOptSentenceNeedsANoun checks that an option is said as "The X is
// Y." only when X names something: never a key that opens on a
// preposition ("to bay"), ends on one ("signed off by") or is one
// participle ("rounded").
func TestOptSentenceNeedsANoun(t *testing.T) {
	st := &funcState{}
	for _, o := range []string{"to bay 7", "signed off by 55120", "rounded 15 minutes", "with a rounded of 15 minutes",
		"with a signed off by of 4"} {
		if s, ok := st.optSentence(o, intent{Verb: "add"}); ok {
			t.Errorf("optSentence(%q) = %q, want none", o, s)
		}
	}
	for _, c := range []struct{ o, want string }{
		{"hull length 12", "The hull length is 12."},
		{"with the estimated weight of 400 kg", "The estimated weight is 400 kg."},
	} {
		if s, ok := st.optSentence(c.o, intent{Verb: "add", Read: true}); !ok || s != c.want {
			t.Errorf("optSentence(%q) = %q, %v, want %q", c.o, s, ok, c.want)
		}
	}
}
