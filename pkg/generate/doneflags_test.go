package generate

import "testing"

// A created flag of a create tool's result, and a success flag, are true
// (a drawn false read "It's not created." before a "Thanks. Now …"
// follow-up); another flag stays as drawn, and a dry run keeps them.
func TestActedAgreeDoneFlags(t *testing.T) {
	v := map[string]any{"collection": "shipments", "created": false, "capped": false,
		"meta": map[string]any{"success": false}}
	if !actedAgree(v, "create-collection", []string{"collection"}, map[string]any{"collection": "shipments"}) {
		t.Error("actedAgree changed nothing")
	}
	if v["created"] != true || v["meta"].(map[string]any)["success"] != true || v["capped"] != false {
		t.Errorf("result = %v; want created and success true, capped false", v)
	}
	d := map[string]any{"deleted": false}
	actedAgree(d, "delete_file", []string{"path", "dry_run"}, map[string]any{"path": "a.txt", "dry_run": true})
	if d["deleted"] != false {
		t.Error("a dry run's result says it deleted")
	}
	o := map[string]any{"deleted": false}
	actedAgree(o, "create-collection", nil, nil)
	if o["deleted"] != false {
		t.Error("a flag of another verb changed")
	}
}
