package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestLongParamDescriptionNote: inputNotes notes a parameter description
// over MaxParamDescription (its JSON escapes decoded, so the note is
// about the text records carry), and not one just within it.
func TestLongParamDescriptionNote(t *testing.T) {
	note := func(desc string) bool {
		raw := json.RawMessage(`{"type":"object","properties":{"q":{"type":"string","description":"` + desc + `"}}}`)
		_, notes := inputNotes("s", tool.Tool{Name: "t"}, raw)
		for _, n := range notes {
			if n.Kind == NoteParamDescriptionLong {
				return true
			}
		}
		return false
	}
	if !note(strings.Repeat("x", MaxParamDescription+1)) {
		t.Error("a description over the limit was not noted")
	}
	if note(strings.Repeat("x", MaxParamDescription)) {
		t.Error("a description at the limit was noted")
	}
	// 2,000 escaped characters of 6 bytes each are 12,000 bytes of JSON
	// but 2,000 of text: within the limit.
	if note(strings.Repeat(`\u0041`, 2000)) {
		t.Error("a description within the limit once decoded was noted")
	}
}
