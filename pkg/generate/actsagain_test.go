package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestActsAgain: a follow-up asking the same change "again" for another
// person or reason, of a call that keeps the id of the thing acted on,
// acts on the very thing just done: an entry voided again, an item
// released again. A booking for another person at the same performance,
// or the same drop for another collection, is another thing.
func TestActsAgain(t *testing.T) {
	void := boundTool(t, "delete_entry", "Void an entry made in error.",
		`{"type":"object","properties":{"entry_id":{"type":"string","description":"ID of the entry"},"voided_by":{"type":"string","description":"Name of the person voiding it"}}}`)
	release := boundTool(t, "lost_found_release", "Mark a lost property item as returned to its owner.",
		`{"type":"object","properties":{"item_id":{"type":"string","description":"ID of the item"},"owner_name":{"type":"string","description":"Full name of the owner"}}}`)
	reserve := boundTool(t, "reserve_tickets", "Reserve tickets for a performance.",
		`{"type":"object","properties":{"performance_id":{"type":"string","description":"ID of the performance"},"customer_name":{"type":"string","description":"Full name of the customer"}}}`)
	drop := boundTool(t, "drop_collection", "Drop a collection.",
		`{"type":"object","properties":{"connection_id":{"type":"string","description":"Connection to use"},"collection":{"type":"string","description":"Collection name"}}}`)
	param := func(pt *prepTool, name string) prompt.Param {
		for _, p := range pt.bind.Params() {
			if p.Name == name {
				return p
			}
		}
		t.Fatalf("%s has no %s", pt.t.Name, name)
		return prompt.Param{}
	}
	for _, c := range []struct {
		pt            *prepTool
		varied        string
		first, second map[string]any
		want          bool
	}{
		{void, "voided_by", map[string]any{"entry_id": "T-20537", "voided_by": "Jiwoo Silva"},
			map[string]any{"entry_id": "T-20537", "voided_by": "Mei Bernard"}, true},
		{release, "owner_name", map[string]any{"item_id": "LF-0686", "owner_name": "Mei Müller"},
			map[string]any{"item_id": "LF-0686", "owner_name": "Priya Khan"}, true},
		{reserve, "customer_name", map[string]any{"performance_id": "P-12", "customer_name": "Mei Müller"},
			map[string]any{"performance_id": "P-12", "customer_name": "Priya Khan"}, false},
		{drop, "collection", map[string]any{"connection_id": "c-41ae", "collection": "events"},
			map[string]any{"connection_id": "c-41ae", "collection": "events_old"}, false},
	} {
		if got := actsAgain(c.pt, param(c.pt, c.varied), c.first, c.second); got != c.want {
			t.Errorf("%s varying %s: actsAgain = %v, want %v", c.pt.t.Name, c.varied, got, c.want)
		}
	}
}

// TestRepeatsCallDefault: a second call that only sets a value to the
// default its parameter states asks for what the first call does ("List
// scale tickets." then "… at most 50?" of a limit defaulting to 50).
func TestRepeatsCallDefault(t *testing.T) {
	pt := boundTool(t, "list_tickets", "List scale tickets, newest first.",
		`{"type":"object","properties":{"limit":{"type":"integer","description":"Max tickets to return, default 50, up to 500."},"member":{"type":"string","description":"Member number"}}}`)
	for _, c := range []struct {
		a, b map[string]any
		want bool
	}{
		{map[string]any{}, map[string]any{"limit": json.Number("50")}, true},
		{map[string]any{}, map[string]any{"limit": json.Number("20")}, false},
		{map[string]any{"limit": json.Number("20")}, map[string]any{"limit": json.Number("50")}, false},
		{map[string]any{}, map[string]any{"member": "04710"}, false},
	} {
		if got := repeatsCall(pt, c.a, c.b); got != c.want {
			t.Errorf("repeatsCall(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestRenamesAlike: a follow-up updating another thing with the name the
// first call just gave one names two things alike; another setting for
// another thing, or a name made anew, does not.
func TestRenamesAlike(t *testing.T) {
	upd := boundTool(t, "update_data_source", "Update a data source.",
		`{"type":"object","properties":{"data_source_id":{"type":"string","description":"ID of the data source"},"title":{"type":"string","description":"New title"},"status":{"type":"string","enum":["active","paused"]}}}`)
	var id prompt.Param
	for _, p := range upd.bind.Params() {
		if p.Name == "data_source_id" {
			id = p
		}
	}
	first := map[string]any{"data_source_id": "c11b51b1", "title": "Team directory"}
	if !renamesAlike(upd, id, first, map[string]any{"data_source_id": "5df9562a", "title": "Team directory"}) {
		t.Error("a second data source titled alike is not caught")
	}
	if renamesAlike(upd, id, map[string]any{"data_source_id": "c11b51b1", "status": "paused"}, map[string]any{"data_source_id": "5df9562a", "status": "paused"}) {
		t.Error("the same status for another data source is caught")
	}
}
