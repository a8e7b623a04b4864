package role

import (
	"encoding/json"
	"testing"
)

// A vehicle's registration or licence plate is a plate; an event's
// registration is not.
func TestPlateSense(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, desc, name, schema string
		plate                    bool
	}{
		{"find_car", "Find a car in the fleet.", "registration", `{"type":"string","description":"Vehicle registration"}`, true},
		{"issue_ticket", "Issue a parking ticket.", "plate_number", `{"type":"string"}`, true},
		{"book_service", "Book a garage service.", "reg", `{"type":"string","description":"The registration number"}`, true},
		{"cancel_signup", "Cancel an attendee's signup for a workshop.", "registration", `{"type":"string","description":"Registration to cancel"}`, false},
	} {
		r := Classify(ToolContext{Name: tc.tool, Description: tc.desc}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		got := r.Kind == ID && r.ID == IDPlate
		if got != tc.plate {
			t.Errorf("%s.%s: kind %s values %v (%s), plate %v wanted", tc.tool, tc.name, r.Kind, r.Values, r.Why, tc.plate)
		}
	}
}
