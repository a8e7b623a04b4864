package prompt

import "testing"

func TestInQuestion(t *testing.T) {
	cases := []struct {
		opts []string
		want bool
	}{
		{[]string{"on May 7, 2026"}, true},
		{[]string{"in rich-text format"}, true},
		{[]string{"since March 2, 2026", "in Welsh"}, true},
		{[]string{"with tag \"gizmo\""}, true},
		{[]string{"just the first 20"}, false},                        // a cap keeps its sentence
		{[]string{"only the shiny ones"}, false},                      // not a preposition
		{[]string{"to reserve flight"}, false},                        // "to" reads as a purpose
		{[]string{"of type \"pods\""}, false},                         // "of" clings to the noun before it
		{[]string{"with the note \"Came back broken.\""}, false},      // a quoted sentence
		{[]string{"saving the output to gadgets.log"}, false},         // an act
		{[]string{"on May 7", "in Welsh", "for the Zed shop"}, false}, // too many
		{[]string{"between March 2 and March 9, 2026 for the east wing crew and the west wing"}, false},
	}
	for _, tc := range cases {
		if got := inQuestion(tc.opts, "gadgets"); got != tc.want {
			t.Errorf("inQuestion(%q) = %v, want %v", tc.opts, got, tc.want)
		}
	}
}

func TestLeansOnClause(t *testing.T) {
	for _, o := range []string{"including retired gadgets", "since May 2, 2026", "starting June 1, 2026", "until July 4"} {
		if !leansOnClause([]string{"only shiny ones", o}) {
			t.Errorf("%q reads as a fragment on its own", o)
		}
	}
	for _, o := range []string{"only shiny ones", "newest first", "sorted by gizmo count"} {
		if leansOnClause([]string{o}) {
			t.Errorf("%q stands as a sentence of its own", o)
		}
	}
}

func TestReadDaySentence(t *testing.T) {
	st := &funcState{}
	s, ok := st.optSentence("on March 9, 2026", intent{Verb: "list", Object: "gadgets", Read: true, OK: true})
	if !ok || (s != "That's for March 9, 2026." && s != "It's for March 9, 2026.") {
		t.Errorf("optSentence(read day) = %q %v, want a sentence, never the fragment \"For March 9, 2026.\"", s, ok)
	}
}

// TestRelativeClauseInQuestion: a relative clause among a question's
// options stays on the noun it narrows, after any short preposition
// phrase, never a fragment after the question.
func TestRelativeClauseInQuestion(t *testing.T) {
	t.Parallel()
	in := intent{Verb: "list", Object: "gadgets", Read: true, OK: true}
	cases := []struct {
		opts []string
		want string
	}{
		{[]string{"that are completed"}, "What are the gadgets that are completed?"},
		{[]string{"that are ready", "with Press 4"}, "What are the gadgets with Press 4 that are ready?"},
		{[]string{"which are open", "just the first 20"}, "What are the gadgets which are open? Just the first 20."},
		{[]string{"on May 7"}, "What are the gadgets on May 7?"},
	}
	for _, tc := range cases {
		st := &funcState{}
		c := core{verb: "list", object: "gadgets", opts: tc.opts}
		if got := st.whatQuestion(c, in, false); got != tc.want {
			t.Errorf("whatQuestion(%q) = %q, want %q", tc.opts, got, tc.want)
		}
	}
}
