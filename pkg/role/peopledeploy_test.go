package role

import (
	"encoding/json"
	"testing"
)

// A team that deploys people (a hill party, stewards) speaks of no
// software release: its incidents, logs and alerts stay its own and the
// server is not about software. A deploy of a build or a service still
// is software work.
func TestPeopleDeploy(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"deploy_party Record a hill party being sent out": false,
		"Current state: parties deployed, vehicles out":   false,
		"Deploy two stewards to gate B":                   false,
		"Crews are deployed from the nearest station":     false,
		"Deploy the checkout service to staging":          true,
		"deploy_release Deploy a build":                   true,
		"List deployments of a cluster":                   true,
	} {
		if got := codeTracker(text); got != want {
			t.Errorf("codeTracker(%q) = %v, want %v", text, got, want)
		}
	}
	s := NewServer("rescue team", []ServerTool{
		{Name: "open_callout", Description: "Open a new callout (incident) when the police pass on a request. Pages the duty team leader."},
		{Name: "get_callout", Description: "Current state of an incident: timeline, parties deployed, vehicles out."},
		{Name: "deploy_party", Description: "Record a hill party being sent out, with its callsign and task."},
		{Name: "add_log_entry", Description: "Add a timestamped entry to the incident log."},
		{Name: "list_alerts", Description: "Alerts sent to team members for an incident."},
	})
	if s.AboutSoftware() || s.CodeWork() {
		t.Errorf("rescue team: lead %q, about software %v, code work %v; want neither", s.lead, s.AboutSoftware(), s.CodeWork())
	}
}

// Words of a quoted example are a value's, not the description's: a
// task shown as 'Sweep Red Tarn path to Hole-in-the-Wall' is no file
// path. A casualty is a person; a bare name beside a date of birth is a
// person's; a code shown with its thing's name ("VM-02 Holly Farm") is
// a code, not a script to run; a search area is ground, not a query.
func TestExampleWordsAndPeople(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, desc, name, schema string
		sibs                     []string
		want                     Kind
	}{
		{"deploy_party", "Record a hill party being sent out.", "task",
			`{"type":"string","description":"What the party is to do, e.g. 'Sweep Red Tarn path to Hole-in-the-Wall', 'Carry stretcher to casualty site'."}`, nil, Unknown},
		{"read_file", "Read a file.", "path", `{"type":"string","description":"Path of the file, e.g. 'docs/readme.md'"}`, nil, FilePath},
		{"record_casualty", "Add or update a casualty's details.", "name", `{"type":"string","description":"Casualty's name, if known."}`, nil, Person},
		{"new_climber", "Registration + waiver", "name", `{"type":"string"}`, []string{"name", "dob", "email"}, Person},
		{"create_project", "Create a project.", "name", `{"type":"string"}`, []string{"name", "due_date"}, Ident},
		{"deploy_party", "Record a hill party being sent out.", "search_area", `{"type":"string","description":"Search area code from the area map, e.g. 'H7'."}`, nil, ID},
		{"search", "Search records.", "search_text", `{"type":"string"}`, nil, Query},
		{"post_results", "Record blast results from the monitoring stations.", "station_code", `{"type":"string","description":"e.g. \"VM-02 Holly Farm\""}`, nil, ID},
	} {
		r := Classify(ToolContext{Name: tc.tool, Description: tc.desc}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema), Siblings: tc.sibs})
		if r.Kind != tc.want {
			t.Errorf("%s.%s: kind %s (%s), want %s", tc.tool, tc.name, r.Kind, r.Why, tc.want)
		}
	}
	if got := withoutQuotedPhrases("the casualty's name, e.g. 'Sam Reed' or the 'path' field"); got != "the casualty's name, e.g. '        ' or the 'path' field" {
		t.Errorf("withoutQuotedPhrases: %q", got)
	}
}
