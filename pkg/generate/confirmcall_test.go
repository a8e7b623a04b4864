package generate

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// Every call of revoke_permit (a made-up forestry permits server) in a
// parallel, follow-up or clarify record confirms its own permit: a second
// call for another permit kept the first call's confirm_permit_number, and
// a clarify request asking for the permit said it already as the
// confirmation ("revoke a permit on confirm permit FP-25-03152").
func TestConfirmFollowsItsID(t *testing.T) {
	b, err := os.ReadFile("testdata/dev39/forestry_permits.json")
	if err != nil {
		t.Fatal(err)
	}
	tools, err := tool.ParseFile(b, tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	var only []tool.Tool
	for _, tl := range tools {
		if tl.Name == "revoke_permit" {
			only = append(only, tl)
		}
	}
	src := Source{Server: "forestry_permits", Tools: only}
	calls := 0
	for _, k := range []string{"parallel", "followup", "clarify"} {
		for _, r := range kindRecords(t, []Source{src}, k, 12, 8) {
			for _, m := range r.Messages {
				for _, c := range m.ToolCalls {
					var a map[string]any
					if err := json.Unmarshal([]byte(c.Function.Arguments), &a); err != nil {
						t.Fatal(err)
					}
					calls++
					if a["confirm_permit_number"] != a["permit_number"] {
						t.Errorf("%s: confirm_permit_number %v, permit_number %v", k, a["confirm_permit_number"], a["permit_number"])
					}
				}
			}
			if k != "clarify" || len(r.Messages) < 3 {
				continue
			}
			var ask string
			for _, m := range r.Messages {
				if m.Role == "assistant" && m.Content != "" {
					ask = m.Content
					break
				}
			}
			if strings.Contains(strings.ToLower(ask), "permit") && strings.Contains(r.request(), "FP-") {
				t.Errorf("clarify asks %q after a request that says the permit: %q", ask, r.request())
			}
		}
	}
	if calls == 0 {
		t.Fatal("no calls")
	}
}
