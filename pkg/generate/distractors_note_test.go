package generate

import (
	"strings"
	"testing"
)

// TestDistractorNote: more distractors than the run has other tools is
// said once, with how many a record really gets; as many as there are,
// or fewer, says nothing.
func TestDistractorNote(t *testing.T) {
	for _, c := range []struct {
		asked, tools int
		negatives    bool
		want         string // "" = no note
	}{
		{100, 6, false, "the run has 6 tools, so each record offers the other 5 as distractors, not 100"},
		{100, 6, true, "not 100 (a request no tool fits offers all 6)"},
		{3, 1, false, "the run has 1 tool, so records offer no other tool, not 3"},
		{5, 6, false, ""},
		{2, 6, false, ""},
		{0, 1, false, ""},
	} {
		notes := distractorNote(c.asked, c.tools, c.negatives)
		switch {
		case c.want == "" && len(notes) != 0:
			t.Errorf("distractorNote(%d, %d) = %v, want none", c.asked, c.tools, notes)
		case c.want != "" && (len(notes) != 1 || notes[0].Kind != NoteDistractors || !strings.Contains(notes[0].Message, c.want)):
			t.Errorf("distractorNote(%d, %d, %v) = %v, want one %s note saying %q", c.asked, c.tools, c.negatives, notes, NoteDistractors, c.want)
		}
	}
}
