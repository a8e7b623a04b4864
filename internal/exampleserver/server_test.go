package exampleserver

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// session connects a go-sdk client to the server in process. (pkg/mcp tests
// drive the same server over real stdio.)
func session(t *testing.T) *mcp.ClientSession {
	t.Helper()
	srv, err := NewServer()
	if err != nil {
		t.Fatal(err)
	}
	ct, st := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(context.Background(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "0"}, nil).Connect(context.Background(), ct, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return cs
}

// validCalls has one valid call per tool.
var validCalls = map[string]string{
	"get_forecast":   `{"city":"Toronto","date":"2026-01-15","units":"imperial"}`,
	"list_rooms":     `{"building":"HQ","min_capacity":8}`,
	"search_events":  `{"from":"2026-03-01","to":"2026-03-31","query":"review","attendee":"ana@acme.example","tags":["review","offsite"]}`,
	"book_meeting":   `{"title":"Kickoff","start":"2026-04-01T09:00:00Z","duration_minutes":60,"room_id":"HQ-201","attendees":[{"email":"ana@acme.example"},{"email":"bo@acme.example","optional":true}],"agenda":{"items":["intro"],"doc_url":"https://docs.example/k"}}`,
	"get_room":       `{"room_id":"HQ-201"}`,
	"get_event":      `{"event_id":"evt_a6fbc97a"}`,
	"find_free_slot": `{"date":"2026-03-10","duration_minutes":90,"building":"HQ","min_capacity":6}`,
	"cancel_meeting": `{"event_id":"evt_a6fbc97a","reason":"moved"}`,
	"save_note":      `{"title":"Idea","body":"Use the Annex for demos","tags":["rooms"],"link":"https://wiki.example/rooms"}`,
	"send_email":     `{"to":["ana@acme.example"],"subject":"Hi","body":"See you","priority":"high"}`,
}

// invalidCalls are calls that must give isError results.
var invalidCalls = map[string]string{
	"get_forecast":   `{"city":"Atlantis","date":"2026-01-15"}`,
	"list_rooms":     `{"building":"Basement"}`,
	"search_events":  `{"from":"2026-04-01","to":"2026-03-01"}`,
	"book_meeting":   `{"title":"Big","start":"2026-04-01T09:00:00Z","duration_minutes":60,"room_id":"HQ-101","attendees":[{"email":"a@x.example"},{"email":"b@x.example"},{"email":"c@x.example"},{"email":"d@x.example"},{"email":"e@x.example"}]}`,
	"get_room":       `{"room_id":"ZZ-999"}`,
	"get_event":      `{"event_id":"evt_00000000"}`,
	"find_free_slot": `{"date":"2026-02-30"}`,
	"cancel_meeting": `{"event_id":"evt_00000000"}`,
	"save_note":      `{"title":""}`,
	"send_email":     `{"to":["someone@nowhere.invalid"],"subject":"x","body":"y"}`,
}

func TestEveryToolValidAndInvalid(t *testing.T) {
	cs := session(t)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tools) != len(ToolNames()) {
		t.Fatalf("%d tools listed, want %d", len(res.Tools), len(ToolNames()))
	}
	for _, tl := range res.Tools {
		t.Run(tl.Name, func(t *testing.T) {
			args, ok := validCalls[tl.Name]
			if !ok {
				t.Fatal("no valid call in the test table")
			}
			in, _ := json.Marshal(tl.InputSchema)
			sch, err := schema.Compile(in, schema.CompileOptions{AssertFormat: true})
			if err != nil {
				t.Fatal(err)
			}
			if vs, _ := sch.ValidateJSON([]byte(args)); len(vs) > 0 {
				t.Fatalf("test call is invalid: %v", vs)
			}
			call := func(a string) *mcp.CallToolResult {
				r, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tl.Name, Arguments: json.RawMessage(a)})
				if err != nil {
					t.Fatal(err)
				}
				return r
			}
			r1, r2 := call(args), call(args)
			j1, _ := json.Marshal(r1)
			j2, _ := json.Marshal(r2)
			if r1.IsError || string(j1) != string(j2) {
				t.Errorf("valid call: %s / %s", j1, j2)
			}
			if tl.OutputSchema != nil {
				out, _ := json.Marshal(tl.OutputSchema)
				osch, err := schema.Compile(out, schema.CompileOptions{AssertFormat: true})
				if err != nil {
					t.Fatal(err)
				}
				sc, _ := json.Marshal(r1.StructuredContent)
				if vs, err := osch.ValidateJSON(sc); err != nil || len(vs) > 0 {
					t.Errorf("structuredContent %s does not match outputSchema: %v %v", sc, vs, err)
				}
			}
			bad := call(invalidCalls[tl.Name])
			if !bad.IsError {
				j, _ := json.Marshal(bad)
				t.Errorf("invalid call not an error: %s", j)
			}
		})
	}
}

func TestSchemaFeaturesCovered(t *testing.T) {
	var all strings.Builder
	for _, d := range toolDefs {
		all.WriteString(d.input)
	}
	for _, want := range []string{`"enum"`, `"format": "date"`, `"format": "email"`, `"format": "uri"`, `"format": "date-time"`, `"pattern"`, `"default"`, `"items": {`, `"type": "object"`} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("no %s in any inputSchema", want)
		}
	}
	var ro, destr, none, outSchema bool
	for _, d := range toolDefs {
		ro = ro || d.readOnly
		destr = destr || (d.destructive != nil && *d.destructive)
		none = none || d.noAnnotations
		outSchema = outSchema || d.output != ""
	}
	if !ro || !destr || !none || !outSchema {
		t.Errorf("readOnly=%v destructive=%v noAnnotations=%v outputSchema=%v", ro, destr, none, outSchema)
	}
}

