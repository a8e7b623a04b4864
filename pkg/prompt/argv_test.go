package prompt

import (
	"strings"
	"testing"
)

// An argv is said as the command line a person types, and a position in
// a list as where the thing goes. Tools from mcp-server-kubernetes 4.1.7
// and mcp-discord 1.3.4 (the schemas trimmed to what is said).
func TestCommandWordsAndPositionsSaid(t *testing.T) {
	t.Parallel()
	for _, text := range renderDraws(t, "exec_in_pod", "Execute a command in a Kubernetes pod or container and return the output",
		`{"type":"object","properties":{"name":{"type":"string","description":"Name of the pod to execute the command in"},"command":{"type":"array","items":{"type":"string"},"description":"Command to execute as an array of strings (e.g. [\"ls\", \"-la\", \"/app\"]). First element is the executable, remaining are arguments."}},"required":["name","command"]}`,
		`{"name":"orders-api-b0013c7edf-6vl7d","command":["python3","-m","pytest","-q"]}`, 8, 3) {
		if !strings.Contains(text, "python3 -m pytest -q") {
			t.Errorf("the command is not said as one line: %s", text)
		}
	}
	for _, text := range renderDraws(t, "discord_edit_category", "Edits an existing Discord category",
		`{"type":"object","properties":{"categoryId":{"type":"string"},"name":{"type":"string"},"position":{"type":"number"},"reason":{"type":"string"}},"required":["categoryId"]}`,
		`{"categoryId":"1293847561029384756","position":2}`, 8, 3) {
		if strings.Contains(text, "offset") || strings.Contains(text, "skipping") {
			t.Errorf("a position said as an offset: %s", text)
		}
	}
}

// A nullable reminder before a due date (anyOf integer or null, read as
// minutes) says when the reminder comes. Trello's add_card_to_list
// (@delorenj/mcp-server-trello 1.8.1), trimmed.
func TestReminderSpanSaid(t *testing.T) {
	t.Parallel()
	for _, text := range renderDraws(t, "add_card_to_list", "Add a new card to a specified list on a specific board",
		`{"type":"object","properties":{"listId":{"type":"string","description":"ID of the list to add the card to"},"name":{"type":"string","description":"Name of the card"},"dueReminder":{"description":"Due date reminder in minutes before due date (e.g., null to remove reminder, 0 at due time, 1440 one day before)","anyOf":[{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},{"type":"null"}]}},"required":["listId","name"]}`,
		`{"listId":"242241","name":"Onboarding guide","dueReminder":30}`, 8, 3) {
		if strings.Contains(text, "payable") || !strings.Contains(text, "remind") {
			t.Errorf("the reminder is not said as one: %s", text)
		}
	}
}
