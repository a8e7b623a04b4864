package role

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// loadServer reads a tool file of testdata as one server and returns it
// with its tools by name.
func loadServer(t *testing.T, file string) (*Server, map[string]ServerTool) {
	t.Helper()
	b, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tools []ServerTool `json:"tools"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	by := map[string]ServerTool{}
	for _, tl := range doc.Tools {
		by[tl.Name] = tl
	}
	return NewServer(file, doc.Tools), by
}

// fileRole classifies one parameter of a tool of a loaded server.
func fileRole(t *testing.T, s *Server, tools map[string]ServerTool, tool, ptr string) Role {
	t.Helper()
	tl, ok := tools[tool]
	if !ok {
		t.Fatalf("no tool %s", tool)
	}
	for _, p := range ClassifyTool(ToolContext{Name: tl.Name, Description: tl.Description, Server: s}, tl.InputSchema) {
		if p.Path == ptr {
			return p.Role
		}
	}
	t.Fatalf("%s has no parameter %s", tool, ptr)
	return Role{}
}

// A water lab's enter_result says nothing of its "test"; the lab's
// log_sample_receipt lists the tests a sample may ask for
// (tests_requested): the test is one of those. A fleet garage's
// ListPmDue department takes the departments SearchWorkOrders lists.
func TestServerVocabulary(t *testing.T) {
	s, tools := loadServer(t, "water_lab.json")
	r := fileRole(t, s, tools, "enter_result", "/test")
	if r.Kind != Enum || !r.ValuesFromProse || !slices.Contains(r.Values, "total_coliform") || !slices.Contains(r.Values, "nitrate") {
		t.Errorf("enter_result.test = %s %v (%s), want the tests tests_requested lists", r.Kind, r.Values, r.Why)
	}
	// the sample's own unit enum is untouched, and a method whose
	// examples are lab methods is no HTTP method
	if r := fileRole(t, s, tools, "enter_result", "/method"); r.Kind == Method {
		t.Errorf("enter_result.method = %s (%s), want no HTTP method for examples EPA 200.8, SM 9223B", r.Kind, r.Why)
	}
	g, gtools := loadServer(t, "fleet_garage.json")
	r = fileRole(t, g, gtools, "ListPmDue", "/department")
	if r.Kind != Enum || !slices.Contains(r.Values, "public_works") {
		t.Errorf("ListPmDue.department = %s %v (%s), want the departments SearchWorkOrders lists", r.Kind, r.Values, r.Why)
	}
}

// The noun a parameter name is about, once its qualifiers are dropped;
// generic and per-tool names file nothing.
func TestVocabNoun(t *testing.T) {
	cases := map[string]string{"tests_requested": "test", "test": "test", "new_status": "status", "department": "department",
		"occasion": "occasion", "type": "", "action": "", "sample_id": "", "delivery_date": "", "scope": "", "x": ""}
	for name, want := range cases {
		if got := vocabNoun(name); got != want {
			t.Errorf("vocabNoun(%q) = %q, want %q", name, got, want)
		}
	}
	// an enum of filters files its naming values only, and a one-value
	// list is no vocabulary
	s := &Server{}
	s.noteVocab("status_filter", Facts{Types: []string{"string"}, Enum: []any{"all", "open", "closed"}})
	s.noteVocab("priority", Facts{Types: []string{"string"}, Enum: []any{"high"}})
	if got := s.vocab["status"]; !slices.Equal(got, []string{"open", "closed"}) {
		t.Errorf("status vocabulary = %v, want [open closed]", got)
	}
	if _, ok := s.vocab["priority"]; ok {
		t.Error("a one-value enum filed as a vocabulary")
	}
}
