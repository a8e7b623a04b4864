package generate

import "testing"

// TestSaysSome: a request says a value of the call, a flag aside.
func TestSaysSome(t *testing.T) {
	if saysSome("Can you hover over an element?", map[string]any{}) {
		t.Error("empty args said")
	}
	if saysSome("Update the docs, not as an upsert.", map[string]any{"upsert": false}) {
		t.Error("a flag counted as said")
	}
	if !saysSome(`Post "deploy done" to Slack.`, map[string]any{"text": "deploy done"}) {
		t.Error("a said value not found")
	}
}
