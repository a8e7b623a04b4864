package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestGenericElementsNamed renders the generic template for browser tools
// written for this test and checks that a page element is named the way
// a person names it: a snapshot ref never alone ("Mouse over element
// e20", "drag from element e29 to element e91") but beside a name ("the
// Account menu (e20)"), and a CSS selector said as the field it picks
// ("the name field (`input[name="name"]`)", not "fill in
// `input[name="name"]`").
func TestGenericElementsNamed(t *testing.T) {
	ref := `{"type":"string","description":"Exact target element reference from the page snapshot"}`
	cases := []requestCase{
		{"pointer_hover", "Hover over element on page",
			`{"type":"object","properties":{"target":` + ref + `},"required":["target"]}`,
			`{"target":"e20"}`, []string{"e20"}, []string{"element e20"}},
		{"pointer_drag", "Perform drag and drop between two elements",
			`{"type":"object","properties":{"startTarget":` + ref + `,"endTarget":` + ref + `},"required":["startTarget","endTarget"]}`,
			`{"startTarget":"e29","endTarget":"e91"}`, []string{"e29", "e91"}, []string{"element e29", "element e91"}},
		{"form_fill", "Fill out an input field",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for input field"},"value":{"type":"string","description":"Value to fill"}},"required":["selector","value"]}`,
			`{"selector":"input[name=\"name\"]","value":"Katarzyna Khan"}`, []string{"name field (`input[name=\"name\"]`) with \"Katarzyna Khan\""},
			[]string{"fill in `input", "fill out `input", "`input[name=\"name\"]`, with"}},
		{"form_pick", "Select an element on the page with Select tag",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for element to select"},"value":{"type":"string"}},"required":["selector","value"]}`,
			`{"selector":"select[name=\"size\"]","value":"S"}`, []string{"size dropdown (`select[name=\"size\"]`)"}, []string{"select `select"}},
		{"form_click", "Click an element on the page",
			`{"type":"object","properties":{"selector":{"type":"string","description":"CSS selector for element to click"}},"required":["selector"]}`,
			`{"selector":"#submit"}`, []string{"submit button (`#submit`)"}, []string{"\"#submit\""}},
	}
	checkRequests(t, cases, 30, 5)
}

// TestGenericDatabasePlaces checks a database tool's places: the
// collection is said with its database ("crm.users", "the users
// collection in crm"), never apart from it ("In users, … on the crm DB"),
// and the connection once, never a bare "through connection dev-0625"
// between them.
func TestGenericDatabasePlaces(t *testing.T) {
	schema := `{"type":"object","properties":{"database":{"type":"string","description":"Database name"},"collection":{"type":"string","description":"Collection name"},"connectionId":{"type":"string","description":"The connection to run the operation against."},"filter":{"type":"object"},"update":{"type":"object"}},"required":["database","collection","connectionId","update"]}`
	cases := []requestCase{
		{"docs_update", "Updates all documents that match the specified filter for a collection.", schema,
			`{"database":"crm","collection":"users","connectionId":"dev-0625","filter":{"active":true},"update":{"$set":{"role":"editor"}}}`,
			nil, []string{"in users,", "on the crm db", "documents through connection", "documents via connection", " over dev-0625", "true on dev-0625", "true over on dev-0625"}},
	}
	checkRequests(t, cases, 60, 7)
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	b, err := set.For(ToolInfo{Name: "docs_update", Description: cases[0].desc, InputSchema: json.RawMessage(schema)})
	if err != nil {
		t.Fatal(err)
	}
	args, err := DecodeArgs(json.RawMessage(cases[0].args))
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for i := 0; i < 60; i++ {
		text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), 7)), i, args)
		if err != nil {
			t.Fatal(err)
		}
		together := false
		for _, f := range []string{"crm.users", "users collection in crm", "users collection (database crm)", "crm's users", "users collection of the crm database", "users (in crm)", "crm users collection"} {
			together = together || strings.Contains(text, f)
		}
		if !together {
			t.Errorf("docs_update: collection not said with its database: %s", text)
		}
		if strings.Count(text, "dev-0625") != 1 {
			t.Errorf("docs_update: connection said %d times: %s", strings.Count(text, "dev-0625"), text)
		}
	}
}

// TestGenericStepFlagsBrief checks a thinking step's flags are said
// briefly: "revising thought 5", not "revising thought 5, revising
// previous thinking" nor "not marked as revision" for a plain step.
func TestGenericStepFlagsBrief(t *testing.T) {
	schema := `{"type":"object","properties":{"thought":{"type":"string","description":"Your current thinking step"},"stepNumber":{"type":"integer","minimum":1},"totalSteps":{"type":"integer","minimum":1},"isRevision":{"type":"boolean","description":"Whether this revises previous thinking"},"revisesStep":{"type":"integer","minimum":1,"description":"Which step is being reconsidered"}},"required":["thought","stepNumber","totalSteps"]}`
	cases := []requestCase{
		{"think_step", "Record a step of reflective problem-solving", schema,
			`{"thought":"Revisiting step 5: the range was inclusive.","stepNumber":8,"totalSteps":8,"isRevision":true,"revisesStep":5}`,
			[]string{"5"}, []string{"revising previous thinking", "marked as revision", "revises previous"}},
		{"think_step_plain", "Record a step of reflective problem-solving", schema,
			`{"thought":"First list what the parser must handle.","stepNumber":2,"totalSteps":6,"isRevision":false}`,
			[]string{"2"}, []string{"not marked as revision", "not revising", "no revision"}},
	}
	checkRequests(t, cases, 40, 3)
}

// TestGenericDescriptionWordsSaid checks what a flag or a setting's
// description says is put the way a person means it: an overwrite flag
// ("If true, drops the target collection if it exists") as replacing
// what is there, a setting cleared by null as the thing its description
// names ("resetting the CSS media type", not "resetting the media").
func TestGenericDescriptionWordsSaid(t *testing.T) {
	cases := []requestCase{
		{"coll_rename", "Renames a collection in a database",
			`{"type":"object","properties":{"collection":{"type":"string","description":"Collection name"},"newName":{"type":"string","description":"The new name for the collection"},"dropTarget":{"type":"boolean","default":false,"description":"If true, drops the target collection if it exists"}},"required":["collection","newName"]}`,
			`{"collection":"users","newName":"users_v2","dropTarget":true}`, []string{"users_v2", "that name"},
			[]string{"drop the target collection", "drops the target"}},
		{"page_media", "Emulate CSS media features for the page. Omitted parameters are left unchanged; null clears an override.",
			`{"type":"object","properties":{"media":{"type":["string","null"],"enum":["screen","print",null],"description":"Changes the CSS media type of the page"}}}`,
			`{"media":null}`, []string{"css media type"}, []string{"resetting the media"}},
	}
	checkRequests(t, cases, 30, 9)
}
