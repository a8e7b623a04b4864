package role

import (
	"encoding/json"
	"testing"
)

// An undescribed "nm" beside a phone key is a person's name and a "ph"
// beside a name key a phone; a lone "ph" (a pH reading) is left alone.
func TestTerseContact(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name     string
		siblings []string
		kind     Kind
	}{
		{"nm", []string{"ph", "qty"}, Person},
		{"ph", []string{"nm", "qty"}, Phone},
		{"ph", []string{"tank", "temp"}, Unknown},
	} {
		r := Classify(ToolContext{Name: "reserve"}, ParamContext{Name: c.name, Path: "/" + c.name, Siblings: c.siblings, Schema: json.RawMessage(`{"type":"string"}`)})
		if r.Kind != c.kind {
			t.Errorf("%s beside %v: kind %s (%s), want %s", c.name, c.siblings, r.Kind, r.Why, c.kind)
		}
	}
}

// TestUndescribedWho: an undescribed "who" beside a ticket id is a
// person's name, not the filler "general".
func TestUndescribedWho(t *testing.T) {
	if r := classify("assign_desk", "who", `{"type":"string"}`, "tk"); r.Kind != Person {
		t.Errorf("who: kind %s (%s), want person", r.Kind, r.Why)
	}
}
