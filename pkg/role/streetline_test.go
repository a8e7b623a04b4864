package role

import "testing"

// TestStreetLine: an address's first line beside a city is a street; a
// "line1" with no city beside it (an invoice's first line) is not.
func TestStreetLine(t *testing.T) {
	r := Classify(ToolContext{Name: "add_depot"}, ParamContext{Name: "address_line_1", Path: "/depot/address_line_1",
		Schema: []byte(`{"type":"string"}`), Siblings: []string{"address_line_2", "town", "postcode"}})
	if r.Kind != Street {
		t.Errorf("address_line_1 beside a town: %s (%s), want street", r.Kind, r.Why)
	}
	r = Classify(ToolContext{Name: "add_invoice"}, ParamContext{Name: "line1", Path: "/line1",
		Schema: []byte(`{"type":"string"}`), Siblings: []string{"amount", "memo"}})
	if r.Kind == Street {
		t.Errorf("line1 with no city beside it became a street (%s)", r.Why)
	}
}