// TestCalendarLeadsToNextCall: the data a listing shows is what a second
// call takes, the way people chain requests: the calendar has events in
// every week from mid-September 2025 to mid-May 2026 (around 2026-01-15,
// the date mcpgen's generated dates cluster about), so a search of a few
// days finds some; a search by words of a title finds the events so
// titled and get_event gives each; rooms have names of their own;
// find_free_slot's windows are free of events and long enough.
func TestCalendarLeadsToNextCall(t *testing.T) {
	cs := session(t)
	call := func(name, args string, out any) *mcp.CallToolResult {
		t.Helper()
		r, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: json.RawMessage(args)})
		if err != nil || r.IsError {
			j, _ := json.Marshal(r)
			t.Fatalf("%s %s: %v %s", name, args, err, j)
		}
		sc, _ := json.Marshal(r.StructuredContent)
		if err := json.Unmarshal(sc, out); err != nil {
			t.Fatal(err)
		}
		return r
	}
	type ev struct {
		EventID      string `json:"event_id"`
		Title, Start string
		RoomID       string `json:"room_id"`
		Duration     int    `json:"duration_minutes"`
	}
	for day := time.Date(2025, 9, 15, 0, 0, 0, 0, time.UTC); day.Before(time.Date(2026, 5, 11, 0, 0, 0, 0, time.UTC)); day = day.AddDate(0, 0, 7) {
		var got struct{ Total int }
		from, to := day.Format("2006-01-02"), day.AddDate(0, 0, 4).Format("2006-01-02")
		if call("search_events", `{"from":"`+from+`","to":"`+to+`"}`, &got); got.Total < 2 {
			t.Errorf("the week of %s has %d events, want a few", from, got.Total)
		}
	}
	var found struct{ Events []ev }
	call("search_events", `{"from":"2025-09-01","to":"2026-05-31","query":"design review","limit":50}`, &found)
	if len(found.Events) < 10 {
		t.Fatalf("%d design reviews found", len(found.Events))
	}
	titles := map[string]bool{}
	for _, e := range found.Events {
		if !strings.Contains(strings.ToLower(e.Title), "design review") || titles[e.Title] {
			t.Errorf("search for \"design review\" finds %q (twice: %v)", e.Title, titles[e.Title])
		}
		titles[e.Title] = true
		var one ev
		if call("get_event", `{"event_id":"`+e.EventID+`"}`, &one); one.Title != e.Title || one.Start != e.Start || one.RoomID != e.RoomID {
			t.Errorf("get_event %s = %+v, search found %+v", e.EventID, one, e)
		}
	}
	var rooms struct{ Rooms []struct{ ID, Name string } }
	call("list_rooms", `{}`, &rooms)
	names := map[string]bool{}
	for _, r := range rooms.Rooms {
		if r.Name == "" || names[r.Name] || strings.Contains(r.Name, r.ID) {
			t.Errorf("room %s is named %q", r.ID, r.Name)
		}
		names[r.Name] = true
	}
	var free struct {
		Rooms []struct {
			RoomID string `json:"room_id"`
			Free   []struct{ Start, End string }
		}
	}
	call("find_free_slot", `{"date":"2026-01-22","duration_minutes":90}`, &free)
	var all struct{ Events []ev }
	call("search_events", `{"from":"2026-01-22","to":"2026-01-22","limit":50}`, &all)
	busy := 0
	for _, r := range free.Rooms {
		for _, w := range r.Free {
			ws, _ := time.Parse(time.RFC3339, w.Start)
			we, _ := time.Parse(time.RFC3339, w.End)
			if we.Sub(ws) < 90*time.Minute || ws.Hour() < 9 || we.Hour()*60+we.Minute() > 18*60 {
				t.Errorf("%s free %s-%s: not 90 minutes within office hours", r.RoomID, w.Start, w.End)
			}
			for _, e := range all.Events {
				es, _ := time.Parse(time.RFC3339, e.Start)
				if e.RoomID == r.RoomID && es.Before(we) && ws.Before(es.Add(time.Duration(e.Duration)*time.Minute)) {
					t.Errorf("%s free %s-%s overlaps %q at %s", r.RoomID, w.Start, w.End, e.Title, e.Start)
				}
			}
		}
		if len(r.Free) > 1 || (len(r.Free) == 1 && !strings.HasSuffix(r.Free[0].Start, "09:00:00Z")) {
			busy++
		}
	}
	if len(free.Rooms) == 0 || busy == 0 {
		t.Errorf("find_free_slot on a day with events: %d rooms, %d with a gap: %+v", len(free.Rooms), busy, free.Rooms)
	}
}

// TestNoMeetingOnHolidays: the calendar holds no meeting on a public
// holiday (Christmas, Boxing Day, New Year's Day): a design review on 1
// January is no meeting anyone holds, and a chain asked about it reads as
// made up.
func TestNoMeetingOnHolidays(t *testing.T) {
	cs := session(t)
	for _, span := range [][2]string{{"2025-12-25", "2025-12-26"}, {"2026-01-01", "2026-01-01"}} {
		r, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "search_events",
			Arguments: json.RawMessage(`{"from":"` + span[0] + `","to":"` + span[1] + `"}`)})
		if err != nil || r.IsError {
			t.Fatalf("search_events %v: %v", span, err)
		}
		sc, _ := json.Marshal(r.StructuredContent)
		var got struct{ Total int }
		if err := json.Unmarshal(sc, &got); err != nil {
			t.Fatal(err)
		}
		if got.Total != 0 {
			t.Errorf("%d events from %s to %s", got.Total, span[0], span[1])
		}
	}
}
