package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

func TestNonStandardTypes(t *testing.T) {
	t.Parallel()
	for src, want := range map[string]bool{
		`{"type":"object","properties":{"a":{"type":"string"}}}`:            false,
		`{"type":"dict","properties":{"a":{"type":"float"}}}`:               true,
		`{"type":"object","properties":{"a":{"type":["string","null"]}}}`:   false,
		`{"type":"object","properties":{"a":{"type": ["String", "null"]}}}`: true,
		`{"type":"object","properties":{"type":{"type":"string"}}}`:         false,
		`{"type":"object","properties":{"type":{"enum":["dict","float"]}}}`: false,
	} {
		if got := nonStandardTypes(json.RawMessage(src)); got != want {
			t.Errorf("nonStandardTypes(%s) = %v, want %v", src, got, want)
		}
	}
}

func TestInputNotes(t *testing.T) {
	t.Parallel()
	raw := json.RawMessage(`{"type":"dict","properties":{"n":{"type":"float"}},"required":["n"]}`)
	out, notes := inputNotes("s", tool.Tool{Name: "t"}, raw)
	if len(notes) != 1 || notes[0].Kind != NoteNormalized || string(out) == string(raw) {
		t.Fatalf("notes %+v, out %s", notes, out)
	}
	_, notes = inputNotes("s", tool.Tool{Name: "t", Description: "Takes two required parameters."}, json.RawMessage(`{"type":"object","properties":{}}`))
	if len(notes) != 1 || notes[0].Kind != NoteNoParameters {
		t.Fatalf("notes %+v", notes)
	}
	_, notes = inputNotes("s", tool.Tool{Name: "t", Description: "Lists filter parameters to use in search."}, json.RawMessage(`{"type":"object"}`))
	if len(notes) != 0 {
		t.Fatalf("false warning %+v", notes)
	}
}
