package role

import (
	"context"
	"encoding/json"
	"testing"
)

// A server is a Slack server when its tools are about Slack, not when one
// of its many tools names Slack among the integrations an automation can
// post to (a work-management server's user ids are numbers, not "U0…").
func TestSlackServerByItsTools(t *testing.T) {
	t.Parallel()
	schema := json.RawMessage(`{"type":"object","properties":{"user_id":{"type":"string"}}}`)
	var tools []ServerTool
	for _, n := range []string{"create_item", "get_board_items", "create_board", "create_doc", "list_users", "create_update", "get_form"} {
		tools = append(tools, ServerTool{Name: n, Description: "Manage a board", InputSchema: schema})
	}
	tools = append(tools, ServerTool{Name: "manage_skills", Description: "Skills describe actions an agent can do (e.g. sending emails, querying databases, posting to Slack).", InputSchema: schema})
	s, err := NewServerContext(context.Background(), "monday", tools)
	if err != nil {
		t.Fatal(err)
	}
	if s.Slack() {
		t.Error("a work-management server naming Slack once reads as a Slack server")
	}
	slack := []ServerTool{{Name: "slack_post_message", Description: "Post a new message to a Slack channel", InputSchema: schema},
		{Name: "slack_list_channels", Description: "List public channels in the workspace", InputSchema: schema}}
	if s, _ := NewServerContext(context.Background(), "chat", slack); !s.Slack() {
		t.Error("a Slack server does not read as one")
	}
}
