package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// anotherTools: a tool making a board by name, nothing else to vary.
const anotherTools = `[
 {"name":"create_board","description":"Create a new board in the workspace",
  "inputSchema":{"type":"object","properties":{"name":{"type":"string","description":"Name of the new board"}},"required":["name"]}}
]`

// TestFollowUpAnotherMade: a follow-up making one more board under
// another name asks for it by the name it is to be called ("another one
// called "X""), never as a board that exists ("And for X as well").
func TestFollowUpAnotherMade(t *testing.T) {
	seen := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "boards", anotherTools)}, "followup", 12, 3) {
		var users []string
		var last string
		for _, m := range r.Messages {
			if m.Role == "user" {
				users = append(users, m.Content)
			}
			for _, c := range m.ToolCalls {
				last = c.Function.Arguments
			}
		}
		if len(users) < 2 || strings.Contains(r.Messages[2].Content, "declined") || strings.Contains(r.Messages[2].Content, "cancelled") {
			continue
		}
		var args map[string]any
		if json.Unmarshal([]byte(last), &args) != nil {
			continue
		}
		name, _ := args["name"].(string)
		seen++
		if ask := users[1]; !strings.Contains(ask, `called "`+name+`"`) {
			t.Errorf("second request %q does not ask for one called %q", ask, name)
		}
	}
	if seen == 0 {
		t.Fatal("no follow-up made another board")
	}
}
