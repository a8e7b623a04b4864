package role

import (
	"encoding/json"
	"testing"
)

// A key that is an initialism a tool's description writes in capitals
// ("Member file by MBN") is a code in every tool of the server, never a
// word; a word a description shouts ("WHERE") but also writes in lower
// case is no initialism (tools written for this test).
func TestInitialismKeyIsACode(t *testing.T) {
	tools := []ServerTool{
		{Name: "get_member", Description: "Member file by MBN.", InputSchema: json.RawMessage(`{"type":"object","properties":{"mbn":{"type":"string"}}}`)},
		{Name: "note_member", Description: "Add a note to a member's file.", InputSchema: json.RawMessage(`{"type":"object","properties":{"mbn":{"type":"string"},"note":{"type":"string"}}}`)},
		{Name: "find_rows", Description: "Find rows. The WHERE clause says where to look.", InputSchema: json.RawMessage(`{"type":"object","properties":{"where":{"type":"string"}}}`)},
	}
	srv := NewServer("club", tools)
	for _, tc := range []struct {
		tool, name string
		want       bool
	}{{"get_member", "mbn", true}, {"note_member", "mbn", true}, {"find_rows", "where", false}} {
		var desc string
		for _, t := range tools {
			if t.Name == tc.tool {
				desc = t.Description
			}
		}
		r := Classify(ToolContext{Name: tc.tool, Description: desc, Server: srv},
			ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(`{"type":"string"}`)})
		if (r.Kind == ID) != tc.want {
			t.Errorf("%s.%s: kind %q (%s), want id %v", tc.tool, tc.name, r.Kind, r.Why, tc.want)
		}
		if tc.want && !srv.Initialism(tc.name) {
			t.Errorf("server does not know %s as an initialism", tc.name)
		}
	}
	alone := Classify(ToolContext{Name: "get_member", Description: "Member file by MBN."},
		ParamContext{Name: "mbn", Path: "/mbn", Schema: json.RawMessage(`{"type":"string"}`)})
	if alone.Kind != ID {
		t.Errorf("mbn read alone: kind %q (%s), want id", alone.Kind, alone.Why)
	}
}
