package synth

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// meetingTexts are the titles, agendas, descriptions and cancel reasons
// of office meetings.
func meetingTexts() []string {
	var out []string
	for _, m := range meetings {
		out = append(out, m.title, m.desc)
		out = append(out, m.agenda...)
	}
	return append(out, meetingReasons...)
}

// A tool whose words say "event" or "calendar" on a server about
// something else (a clinical trials registry's adverse events, a court's
// hearings taken off calendar) gets no office meeting's text; a
// calendar's own tool keeps it. The registry and the docket are the
// dev21 tool files (see testdata/dev21/README.md).
func TestNoMeetingTextOffTheOffice(t *testing.T) {
	for _, c := range []struct{ file, tool, prop string }{
		{"testdata/dev21/clinical_trials.json", "report_adverse_event", "description"},
		{"testdata/dev21/court_docket.json", "vacate_hearing", "reason"},
	} {
		b, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct{ Tools []role.ServerTool }
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		srv := role.NewServer(c.file, doc.Tools)
		var tool role.ServerTool
		for _, tl := range doc.Tools {
			if tl.Name == c.tool {
				tool = tl
			}
		}
		for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 5, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
			if v, _ := m[c.prop].(string); inPool(v, meetingTexts()) {
				t.Errorf("%s %s: %s %q is an office meeting's", c.file, c.tool, c.prop, v)
			}
		}
	}
	cal := `{"type":"object","properties":{"event_id":{"type":"string"},"reason":{"type":"string"}},"required":["event_id","reason"]}`
	srv := role.NewServer("team-calendar", []role.ServerTool{
		{Name: "cancel_event", Description: "Cancel a calendar event and notify its attendees.", InputSchema: json.RawMessage(cal)},
		{Name: "list_events", Description: "List the meetings on a calendar.", InputSchema: json.RawMessage(`{"type":"object","properties":{}}`)},
	})
	n := 0
	for _, m := range decodeAll(t, cal, 30, Options{Seed: 5, RootObject: true, Topic: "cancel_event", About: "Cancel a calendar event and notify its attendees.", Server: srv}) {
		if v, _ := m["reason"].(string); inPool(v, meetingTexts()) {
			n++
		}
	}
	if n < 20 {
		t.Errorf("a calendar's cancel reasons: %d of 30 from meetings", n)
	}
}
