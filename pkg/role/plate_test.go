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

// A bare parameter named by a craft (a glider, a boat, a tow plane) holds
// its registration, never a person's name though "glider" ends like an
// agent noun; a coach, a driver or a described craft keeps its own sense.
func TestCraftNamedIsRegistration(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, name, schema string
		plate              bool
	}{
		{"log_flt", "glider", `{"type":"string"}`, true},
		{"log_flt", "tow_plane", `{"type":"string"}`, true},
		{"hire_out", "boat", `{"type":"string"}`, true},
		{"assign", "vessels", `{"type":"array","items":{"type":"string"}}`, true},
		{"book_session", "coach", `{"type":"string"}`, false},
		{"log_trip", "driver", `{"type":"string"}`, false},
		{"log_flt", "glider", `{"type":"string","description":"Glider type, e.g. ASK 21"}`, false},
	} {
		r := Classify(ToolContext{Name: tc.tool}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		got := r.Kind == ID && r.ID == IDPlate
		if got != tc.plate || tc.plate && r.Kind == Person {
			t.Errorf("%s.%s: kind %s (%s), registration %v wanted", tc.tool, tc.name, r.Kind, r.Why, tc.plate)
		}
	}
}
