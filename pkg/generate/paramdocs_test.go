package generate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestDataOnlyToolParamDocs checks that a FastMCP-style tool (parameters
// documented in the description's "Args:" section, properties with only a
// title) is seen with each property described by its docstring text and
// a description without the Args and Returns sections, while a property
// with its own description keeps it, and a title saying more than the
// name stands in for a missing description.
func TestDataOnlyToolParamDocs(t *testing.T) {
	in := tool.Tool{Name: "list_hives", Description: "List the beehives of an apiary.\n\nArgs:\n    apiary_code: Apiary code, e.g. \"AP-12\".\n    queen_status: Queen status to filter by.\n    limit: Ignored here: the property says it.\n\nReturns:\n    Hives with their last inspection.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"apiary_code":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"title":"Apiary Code"},"queen_status":{"title":"Queen Status","type":"string"},"limit":{"type":"integer","description":"Most hives to list"},"keeper":{"type":"string","title":"Beekeeper responsible for the hive"},"hiveId":{"type":"string","title":"Hive ID"}}}`)}
	got := dataOnlyTool(in)
	if got.Description != "List the beehives of an apiary." {
		t.Errorf("description %q, want the docstring's summary", got.Description)
	}
	var s struct {
		Properties map[string]struct {
			Description *string `json:"description"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(got.InputSchema, &s); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"apiary_code":  `Apiary code, e.g. "AP-12".`,
		"queen_status": "Queen status to filter by.",
		"limit":        "Most hives to list",
		"keeper":       "Beekeeper responsible for the hive",
		"hiveId":       "",
	}
	for k, w := range want {
		d := s.Properties[k].Description
		switch {
		case w == "" && d != nil:
			t.Errorf("%s: description %q, want none (its title only says its name)", k, *d)
		case w != "" && (d == nil || *d != w):
			t.Errorf("%s: description %v, want %q", k, d, w)
		}
	}
	if !strings.HasPrefix(string(got.InputSchema), `{"type":"object","properties":{"apiary_code":{"anyOf"`) {
		t.Errorf("members reordered: %s", got.InputSchema)
	}
	plain := tool.Tool{Name: "get_hive", Description: "Get one hive.", InputSchema: json.RawMessage(`{"type":"object","properties":{"hive_id":{"type":"string","title":"Hive Id"}}}`)}
	if g := dataOnlyTool(plain); g.Description != plain.Description || string(g.InputSchema) != string(plain.InputSchema) {
		t.Errorf("a tool without docstring sections changed: %+v", g)
	}
}

// TestSiblingDocsComplete checks that a parameter a FastMCP server
// documents tersely on one tool ("Hive id.") takes the text its namesake
// shows an example with on another ("Hive id, e.g. \"H-0042\"."), and
// that a text saying something else, or already showing an example,
// stays.
func TestSiblingDocsComplete(t *testing.T) {
	tools := []tool.Tool{
		{Name: "get_hive", Description: "Get a hive.\n\nArgs:\n    hive_id: Hive id, e.g. \"H-0042\".\n    apiary: Apiary code, e.g. \"AP-1\"."},
		{Name: "log_inspection", Description: "Log a hive inspection.\n\nArgs:\n    hive_id: Hive id.\n    apiary: Where the hive stood.\n    frames: Frames of brood, e.g. 6."},
	}
	sib := siblingDocs(tools)
	doc := tool.ParseDoc(tools[1].Description)
	got := sib.complete(doc)
	if s := got.Param("hive_id"); s != `Hive id, e.g. "H-0042".` {
		t.Errorf("hive_id: %q, want the sibling's text with its example", s)
	}
	if s := got.Param("apiary"); s != "Where the hive stood." {
		t.Errorf("apiary: %q, want its own text (it says something else)", s)
	}
	if s := got.Param("frames"); s != "Frames of brood, e.g. 6." {
		t.Errorf("frames: %q", s)
	}
	if doc.Param("hive_id") != "Hive id." {
		t.Errorf("complete changed the doc it was given")
	}
}
