package generate

import "testing"

// TestSpokenToolWords: the words a record's turns take from a tool's name
// and description are the spoken tool's (prepTool.spoken): a FastAPI
// operation id's path and method, and a description's opening HTTP route,
// say nothing of the act. "add_tags_tickets__ticket_id__tags_post" adds
// three tags (its name ends on a plural once the route is left out), and
// "assign_engineer_repairs__repair_id__patch" assigns, it does not update
// in place because its method is PATCH. The served name stays the
// record's.
func TestSpokenToolWords(t *testing.T) {
	obj := `{"type":"object","properties":{"ticket_id":{"type":"integer"},"tags":{"type":"array","items":{"type":"string"}}},"required":["ticket_id","tags"]}`
	add := boundTool(t, "add_tags_tickets__ticket_id__tags_post", "Add Tags", obj)
	if got := add.spoken().Name; got != "add_tags" {
		t.Errorf("spoken name %q, want add_tags", got)
	}
	if add.t.Name != "add_tags_tickets__ticket_id__tags_post" {
		t.Errorf("served name changed to %q", add.t.Name)
	}
	if n := actedCount(add, map[string]any{"ticket_id": 4, "tags": []any{"a", "b", "c"}}); n != 3 {
		t.Errorf("actedCount %d, want 3 (tags added)", n)
	}
	assign := boundTool(t, "assign_engineer_repairs__repair_id__patch", "Assign Engineer",
		`{"type":"object","properties":{"repair_id":{"type":"integer"},"engineer":{"type":"string"}},"required":["repair_id","engineer"]}`)
	if updates(assign) {
		t.Error("assign_engineer…_patch: read as an update in place from its method")
	}
	route := boundTool(t, "GetSession", "GET /sessions/{id} - Fetch one exam session", `{"type":"object","properties":{"id":{"type":"string"}}}`)
	if got := route.spoken().Description; got != "Fetch one exam session" {
		t.Errorf("spoken description %q, want the route left out", got)
	}
}
