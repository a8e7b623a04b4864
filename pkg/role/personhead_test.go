package role

import "testing"

// A marina's, a dental lab's and a towing service's tools (written for
// this test): the name of a skipper, a dentist, a technician, a caller or
// a boat's owner is a person's; the name of a boat, a practice or a
// printer is not.
func TestPersonHeadNames(t *testing.T) {
	cases := []struct {
		tool, name, schema string
		want               Kind
	}{
		{"book_berth", "skipper_name", `{"type":"string","description":"Skipper's full name"}`, Person},
		{"create_case", "dentist_name", `{"type":"string","description":"Name of the prescribing dentist"}`, Person},
		{"assign_technician", "technician_name", `{"type":"string"}`, Person},
		{"request_tow", "caller_name", `{"type":"string"}`, Person},
		{"report_damage", "owner_name", `{"type":"string","description":"Name of the boat owner"}`, Person},
		{"enrol", "pianist_name", `{"type":"string"}`, Person},
		{"book_berth", "boat_name", `{"type":"string","description":"Name of the boat"}`, Ident},
		{"create_case", "practice_name", `{"type":"string"}`, Ident},
		{"add_printer", "printer_name", `{"type":"string"}`, Ident},
		{"create_playlist", "playlist_name", `{"type":"string"}`, Ident},
	}
	for _, c := range cases {
		if r := classify(c.tool, c.name, c.schema); r.Kind != c.want {
			t.Errorf("%s.%s = %s (%s), want %s", c.tool, c.name, r.Kind, r.Why, c.want)
		}
	}
	if r := classify("close_ticket", "owner_name", `{"type":"string"}`, "repo"); r.Kind != RepoOwner {
		t.Errorf("owner_name beside repo = %s (%s), want repo_owner", r.Kind, r.Why)
	}
}

func TestPersonHead(t *testing.T) {
	for w, want := range map[string]bool{"skipper": true, "dentist": true, "electrician": true, "groomer": true,
		"folder": false, "printer": false, "checklist": false, "manufacturer": false, "restaurant": false, "container": false} {
		if got := personHead(w); got != want {
			t.Errorf("personHead(%q) = %v, want %v", w, got, want)
		}
	}
}

// A restaurant's walk-in and a register's middle and family names (as in
// an accounting server's customer) are parts of a person's name.
func TestPersonNameParts(t *testing.T) {
	for name, want := range map[string]Kind{"walkInName": Person, "middle_name": FirstName, "family_name": LastName} {
		if r := classify("add_guest", name, `{"type":"string"}`); r.Kind != want {
			t.Errorf("%s = %s (%s), want %s", name, r.Kind, r.Why, want)
		}
	}
}

// The name inside an object that only wraps another's fields (a real
// project tracker's label_data, state_data) names what the word before
// the wrapper says; workspaceIdOrName names a workspace.
func TestNameInWrapperNamesTheWrapped(t *testing.T) {
	cases := []struct{ parent, name, want string }{
		{"label_data", "name", "label"}, {"state_data", "name", "state"}, {"attendees", "name", "attendee"},
		{"", "workspaceIdOrName", "workspace"},
	}
	for _, c := range cases {
		path := "/" + c.name
		if c.parent != "" {
			path = "/" + c.parent + "/name"
		}
		r := Classify(ToolContext{Name: "create_thing"}, ParamContext{Name: c.name, Path: path, Schema: []byte(`{"type":"string"}`)})
		if r.Names != c.want && !(c.want == "state" && r.Kind == Status) && !(c.want == "attendee" && r.Kind == Person) {
			t.Errorf("%s/%s names %q (%s %s), want %q", c.parent, c.name, r.Names, r.Kind, r.Why, c.want)
		}
	}
}
