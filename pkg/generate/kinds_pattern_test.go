package generate

import (
	"encoding/json"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// boundTool binds a tool written for the test, named name with the
// description desc and the input schema raw, its schema compiled.
func boundTool(t *testing.T, name, desc, raw string) *prepTool {
	t.Helper()
	set, err := prompt.Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(prompt.ToolInfo{Server: "x", Name: name, Description: desc, InputSchema: json.RawMessage(raw)})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := schema.Compile(json.RawMessage(raw), schema.CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return &prepTool{t: tool.Tool{Name: name, Description: desc, InputSchema: json.RawMessage(raw)}, bind: b, schema: sc}
}

// TestChainFirstCallShapes: a chain's first call that searches by a glob
// finds things the person cannot name before it runs (the request asks
// for what it finds); one whose arguments are all days finds an item the
// person can say by when it is (the goal first, then the days); a call
// with other values is neither.
func TestChainFirstCallShapes(t *testing.T) {
	find := boundTool(t, "find_files", "Find the files under a folder whose names match a glob pattern",
		`{"type":"object","properties":{"folder":{"type":"string","description":"Folder to search in"},"pattern":{"type":"string","description":"Glob pattern the file names match, such as *.md"}},"required":["folder","pattern"]}`)
	if !foundByPattern(find, map[string]any{"folder": "/srv/notes", "pattern": "*.md"}) {
		t.Error("a search by glob: not found by pattern")
	}
	if foundByPattern(find, map[string]any{"folder": "/srv/notes"}) {
		t.Error("no pattern asked: found by pattern")
	}
	span := boundTool(t, "list_meetings", "List the meetings between two days",
		`{"type":"object","properties":{"start_date":{"type":"string","format":"date","description":"First day"},"end_date":{"type":"string","format":"date","description":"Last day"},"label":{"type":"string","description":"Only meetings with this label"}},"required":["start_date","end_date"]}`)
	if !daysOnly(span, map[string]any{"start_date": "2026-03-02", "end_date": "2026-03-06"}, "Design review") {
		t.Error("days only: not told so")
	}
	if daysOnly(span, map[string]any{"start_date": "2026-03-02", "end_date": "2026-03-06", "label": "review"}, "Sprint planning") || daysOnly(span, nil, "") {
		t.Error("a label the item's name does not say, or no argument: days only")
	}
	// A word of the search the found item's name says itself (a search
	// for "review" finding "Design review: billing") needs no saying of
	// its own: the name and the days find it.
	if !daysOnly(span, map[string]any{"start_date": "2026-03-02", "end_date": "2026-03-06", "label": "review"}, "Design review: billing") {
		t.Error("a label the name says: not days only")
	}
	if daysOnly(span, map[string]any{"label": "review"}, "Design review: billing") {
		t.Error("no day: days only")
	}
}
