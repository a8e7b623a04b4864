package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestChainFoundUnderListedFolder: a chain after a listing of a folder
// takes a path in that folder, not a path said elsewhere in the result's
// text ("GET /orders returns…" in a description).
func TestChainFoundUnderListedFolder(t *testing.T) {
	p := prompt.Param{Name: "path", Role: role.Role{Kind: role.DirPath}}
	res := `{"content":"GET /orders returns every order at once. See /home/dev/ws/scripts/build and /home/dev/ws/scripts/deploy"}`
	got := under(found(res, p), map[string]any{"path": "/home/dev/ws/scripts"}, p)
	if len(got) != 2 || got[0] != "/home/dev/ws/scripts/build" {
		t.Fatalf("found %q, want the two folders under /home/dev/ws/scripts", got)
	}
	if got := under(found(`{"c":"GET /orders returns all"}`, p), map[string]any{"path": "/home/dev/ws/scripts"}, p); len(got) != 0 {
		t.Fatalf("found %q outside the listed folder", got)
	}
	id := prompt.Param{Name: "connectionId", Role: role.Role{Kind: role.ID}}
	if got := under([]string{"352574"}, map[string]any{"path": "/x"}, id); len(got) != 1 {
		t.Fatalf("an id was filtered by folder: %q", got)
	}
}

// TestParallelSharesNoCursor: calls for several things in one request do
// not share a pagination cursor ("pages A and B from cursor X onward").
func TestParallelSharesNoCursor(t *testing.T) {
	params := []prompt.Param{{Name: "page_id", Required: true, Role: role.Role{Kind: role.ID}},
		{Name: "start_cursor", Role: role.Role{Kind: role.Cursor}}}
	args := map[string]any{"page_id": "a", "start_cursor": "MXM0"}
	got := withoutCursors(params, args)
	if _, ok := got["start_cursor"]; ok || got["page_id"] != "a" {
		t.Fatalf("got %v, want the page without its cursor", got)
	}
	if _, ok := args["start_cursor"]; !ok {
		t.Fatal("the caller's arguments were changed")
	}
}

// TestFollowUpNarrows: a follow-up "narrow that down" sets a value that
// changes what is found: not a lower bound at its minimum or at 1 (every
// room holds one person), not the default.
func TestFollowUpNarrows(t *testing.T) {
	pt := &prepTool{t: tool.Tool{Name: "list_rooms", InputSchema: json.RawMessage(`{"type":"object","properties":{
		"min_capacity":{"type":"integer","minimum":1},"max_price":{"type":"number","maximum":500},
		"building":{"type":"string","default":"HQ"}}}`)}}
	for _, c := range []struct {
		name string
		v    any
		want bool
	}{
		{"min_capacity", json.Number("1"), false}, {"min_capacity", json.Number("8"), true},
		{"max_price", json.Number("500"), false}, {"max_price", json.Number("120"), true},
		{"building", "HQ", false}, {"building", "Annex", true},
	} {
		if got := narrows(pt, prompt.Param{Name: c.name}, c.v); got != c.want {
			t.Errorf("narrows(%s=%v) = %v, want %v", c.name, c.v, got, c.want)
		}
	}
}

// TestDescSpeak: a request repeating documentation words of its tool's
// description ("Save note with optional tags") is worded from the
// description, not as a person asks.
func TestDescSpeak(t *testing.T) {
	if !descSpeak("Save note with optional tags, with the body \"x\".", "Save a note with optional tags.") {
		t.Error("description wording not caught")
	}
	if descSpeak("Save a note titled \"Trip\".", "Save a note with optional tags.") {
		t.Error("a plain request caught")
	}
}

// TestParallelOnePlace: two requests of one message work in one place: a
// second tool's connection and database are the first's, an "id" of
// another thing is kept.
func TestParallelOnePlace(t *testing.T) {
	raw := json.RawMessage(`{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection id"},
		"database":{"type":"string","description":"Database name"},"id":{"type":"string"}},"required":["connectionId","database"]}`)
	set, err := prompt.Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(prompt.ToolInfo{Server: "x", Name: "db-stats", Description: "Returns statistics of a database", InputSchema: raw})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := schema.Compile(raw, schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pt := &prepTool{t: tool.Tool{Name: "db-stats", InputSchema: raw}, bind: b, schema: sc}
	got := alignScope(pt, map[string]any{"connectionId": "39464", "database": "inventory", "id": "a"},
		map[string]any{"connectionId": "154079", "database": "crm", "id": "b"})
	if got["connectionId"] != "39464" || got["database"] != "inventory" || got["id"] != "b" {
		t.Fatalf("got %v, want connection 39464 on inventory and id b", got)
	}
	pt.t.Name, pt.bind.Tool.Name = "disconnect", "disconnect" // served and spoken
	if got := alignScope(pt, map[string]any{"connectionId": "39464", "database": "inventory"},
		map[string]any{"connectionId": "154079", "database": "crm"}); got["connectionId"] != "154079" {
		t.Fatalf("a tool closing the connection took the first request's: %v", got)
	}
}
