package generate

import (
	"reflect"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
)

// Leaving out the optional arguments a request does not say keeps what the
// call needs: one of the parameters its description says one of is needed,
// the field an update changes, and the content its kind argument names.
func TestUnsaidKeepsWhatTheCallNeeds(t *testing.T) {
	drop := `{"type":"object","properties":{"target":{"type":"string"},"paths":{"type":"array","items":{"type":"string"}},"data":{"type":"object"}},"required":["target"]}`
	needed := synth.NeededArgs("browser_drop", `Drop files or data onto an element. At least one of "paths" or "data" must be provided.`, []byte(drop))
	if !reflect.DeepEqual(needed, []string{"data", "paths"}) {
		t.Fatalf("NeededArgs = %v, want [data paths]", needed)
	}
	args := map[string]any{"target": "e71", "paths": []any{"/home/alex/a.pdf"}}
	if got := keepNeeded(needed, args, []string{"paths"}); len(got) != 0 {
		t.Errorf("drop %v: the call loses its paths", got)
	}
	patch := `{"type":"object","properties":{"page_id":{"type":"string"},"archived":{"type":"boolean"},"icon":{"type":"object"}},"required":["page_id"]}`
	needed = synth.NeededArgs("API-patch-page", "Notion | Update page properties", []byte(patch))
	args = map[string]any{"page_id": "d60c0afc-8595-48d7-8edc-906b8f0a7e90", "icon": map[string]any{"emoji": "🚀"}}
	if got := keepNeeded(needed, args, []string{"icon"}); len(got) != 0 {
		t.Errorf("drop %v: the update changes nothing", got)
	}
	args = map[string]any{"page_id": "x", "type": "replace_content_range", "replace_content_range": map[string]any{"content": "new"}, "note": "n"}
	if got := keepNeeded(nil, args, []string{"replace_content_range", "note"}); !reflect.DeepEqual(got, []string{"note"}) {
		t.Errorf("drop %v: want only note dropped", got)
	}
	// a tool whose required parameters carry the change keeps its pruning
	edit := `{"type":"object","properties":{"path":{"type":"string"},"edits":{"type":"array"},"dryRun":{"type":"boolean"}},"required":["path","edits"]}`
	if n := synth.NeededArgs("edit_file", "Make line-based edits to a text file.", []byte(edit)); len(n) != 0 {
		t.Errorf("edit_file needs %v, want nothing", n)
	}
}
