package synth

import "testing"

// A call asks for no empty objects: a batch update's items say what
// changes beside their ids ([{"id": 52472}] changes nothing), and a
// required open object holds something ({"fields": {}} is "with no
// fields"). The schemas are shaped like real servers' (a shop's batch
// update, a CMS entry).
func TestNoEmptyObjects(t *testing.T) {
	batch := `{"type":"object","properties":{"update":{"type":"array","description":"Orders to update","items":{"type":"object","properties":{"id":{"type":"integer","description":"Order ID"}},"additionalProperties":true}},"delete":{"type":"array","items":{"type":"integer"}}},"required":["update"]}`
	for _, m := range decodeAll(t, batch, 30, Options{Seed: 31, RootObject: true, Topic: "orders_batch_update", About: "Batch update orders"}) {
		for _, e := range m["update"].([]any) {
			if it := e.(map[string]any); len(it) < 2 {
				t.Errorf("update item %v changes nothing", it)
			}
		}
	}
	entry := `{"type":"object","properties":{"contentTypeId":{"type":"string"},"fields":{"type":"object","description":"The fields of the entry with localized values."}},"required":["contentTypeId","fields"]}`
	for _, m := range decodeAll(t, entry, 30, Options{Seed: 32, RootObject: true, Topic: "create_entry", About: "Create an entry"}) {
		if f, _ := m["fields"].(map[string]any); len(f) == 0 {
			t.Errorf("entry %v: no fields", m)
		}
	}
}

// TestDropEmptyOptional checks that an optional member left {} or [{}]
// beside others is dropped, and that a sole member ({"paragraph": {}},
// which picks a block type by its key) and required ones are kept.
func TestDropEmptyOptional(t *testing.T) {
	obj := map[string]any{"template": "t", "conditions": []any{map[string]any{}}, "vars": map[string]any{}, "fields": map[string]any{}}
	dropEmptyOptional(obj, func(k string) bool { return k == "fields" })
	if len(obj) != 2 || obj["template"] == nil || obj["fields"] == nil {
		t.Errorf("got %v, want template and fields", obj)
	}
	sole := map[string]any{"paragraph": map[string]any{}}
	dropEmptyOptional(sole, func(string) bool { return false })
	if len(sole) != 1 {
		t.Errorf("sole member dropped: %v", sole)
	}
}

// TestNoSoleEmptyShapedMember checks that a search whose only drawn
// member is an optional object with members of its own never sends it
// empty ({"languagePair": {}}, said "with no pair").
func TestNoSoleEmptyShapedMember(t *testing.T) {
	src := `{"type":"object","properties":{"languagePair":{"type":"object","properties":{"source":{"type":"string"},"target":{"type":"string"}}},"minRating":{"type":"number","minimum":1,"maximum":5}}}`
	for _, m := range decodeAll(t, src, 60, Options{Seed: 33, RootObject: true, Topic: "SearchLinguists", About: "Search the vendor pool for freelance linguists"}) {
		if lp, ok := m["languagePair"].(map[string]any); ok && len(lp) == 0 {
			t.Errorf("call %v sends an empty languagePair", m)
		}
	}
}
