package generate

import (
	"encoding/json"
	"testing"
)

// TestDeclinedNotRedoneAsNewForm: offline, a follow-up whose first call
// (a write filling in many values) is declined is not corrected with the
// same tool and every value new ("Not that one. Fill in these fields: …"
// reads as another task): the user asks for something else about the
// same thing, with a sibling tool.
func TestDeclinedNotRedoneAsNewForm(t *testing.T) {
	src := toolsFor(t, "web", `[
	{"name":"fill_form","description":"Fill in several fields of a form on the page","inputSchema":{"type":"object","properties":{"fields":{"type":"array","minItems":3,"maxItems":4,"items":{"type":"object","properties":{"label":{"type":"string","description":"Field label"},"value":{"type":"string","description":"Value to type"}},"required":["label","value"]}}},"required":["fields"]}},
	{"name":"page_snapshot","description":"Capture a snapshot of the current page","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"full":{"type":"boolean","description":"Whole page"}}}}
	]`)
	seen := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 8, 7) {
		names, args := r.calls()
		if len(names) < 2 || names[0] != "fill_form" {
			continue
		}
		seen++
		var a, b map[string]any
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[1]), &b)
		if names[1] == "fill_form" && newLeaves(a, b) >= 3 {
			t.Errorf("declined form redone as a whole new form: %s then %s", args[0], args[1])
		}
	}
	if seen == 0 {
		t.Fatal("no follow-up of fill_form")
	}
}
