package role

import (
	"encoding/json"
	"testing"
)

// A word has the sense its tool and description give it (descriptions
// from real servers): a project's state is one of its lifecycle states,
// an OAuth state a token, a label selector key=value pairs; an event
// start whose description writes dates keeps to dates, not "+05:00".
func TestWordSenses(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, desc, name, schema string
		want                     Kind
		values                   string
	}{
		{"linear_createProject", "Create a new project", "state", `{"type":"string","description":"Initial project status by lifecycle type/name (e.g., 'planned', 'started') or project status UUID"}`, Enum, "planned"},
		{"linear_getCycleIssues", "Get the issues of a cycle", "states", `{"type":"array","items":{"type":"string"},"description":"Filter cycle issues by workflow state names"}`, Status, ""},
		{"linear_generateOAuthAuthorizationUrl", "Generate an OAuth authorization URL for an app", "state", `{"type":"string"}`, ID, ""},
		{"kubectl_delete", "Delete Kubernetes resources", "labelSelector", `{"type":"string","description":"Delete resources matching this label selector (e.g. 'app=nginx')"}`, Enum, "app=nginx"},
		{"schedule_visit", "Book a technician visit", "state", `{"type":"string","description":"2-letter state code, e.g. NV."}`, Region, ""},
		{"kubectl_get", "Get Kubernetes resources", "fieldSelector", `{"type":"string","description":"Filter resources by field selector (e.g. 'metadata.name=my-pod')"}`, Enum, "metadata.name=web-0"},
	} {
		r := Classify(ToolContext{Name: tc.tool, Description: tc.desc}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if r.Kind != tc.want {
			t.Errorf("%s.%s: kind %s (%s), want %s", tc.tool, tc.name, r.Kind, r.Why, tc.want)
		}
		if tc.values != "" && (len(r.Values) == 0 || r.Values[0] != tc.values) {
			t.Errorf("%s.%s: values %v, want %s first", tc.tool, tc.name, r.Values, tc.values)
		}
	}
	start := `{"type":"string","description":"Event start time. String format: '2025-01-01T10:00:00' (timed) or '2025-01-01' (all-day). For per-field timezone, use JSON: '{\"dateTime\": \"2025-01-01T10:00:00\", \"timeZone\": \"America/Los_Angeles\"}'. Per-field timezone is useful for events spanning multiple timezones (e.g., flights). Note: If the dateTime already includes a timezone offset (e.g., 'Z' or '+05:00'), the embedded timezone takes precedence over the timeZone field."}`
	r := Classify(ToolContext{Name: "create-event", Description: "Creates a new event"}, ParamContext{Name: "start", Path: "/start", Schema: json.RawMessage(start)})
	if r.Kind != Date && r.Kind != DateTime || len(r.Examples) > 0 {
		t.Errorf("create-event.start: kind %s, examples %v (%s)", r.Kind, r.Examples, r.Why)
	}
}

// A bare name beside an email and a phone is a person's (a property
// server's book_viewing got the listing's title, "Bright 2-bedroom near
// the park", as the viewer's name); a name with no such sibling is not.
func TestNameBesideContactIsPerson(t *testing.T) {
	t.Parallel()
	tool := ToolContext{Name: "book_viewing", Description: "Request a viewing for a listing. The agent confirms or proposes another time."}
	r := Classify(tool, ParamContext{Name: "name", Path: "/name", Schema: json.RawMessage(`{"type":"string"}`), Siblings: []string{"listing_id", "name", "email", "phone", "message"}})
	if r.Kind != Person {
		t.Errorf("name beside email/phone: kind %s (%s)", r.Kind, r.Why)
	}
	r = Classify(ToolContext{Name: "create_board", Description: "Create a board"}, ParamContext{Name: "name", Path: "/name", Schema: json.RawMessage(`{"type":"string"}`), Siblings: []string{"name", "workspace_id"}})
	if r.Kind == Person {
		t.Errorf("a board's name reads as a person's (%s)", r.Why)
	}
}
