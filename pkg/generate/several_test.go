package generate

import (
	"testing"
)

// TestSeveralToolGetsSeveral: a tool made to work on several items at
// once ("Read several notes at once") is never called, in a parallel
// or a follow-up record, with a list of one: "show me a.md side by side"
// with one file is no request a person makes.
func TestSeveralToolGetsSeveral(t *testing.T) {
	src := toolsFor(t, "notes", `[
	{"name":"read_notes","description":"Read several notes at once and return their texts side by side.","inputSchema":{"type":"object","properties":{"paths":{"type":"array","items":{"type":"string"},"minItems":1,"description":"Paths of the notes to read"}},"required":["paths"]},"annotations":{"readOnlyHint":true}},
	{"name":"note_info","description":"Get the size and the last change of a note.","inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the note"}},"required":["path"]},"annotations":{"readOnlyHint":true}}
	]`)
	n := 0
	for _, k := range []string{"parallel", "followup"} {
		for _, r := range kindRecords(t, []Source{src}, k, 24, 3) {
			names, args := r.calls()
			for i, name := range names {
				if name != "read_notes" {
					continue
				}
				n++
				if l, _ := argsOf(t, args[i])["paths"].([]any); len(l) < 2 {
					t.Errorf("%s record: read_notes called with %d path(s): %s (request %q)", k, len(l), args[i], r.request())
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no call of read_notes made")
	}
}
