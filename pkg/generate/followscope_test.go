package generate

import (
	"encoding/json"
	"fmt"
	"testing"
)

// scopedTools are tools acting on a thing (a query, a snapshot) that
// lives in a place (a project, a repository) also passed.
const scopedTools = `[
{"name":"answer_translator_query","description":"Answer a question a translator raised on a project.","inputSchema":{"type":"object","properties":{"projectId":{"type":"string","description":"Project id like prj_4729"},"queryId":{"type":"integer","description":"The query's number"},"answer":{"type":"string"}},"required":["projectId","queryId","answer"]}},
{"name": "add_rentals", "description": "Add equipment rentals to an event (linens, chafing dishes, tables, etc).", "inputSchema": {"type": "object", "properties": {"event_id": {"type": "integer"}, "rentals": {"type": "array", "items": {"type": "object", "properties": {"item": {"type": "string", "enum": ["round_table_60in", "banquet_table_6ft", "chair", "linen_white", "linen_black", "chafing_dish", "beverage_dispenser", "high_top"]}, "quantity": {"type": "integer", "minimum": 1}}, "required": ["item", "quantity"]}}}, "required": ["event_id", "rentals"]}},
{"name":"restore_snapshot","description":"Restore files from a snapshot to a target directory.","inputSchema":{"type":"object","properties":{"repo":{"type":"string","description":"Repository name"},"snapshot_id":{"type":"string","description":"8-char hex prefix, e.g. 4f1c9a2e"},"target":{"type":"string","description":"Target directory"}},"required":["repo","snapshot_id","target"]}}
]`

// TestFollowupKeepsItemInItsPlace: a follow-up never moves the thing a
// tool acts on to another place by changing the place alone ("Now do the
// same for project prj_2" keeping query 47404, which is in prj_1): the
// place changes only with the thing.
func TestFollowupKeepsItemInItsPlace(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "scoped", scopedTools)}, "followup", 16, 7) {
		names, args := r.calls()
		if len(names) != 2 || names[0] != names[1] {
			continue
		}
		var a, b map[string]any
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
			t.Fatal(args)
		}
		n++
		for place, item := range map[string]string{"projectId": "queryId", "repo": "snapshot_id"} {
			if a[place] != nil && a[place] != b[place] && a[item] == b[item] {
				t.Errorf("%s changed from %v to %v keeping %s %v: %q", place, a[place], b[place], item, a[item], r.Messages[len(r.Messages)-2].Content)
			}
		}
	}
	if n < 8 {
		t.Errorf("%d follow-ups, want most", n)
	}
	// The things a call hands over in a list are no id of a place: the
	// same rentals for another event is a follow-up.
	again := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "scoped", scopedTools)}, "followup", 16, 7) {
		names, args := r.calls()
		if len(names) != 2 || names[0] != "add_rentals" || names[1] != "add_rentals" {
			continue
		}
		var a, b map[string]any
		if json.Unmarshal([]byte(args[0]), &a) != nil || json.Unmarshal([]byte(args[1]), &b) != nil {
			t.Fatal(args)
		}
		if a["event_id"] != b["event_id"] && fmt.Sprint(a["rentals"]) == fmt.Sprint(b["rentals"]) {
			again++
		}
	}
	if again == 0 {
		t.Error("no follow-up adds the rentals to another event")
	}
}
