package generate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

func TestNonStandardTypes(t *testing.T) {
	t.Parallel()
	for src, want := range map[string]bool{
		`{"type":"object","properties":{"a":{"type":"string"}}}`:            false,
		`{"type":"dict","properties":{"a":{"type":"float"}}}`:               true,
		`{"type":"object","properties":{"a":{"type":["string","null"]}}}`:   false,
		`{"type":"object","properties":{"a":{"type": ["String", "null"]}}}`: true,
		`{"type":"object","properties":{"type":{"type":"string"}}}`:         false,
		`{"type":"object","properties":{"type":{"enum":["dict","float"]}}}`: false,
	} {
		if got := nonStandardTypes(json.RawMessage(src)); got != want {
			t.Errorf("nonStandardTypes(%s) = %v, want %v", src, got, want)
		}
	}
}

func TestBooleanRequired(t *testing.T) {
	t.Parallel()
	for src, want := range map[string]bool{
		`{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]}`: false,
		`{"type":"object","properties":{"a":{"type":"string","required": true}}}`: true,
		`{"type":"object","properties":{"a":{"required":false}}}`:                 true,
		`{"type":"object","properties":{"required":{"type":"boolean"}}}`:          false,
	} {
		if got := booleanRequired(json.RawMessage(src)); got != want {
			t.Errorf("booleanRequired(%s) = %v, want %v", src, got, want)
		}
	}
}

// A tool whose properties carry draft-03's "required": true (captured
// hubspot-mcp-server) is normalized and noted, not skipped as a schema
// that does not compile.
func TestInputNotesDraft3Required(t *testing.T) {
	t.Parallel()
	_, tools := testenv.LoadTools(t, "../../testdata/schema/draft03/hubspot.json")
	for _, tl := range tools {
		out, notes := inputNotes("hubspot", tl, tl.InputSchema)
		if len(notes) != 1 || notes[0].Kind != NoteNormalized || !strings.Contains(notes[0].Message, "draft-03") {
			t.Errorf("%s: notes %+v", tl.Name, notes)
		}
		tl.InputSchema = out
		if _, err := schema.CompileInput(tl); err != nil {
			t.Errorf("%s: %v", tl.Name, err)
		}
	}
}

func TestInputNotes(t *testing.T) {
	t.Parallel()
	raw := json.RawMessage(`{"type":"dict","properties":{"n":{"type":"float"}},"required":["n"]}`)
	out, notes := inputNotes("s", tool.Tool{Name: "t"}, raw)
	if len(notes) != 1 || notes[0].Kind != NoteNormalized || string(out) == string(raw) {
		t.Fatalf("notes %+v, out %s", notes, out)
	}
	_, notes = inputNotes("s", tool.Tool{Name: "t", Description: "Takes two required parameters."}, json.RawMessage(`{"type":"object","properties":{}}`))
	if len(notes) != 1 || notes[0].Kind != NoteNoParameters {
		t.Fatalf("notes %+v", notes)
	}
	_, notes = inputNotes("s", tool.Tool{Name: "t", Description: "Lists filter parameters to use in search."}, json.RawMessage(`{"type":"object"}`))
	if len(notes) != 0 {
		t.Fatalf("false warning %+v", notes)
	}
	// Inputs named in running prose, not under an "Args:" header.
	for _, d := range []string{
		"Send a reminder. Pass `patient_id` and `channel`.",
		"Get the current weather for a city.",
		"Fetch an order by its ID.",
		"Archive the given project and its boards.",
	} {
		_, notes = inputNotes("s", tool.Tool{Name: "t", Description: d}, json.RawMessage(`{"type":"object","properties":{}}`))
		if len(notes) != 1 || notes[0].Kind != NoteNoParameters {
			t.Errorf("%q: notes %+v, want a %s note", d, notes, NoteNoParameters)
		}
	}
	// Descriptions of real tools that take nothing (captured trello,
	// supabase, everything and playwright servers).
	for _, d := range []string{
		"List all boards the user has access to",
		"Get information about the currently active board",
		"Returns a tiny MCP logo image.",
		"Lists all Supabase projects for the user. Use this to help discover the project ID of the project that the user is working on.",
		"Go back to the previous page in the history",
	} {
		if _, notes = inputNotes("s", tool.Tool{Name: "t", Description: d}, json.RawMessage(`{"type":"object"}`)); len(notes) != 0 {
			t.Errorf("%q: false warning %+v", d, notes)
		}
	}
}

// A tool description of megabytes is cut in the records (each record offering
// the tool repeats it) at a sentence end, and the cut is noted; a normal
// description is carried whole.
func TestHugeDescriptionCut(t *testing.T) {
	t.Parallel()
	huge := "Search the catalog for products by name. " + strings.Repeat("Lorem ipsum dolor sit amet. ", 200_000)
	srcs := []Source{{Server: "big", Tools: []tool.Tool{
		{Name: "find_products", Description: huge, InputSchema: json.RawMessage(`{"type":"object","properties":{"query":{"type":"string","description":"search text"}},"required":["query"]}`)},
		{Name: "get_product", Description: "Get a product by its id.", InputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}`)},
	}}}
	out := filepath.Join(t.TempDir(), "d.jsonl")
	res := runTo(t, srcs, config{N: 3, Seed: 1}, out)
	cut := false
	for _, n := range res.Notes {
		cut = cut || n.Kind == NoteDescriptionCut && n.Tool == "find_products"
	}
	if !cut {
		t.Errorf("no %s note: %+v", NoteDescriptionCut, res.Notes)
	}
	if fi, err := os.Stat(out); err != nil || fi.Size() > 6*MaxToolDescription {
		t.Fatalf("dataset %v bytes (err %v), want the description cut", fi.Size(), err)
	}
	if !strings.Contains(string(read(t, out)), "Get a product by its id.") {
		t.Error("a short description was not carried whole")
	}
}

// TestLongestParamDescriptionNamesAndTies: a parameter named
// "description" is a parameter like any other (its description is
// measured, not skipped as a keyword), and of two descriptions of the same
// length the first in key order is named, whatever the map order.
func TestLongestParamDescriptionNamesAndTies(t *testing.T) {
	long := strings.Repeat("x", 9000)
	raw := json.RawMessage(`{"type":"object","properties":{"description":{"type":"string","description":"` + long + `"},"title":{"type":"string"}}}`)
	if n, at := longestParamDescription(raw); n != 9000 || at != "/properties/description/description" {
		t.Errorf("a parameter named description: got %d at %q, want 9000 at /properties/description/description", n, at)
	}
	tie := json.RawMessage(`{"type":"object","properties":{"b":{"description":"` + long + `"},"a":{"description":"` + long + `"}}}`)
	for range 20 {
		if _, at := longestParamDescription(tie); at != "/properties/a/description" {
			t.Fatalf("tie: got %q, want /properties/a/description (the first in key order)", at)
		}
	}
}
