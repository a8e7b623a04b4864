package exampleserver

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

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
