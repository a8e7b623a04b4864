package generate

import (
	"fmt"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// NoteDistractors: Options.Distractors asks for more distractors than the
// run has other tools, so every record offers all the others and fewer
// than asked. The note is the run's (no server or tool).
const NoteDistractors = "distractors-capped"

// distractorNote is the run's NoteDistractors when asked distractors
// exceed the tools of the run other than the called one (tools-1), with
// how many a record gets (and, with negatives, that a request no tool
// fits offers every tool); none otherwise. Records offer min(asked,
// tools-1) others either way: the note only says so, once.
func distractorNote(asked, tools int, negatives bool) []dataset.Note {
	if tools <= 0 || asked <= tools-1 {
		return nil
	}
	msg := fmt.Sprintf("the run has %d tools, so each record offers the other %d as distractors, not %d", tools, tools-1, asked)
	if tools == 1 {
		msg = fmt.Sprintf("the run has 1 tool, so records offer no other tool, not %d", asked)
	}
	if negatives {
		msg += fmt.Sprintf(" (a request no tool fits offers all %d)", tools)
	}
	return []dataset.Note{{Kind: NoteDistractors, Message: msg}}
}
