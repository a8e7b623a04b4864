package synth

import "testing"

// TestNoServerSetFields: a call never writes what the server sets. The
// schema is shaped like an OpenAPI-generated create body (Plane's
// create_state): readOnly timestamps and authors beside the fields a
// client writes, and audit fields without readOnly. A required readOnly
// property is still sent: the schema asks for it.
func TestNoServerSetFields(t *testing.T) {
	body := `{"type":"object","properties":{
		"name":{"type":"string","maxLength":255},
		"color":{"type":"string"},
		"description":{"type":"string"},
		"sequence":{"type":"number"},
		"created_at":{"type":"string","format":"date-time","readOnly":true},
		"id":{"type":"string","format":"uuid","readOnly":true},
		"updated_by":{"type":"string","format":"uuid"},
		"deletedAt":{"type":"string","format":"date-time"},
		"workspace":{"type":"string","format":"uuid","readOnly":true}},
		"required":["name","workspace"]}`
	seen := map[string]bool{}
	for _, m := range decodeAll(t, body, 60, Options{Seed: 5, RootObject: true, Topic: "create_state", About: "Create a new state in a project"}) {
		for k := range m {
			seen[k] = true
		}
		for _, k := range []string{"created_at", "id", "updated_by", "deletedAt"} {
			if _, ok := m[k]; ok {
				t.Errorf("call writes %s, which the server sets: %v", k, m)
			}
		}
		if _, ok := m["workspace"]; !ok {
			t.Errorf("required readOnly workspace left out: %v", m)
		}
	}
	if !seen["color"] && !seen["description"] && !seen["sequence"] {
		t.Errorf("no optional field written in 60 calls: %v", seen)
	}
}
