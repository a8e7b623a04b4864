package role

import (
	"encoding/json"
	"testing"
)

// An id named with a qualifier saying which one of a kind of thing it
// is ("preferredCourierId") takes the form the server shows for that
// kind's ids ("courierId", "e.g. 'cr-12'").
func TestQualifiedNamed(t *testing.T) {
	t.Parallel()
	tools := []ServerTool{
		{Name: "courier_hours", InputSchema: json.RawMessage(`{"type":"object","properties":{"courierId":{"type":"string","description":"The courier id, e.g. 'cr-12'."}}}`)},
		{Name: "send_parcel", InputSchema: json.RawMessage(`{"type":"object","properties":{"preferredCourierId":{"type":["string","null"],"description":"Preferred courier id, if any."}}}`)},
	}
	s := NewServer("parcels", tools)
	r := Classify(ToolContext{Name: "send_parcel", Server: s}, ParamContext{Name: "preferredCourierId", Path: "/preferredCourierId", Schema: json.RawMessage(`{"type":["string","null"],"description":"Preferred courier id, if any."}`)})
	if len(r.Examples) != 1 || r.Examples[0] != "cr-12" {
		t.Errorf("preferredCourierId: examples %v (%s), want [cr-12]", r.Examples, r.Why)
	}
}
