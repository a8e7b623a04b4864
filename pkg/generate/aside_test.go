package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
)

// A tool whose parameters are all optional, asked in passing (a parallel
// ask or a follow-up to another tool), keeps the one input its call was
// given: {"text":"Saved"}, not {} ("wait for text" saying nothing of what).
func TestAsideArgsKeepsOneInput(t *testing.T) {
	raw := `{"type":"object","properties":{"text":{"type":"string"},"textGone":{"type":"string"},"time":{"type":"number"}}}`
	pt := boundTool(t, "wait_for", "Wait for text to appear or disappear or a specified time to pass", raw)
	pt.needed = synth.NeededArgs(pt.t.Name, pt.t.Description, json.RawMessage(raw))
	if len(pt.needed) == 0 {
		t.Fatal("synth.NeededArgs finds no needed input of wait_for")
	}
	got := asideArgs(pt, map[string]any{"url": "https://example.com"}, map[string]any{"text": "Saved"})
	if got["text"] != "Saved" || len(got) != 1 {
		t.Errorf("asideArgs = %v, want the text kept", got)
	}
	// a tool that needs none of its options says none in passing
	shot := boundTool(t, "take_screenshot", "Take a screenshot of the current page", `{"type":"object","properties":{"fullPage":{"type":"boolean"}}}`)
	if got := asideArgs(shot, map[string]any{}, map[string]any{"fullPage": true}); len(got) != 0 {
		t.Errorf("asideArgs = %v, want no detail", got)
	}
	// a value the first call shares stays; an extra option goes
	req := boundTool(t, "screenshot", "Take a screenshot", `{"type":"object","properties":{"name":{"type":"string"},"width":{"type":"integer"}},"required":["name"]}`)
	got = asideArgs(req, map[string]any{}, map[string]any{"name": "cart", "width": 768})
	if got["name"] != "cart" || len(got) != 1 {
		t.Errorf("asideArgs = %v, want the required name only", got)
	}
}
