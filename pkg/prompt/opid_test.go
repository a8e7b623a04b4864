package prompt

import "testing"

// A generated operation id says its act with the words its summary gives
// ("Book Appointment" of book_appointment_repairs__repair_id__
// appointments_post), never its path and method; other names stay.
func TestOperationName(t *testing.T) {
	for _, c := range []struct{ name, title, desc, want string }{
		{"book_appointment_repairs__repair_id__appointments_post", "", "Book Appointment", "book_appointment"},
		{"create_repair_repairs_post", "", "Create Repair\n\nRaise a responsive repair.", "create_repair"},
		{"list_voids_voids_get", "List Voids", "", "list_voids"},
		{"get_rent_account_tenancies__tenancy_ref__rent_get", "", "Get Rent Account", "get_rent_account"},
		{"create_repair_repairs_post", "", "Raise a responsive repair.", "create_repair_repairs_post"}, // no summary: left
		{"list_post", "", "List Post", "list_post"},                                                    // the method is the name's noun
		{"set_status_get", "", "Set Status Get", "set_status_get"},
		{"read_file", "", "Read File", "read_file"},
	} {
		if got := operationName(c.name, c.title, c.desc); got != c.want {
			t.Errorf("operationName(%q, %q, %q) = %q, want %q", c.name, c.title, c.desc, got, c.want)
		}
	}
}

// An HTTP route opening a description is not its prose.
func TestWithoutRoute(t *testing.T) {
	for desc, want := range map[string]string{
		"GET /reports/clashes - Students timetabled in overlapping sessions.": "Students timetabled in overlapping sessions.",
		"PATCH /exam-sessions/{sessionId}":                                    "",
		"POST /notes: Leave a note.":                                          "Leave a note.",
		"Get the route from A to B.":                                          "Get the route from A to B.",
		"GET returns the cached value.":                                       "GET returns the cached value.",
	} {
		if got := WithoutRoute(desc); got != want {
			t.Errorf("WithoutRoute(%q) = %q, want %q", desc, got, want)
		}
	}
}

// Requests for tools named by generated operation ids or described by
// their route say the act: was "book the visit sites site id visits
// post", "post the /rotas/{rotaId}/notes", "get the GET /rotas/{rotaId}".
func TestRouteToolsSaid(t *testing.T) {
	checkSaid(t, fileRequests(t, "routes-tools.json", "schedule_visit_sites__site_id__visits_post",
		`{"site_id": 4411, "date": "2026-03-02"}`, 12), []string{"visit"}, "sites site", "post", "site id visits")
	checkSaid(t, fileRequests(t, "routes-tools.json", "log_leak_report_incidents_leaks_post",
		`{"meter_ref": "MR-20931", "litres": 40}`, 12), []string{"leak report"}, "incidents", "post")
	checkSaid(t, fileRequests(t, "routes-tools.json", "CreateShiftNote",
		`{"rotaId": "R-2291", "text": "Van keys are in the office."}`, 12), []string{"note"}, "/", "post")
	checkSaid(t, fileRequests(t, "routes-tools.json", "GetRota", `{"rotaId": "R-2291"}`, 12), []string{"rota"}, "/", "get the get")
}
