package generate

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// ticketTools act on one ticket named by an opaque id (a UUID), which no
// person says from memory.
const ticketTools = `[
 {"name":"get_ticket","description":"Get a ticket by its id","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"ticket_id":{"type":"string","format":"uuid","description":"Ticket id"}},"required":["ticket_id"]}},
 {"name":"archive_ticket","description":"Archive a ticket",
  "inputSchema":{"type":"object","properties":{"ticket_id":{"type":"string","format":"uuid","description":"Ticket id"}},"required":["ticket_id"]}},
 {"name":"list_ticket_notes","description":"List recent notes on a ticket","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"ticket_id":{"type":"string","format":"uuid","description":"Ticket id"},
   "limit":{"type":"integer","minimum":1,"maximum":50,"description":"Number of notes to return"}},"required":["ticket_id"]}}
]`

// TestClarifyPastedID: a clarification asking for an opaque id reads as
// a slip in chat (a listing with a count of its own too, whose request
// says "this ticket" with fewer of its other values rather than never
// mentioning the ticket): the request points at "this ticket" as if the
// id were given (not the stock "There's a ticket I'd like to see. Can
// you pull it up?" or "I have a ticket to archive — can you take care of
// it?"), the assistant says the id did not come through, naming it, and
// the reply pastes it; every record passes dataset check.
func TestClarifyPastedID(t *testing.T) {
	m, err := parseMix("clarify=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{toolsFor(t, "desk", ticketTools)}, config{N: 8, Seed: 3, Mix: m}, out)
	clarified := 0
	for _, r := range readKindRecs(t, out) {
		i := 0
		if r.Messages[0].Role == "system" {
			i = 1
		}
		if len(r.Messages) < i+4 || r.Messages[i+1].Role != "assistant" || len(r.Messages[i+1].ToolCalls) > 0 {
			continue
		}
		clarified++
		req, q, reply := r.Messages[i].Content, r.Messages[i+1].Content, r.Messages[i+2].Content
		l := strings.ToLower(req)
		if !strings.Contains(l, "this ticket") && !strings.Contains(l, "the ticket") || strings.Contains(l, "there's a") || strings.Contains(l, "i have a") || strings.Contains(l, "a ticket") {
			t.Errorf("request %q: want the ticket pointed at as given (\"this ticket\") or as known (\"the ticket\")", req)
		}
		if !strings.Contains(strings.ToLower(q), "ticket") || !strings.Contains(q, "id") {
			t.Errorf("question %q does not name the ticket id", q)
		}
		_, args := r.calls()
		var a struct {
			TicketID string `json:"ticket_id"`
		}
		if len(args) == 0 || json.Unmarshal([]byte(args[0]), &a) != nil || !strings.Contains(reply, a.TicketID) {
			t.Errorf("reply %q does not paste the call's id %v", reply, args)
		}
	}
	if clarified == 0 {
		t.Fatal("no clarification made")
	}
	checkFile(t, out, "openai", nil)
}
