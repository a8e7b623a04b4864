package generate

import "testing"

// TestChainThingMeets: a search of invoices feeds the id of a read of an
// invoice, not the bare id of a webhook's deletion nor a customer_id; a
// finder whose output schema lists rooms feeds a room_id though its name
// ends with another noun; a path takes any finder's result.
func TestChainThingMeets(t *testing.T) {
	search := boundTool(t, "billing_searchInvoices", "Search invoices by words", `{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`)
	read := boundTool(t, "billing_getInvoiceById", "Get an invoice", `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)
	hook := boundTool(t, "billing_deleteWebhook", "Delete a webhook", `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)
	cust := boundTool(t, "billing_getCustomer", "Get a customer", `{"type":"object","properties":{"customerId":{"type":"string"}},"required":["customerId"]}`)
	if p, ok := chainParam(search, read); !ok || p.Name != "id" {
		t.Errorf("invoice read: %q, %v", p.Name, ok)
	}
	for _, b := range []*prepTool{hook, cust} {
		if p, ok := chainParam(search, b); ok {
			t.Errorf("%s chained on the invoice search through %s", b.t.Name, p.Name)
		}
	}
	slot := boundTool(t, "find_free_slot", "Find free rooms", `{"type":"object","properties":{"date":{"type":"string"}},"required":["date"]}`)
	slot.t.OutputSchema = []byte(`{"type":"object","properties":{"rooms":{"type":"array","items":{"type":"object","properties":{"room_id":{"type":"string"}}}}}}`)
	room := boundTool(t, "get_room", "Get a room", `{"type":"object","properties":{"room_id":{"type":"string"}},"required":["room_id"]}`)
	if p, ok := chainParam(slot, room); !ok || p.Name != "room_id" {
		t.Errorf("room read: %q, %v", p.Name, ok)
	}
}

// TestChainNoCreateByBareName: a tool making something under a bare
// "name" never takes it from a listing ("if search-indexer is there,
// make a release with it").
func TestChainNoCreateByBareName(t *testing.T) {
	search := boundTool(t, "searchReleases", "Search releases", `{"type":"object","properties":{"term":{"type":"string"}},"required":["term"]}`)
	mk := boundTool(t, "createRelease", "Create a release", `{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`)
	if p, ok := chainParam(search, mk); ok {
		t.Errorf("createRelease chained on the search through %s", p.Name)
	}
}

// TestChainThingMember: a search of events whose items hold a room_id
// feeds a read of a room ("the room of that event"); the plain "id" every
// item holds feeds no deletion of a webhook.
func TestChainThingMember(t *testing.T) {
	ev := boundTool(t, "search_events", "Search events", `{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`)
	ev.t.OutputSchema = []byte(`{"type":"object","properties":{"events":{"type":"array","items":{"type":"object","properties":{"event_id":{"type":"string"},"room_id":{"type":"string"}}}}}}`)
	room := boundTool(t, "get_room", "Get a room", `{"type":"object","properties":{"room_id":{"type":"string"}},"required":["room_id"]}`)
	if p, ok := chainParam(ev, room); !ok || p.Name != "room_id" {
		t.Errorf("room of an event: %q, %v", p.Name, ok)
	}
	ev.t.OutputSchema = []byte(`{"type":"object","properties":{"events":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"}}}}}}`)
	hook := boundTool(t, "deleteWebhook", "Delete a webhook", `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)
	if p, ok := chainParam(ev, hook); ok {
		t.Errorf("webhook deleted by an event's id through %s", p.Name)
	}
}

// TestChainBareIDByDescription: a tool named by a verb alone ("open")
// whose bare id takes the things its description names ("a note or a
// folder") is fed by a search of notes, never by a listing of tags; one
// whose description names things of any kind ("an item") takes either.
func TestChainBareIDByDescription(t *testing.T) {
	notes := boundTool(t, "find_notes", "Find notes by words", `{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`)
	tags := boundTool(t, "find_tags", "Find tags by words", `{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`)
	open := boundTool(t, "open", "Open the full text of a note or a folder by its ID.", `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)
	if p, ok := chainParam(notes, open); !ok || p.Name != "id" {
		t.Errorf("note opened: %q, %v", p.Name, ok)
	}
	if p, ok := chainParam(tags, open); ok {
		t.Errorf("a tag's id fed to open through %s", p.Name)
	}
	any := boundTool(t, "open", "Open any item by its ID.", `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)
	if p, ok := chainParam(tags, any); !ok || p.Name != "id" {
		t.Errorf("tag opened as an item: %q, %v", p.Name, ok)
	}
}
