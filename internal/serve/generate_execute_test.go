package serve

import (
	"encoding/json"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
)

// TestGenerateRouteExecute: POST /api/mcp/generate takes the CLI's
// execution options and runs them through pkg/execute: records of
// read-only tools carry the real tool output, other tools get call-only
// records, inline hints steer the arguments, and the summary trailer holds
// the execution report.
func TestGenerateRouteExecute(t *testing.T) {
	f := newFixture(t, Config{})
	f.add("ex", exampleEntry(t, exampleserver.Faults{}, nil))
	body := `{"servers":["ex"],"n":2,"seed":7,"workers":2,"execute":true,"onError":"keep","maxOutput":4096,
	 "callTimeout":"20s","denyTools":["search_events"],"hints":{"get_forecast.city":["Osaka"],"get_room.room_id":["HQ-101","AX-002"],"get_event.event_id":["evt_a6fbc97a"]}}`
	resp, err := f.http.Client().Post(f.http.URL+"/api/mcp/generate", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("generate: %d %s %v", resp.StatusCode, raw, err)
	}
	var sum struct {
		Records   int
		Execution struct {
			Tools []struct {
				Tool     string
				Executed bool
				NotRun   string
				Calls    int
				OK       int
			}
		}
	}
	if err := json.Unmarshal([]byte(resp.Trailer.Get(SummaryTrailer)), &sum); err != nil {
		t.Fatalf("summary trailer %q: %v", resp.Trailer.Get(SummaryTrailer), err)
	}
	ran := map[string]bool{}
	for _, tr := range sum.Execution.Tools {
		ran[tr.Tool] = tr.Executed
		if tr.Executed && (tr.Calls == 0 || tr.OK != tr.Calls) {
			t.Errorf("%s: %d calls, %d ok", tr.Tool, tr.Calls, tr.OK)
		}
	}
	if !ran["list_rooms"] || !ran["get_forecast"] || ran["search_events"] || ran["book_meeting"] {
		t.Errorf("executed tools %v: want the read-only ones but the denied search_events, never the destructive book_meeting", ran)
	}
	var sawRooms, sawOsaka bool
	for _, l := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		var rec struct {
			Messages []struct {
				Role      string
				Content   string
				ToolCalls []struct {
					Function struct{ Name, Arguments string }
				} `json:"tool_calls"`
			}
		}
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("record %s: %v", l, err)
		}
		call := ""
		for _, m := range rec.Messages {
			if len(m.ToolCalls) > 0 {
				call = m.ToolCalls[0].Function.Name
				if call == "get_forecast" && strings.Contains(m.ToolCalls[0].Function.Arguments, "Osaka") {
					sawOsaka = true
				}
			}
			if m.Role == "tool" && call == "list_rooms" && strings.Contains(m.Content, " seats: ") { // the text content
				sawRooms = true
			}
		}
	}
	if !sawRooms || !sawOsaka {
		t.Errorf("records lack the real list_rooms output (%v) or the hinted city (%v):\n%s", sawRooms, sawOsaka, raw)
	}

	for _, c := range []struct {
		body   string
		status int
		typ    string
	}{
		{`{"servers":["ex"],"execute":true,"allowDestructive":true}`, 409, TypeConfirm},
		{`{"servers":["ex"],"probe":true}`, 400, TypeInvalidRequest},
		{`{"servers":["ex"],"execute":true,"onError":"ignore"}`, 400, TypeInvalidRequest},
		{`{"servers":["ex"],"execute":true,"executePolicy":"some"}`, 400, TypeInvalidRequest},
		{`{"servers":["ex"],"execute":true,"maxOutput":-1}`, 400, TypeInvalidRequest},
		{`{"servers":["ex"],"execute":true,"callTimeout":"soon"}`, 400, TypeInvalidRequest},
		{`{"servers":["ex"],"hints":{"path":{"glob":"/etc/*"}}}`, 400, TypeInvalidRequest},
	} {
		var p Problem
		wantProblem(t, f.do("POST", "/api/mcp/generate", c.body, &p), &p, c.status, c.typ)
	}
}

// TestOpenAPIRequestMembers: the request schemas of openapi.json list
// exactly the JSON members their Go types decode (the decoder refuses
// unknown members, so a member missing from the document is one a client
// cannot learn about, and one missing from the type is refused).
func TestOpenAPIRequestMembers(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(OpenAPI(), &doc); err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]any{"GenerateRequest": GenerateRequest{}, "ExecuteRequest": ExecuteRequest{}, "AddServerRequest": AddServerRequest{}, "ImportRequest": ImportRequest{}} {
		props := doc.Components.Schemas[name].Properties
		members := map[string]bool{}
		for _, tag := range jsonMembers(reflect.TypeOf(v)) {
			members[tag] = true
			if _, ok := props[tag]; !ok {
				t.Errorf("openapi.json %s lacks the member %q", name, tag)
			}
		}
		for p := range props {
			if !members[p] {
				t.Errorf("openapi.json %s describes %q, which %T does not decode", name, p, v)
			}
		}
	}
}

// jsonMembers lists the JSON members a struct type decodes, embedded
// structs' included (as encoding/json flattens them), leaving out fields
// tagged http:"-" (the handler refuses them).
func jsonMembers(rt reflect.Type) []string {
	var out []string
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		if f.Anonymous {
			out = append(out, jsonMembers(f.Type)...)
			continue
		}
		tag := strings.Split(f.Tag.Get("json"), ",")[0]
		if tag == "" || tag == "-" || f.Tag.Get("http") == "-" {
			continue
		}
		out = append(out, tag)
	}
	return out
}
