package generate

import (
	"encoding/json"
	"testing"
)

// TestDeclineKeepsValueShape: a follow-up correcting a declined call's
// loosely typed value keeps the value's shape: a field filled with an
// email is corrected to another email, not to a name ("Use the value
// Yuki instead." for an email field).
func TestDeclineKeepsValueShape(t *testing.T) {
	src := toolsFor(t, "web", `[
	{"name":"fill","description":"Fill out an input field","inputSchema":{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for input field"},"value":{"type":"string","description":"Value to fill"}},"required":["selector","value"]}}
	]`)
	for _, r := range kindRecords(t, []Source{src}, "followup", 40, 3) {
		_, args := r.calls()
		if len(args) < 2 {
			continue
		}
		var a, b map[string]any
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[len(args)-1]), &b)
		if a["selector"] == b["selector"] && valueShape(a["value"]) != valueShape(b["value"]) {
			t.Errorf("value %q corrected to %q", a["value"], b["value"])
		}
	}
	for v, want := range map[string]string{"ana@x.io": "email", "Yuki": "text", "https://a.b": "url", "2026-01-02": "date", "/a/b": "path", "42": "number"} {
		if got := valueShape(v); got != want {
			t.Errorf("valueShape(%q) = %s, want %s", v, got, want)
		}
	}
}
