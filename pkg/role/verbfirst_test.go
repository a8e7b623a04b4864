package role

import "testing"

func TestOpensOnVerb(t *testing.T) {
	for name, want := range map[string]bool{
		"issue_refund": true, "issue_permit": true, "issueParkingPermit": true, "issue_key": false, "Issue a refund to a rider": true,
		"record_spray": true, "log_deviation": true, "report_damaged_bike": true,
		"issue_read": false, "issue_comments": false, "issue": false, "log_entries": false, "list_issues": false,
		"report_status": false, "create_issue": false,
	} {
		if got := OpensOnVerb(Tokens(name)); got != want {
			t.Errorf("OpensOnVerb(%q) = %v, want %v", name, got, want)
		}
	}
}

// A bike-share server whose tools issue refunds and permits leans to
// bikes, and "issue" counts for no code host: the verb first in
// issue_refund is no software word (blind raters saw its refund tool read
// as a tracker's issue).
func TestAreaReaderIssueVerb(t *testing.T) {
	r := NewAreaReader()
	r.Read("issue_refund", 2)
	r.Read("Issue a refund to a rider for a trip.", 1)
	r.Read("issue_permit", 2)
	if s := r.score["software"]; s != 0 {
		t.Errorf("software score %d from issue_refund and issue_permit, want 0", s)
	}
	r = NewAreaReader()
	r.Read("issue_read", 2)
	if r.score["software"] == 0 {
		t.Errorf("issue_read counts no software word")
	}
}

// TestToolAboutCode: a tool's own words decide whether reasons about CI
// and merges fit it; a tool leaning nowhere follows its server.
func TestToolAboutCode(t *testing.T) {
	bikes := NewServer("citycycle", []ServerTool{{Name: "get_station_status", Description: "Get the number of bikes and free docks at a bike-share station."},
		{Name: "issue_refund", Description: "Issue a refund to a rider for a trip."}})
	for _, c := range []struct {
		name, desc string
		s          *Server
		want       bool
	}{
		{"get_station_status", "Get the number of bikes and free docks at a station.", bikes, false},
		{"issue_refund", "Issue a refund.", bikes, false},
		{"get_status", "Get the status.", bikes, false},
		{"get_pull_request_status", "Get the combined status of all status checks for a pull request", nil, true},
		{"get_issue", "Get an issue.", nil, true},
		{"get_status", "Get the status.", nil, true},
	} {
		if got := ToolAboutCode(c.name, "", c.desc, c.s); got != c.want {
			t.Errorf("ToolAboutCode(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestToolAboutCodeOffice: a tool of a server of office work on
// computers (a base of records, a document archive) is no code unless
// the words speak of software work or of a database code talks to.
func TestToolAboutCodeOffice(t *testing.T) {
	records := NewServer("records", []ServerTool{{Name: "list_records", Description: "List records from a table in a base"},
		{Name: "create_comment", Description: "Create a comment on a record"}, {Name: "upload_attachment", Description: "Upload a file as an attachment to a record"}})
	sqlDB := NewServer("db", []ServerTool{{Name: "query", Description: "Run a read-only SQL query against the database"},
		{Name: "list_tables", Description: "List the tables of the database"}})
	requests := NewServer("requests", []ServerTool{{Name: "createServiceRequest", Description: "Report a pothole or a broken streetlight."},
		{Name: "mergeDuplicateRequests", Description: "Merge duplicate service requests into one primary request."}})
	for _, c := range []struct {
		name, desc string
		s          *Server
		want       bool
	}{
		{"create_comment", "Create a comment on a record", records, false},
		{"upload_attachment", "Upload a file as an attachment to a record", records, false},
		{"list_tables", "List the tables of the database", sqlDB, true},
		{"mergeDuplicateRequests", "Merge duplicate service requests into one primary request.", requests, false},
	} {
		if got := ToolAboutCode(c.name, "", c.desc, c.s); got != c.want {
			t.Errorf("ToolAboutCode(%q) = %v, want %v", c.name, got, c.want)
		}
	}
	if records.CodeWork() || !sqlDB.CodeWork() {
		t.Errorf("CodeWork: records %v, sql database %v", records.CodeWork(), sqlDB.CodeWork())
	}
}
