package role

import (
	"encoding/json"
	"testing"
)

// The first line of an address beside a city, described as the house
// number and street, is a street line, not an identifier (was "542560").
func TestStreetLineHouseNumber(t *testing.T) {
	t.Parallel()
	r := Classify(ToolContext{Name: "book_callout"}, ParamContext{Name: "line1", Path: "/site_address/line1",
		Schema: json.RawMessage(`{"type":"string","description":"House number/name and street."}`), Siblings: []string{"line2", "town", "postcode"}})
	if r.Kind != Street || r.ID != "" {
		t.Errorf("line1 = %s %q (%s), want a street", r.Kind, r.ID, r.Why)
	}
	r = Classify(ToolContext{Name: "book_callout"}, ParamContext{Name: "order_no", Path: "/order_no",
		Schema: json.RawMessage(`{"type":"string","description":"Order number from the receipt."}`), Siblings: []string{"town"}})
	if r.Kind != ID {
		t.Errorf("order_no = %s (%s), want an id", r.Kind, r.Why)
	}
}
