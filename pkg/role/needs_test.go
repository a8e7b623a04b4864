package role

import "testing"

// A field named for a need is free text of the need, not a username or a person,
// though its example says "user" ("e.g. wheelchair user").
func TestNeedFieldIsText(t *testing.T) {
	r := Classify(ToolContext{Name: "reserve_cave_tour", Description: "Reserve places on a cave tour."},
		ParamContext{Name: "mobility_needs", Schema: []byte(`{"type":"string","description":"e.g. wheelchair user, no stairs"}`)})
	if r.Kind == Username || r.Kind == Person {
		t.Errorf("mobility_needs: kind %s (%s), want free text", r.Kind, r.Why)
	}
}
