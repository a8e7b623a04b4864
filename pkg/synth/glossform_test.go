package synth

import (
	"encoding/json"
	"os"
	"testing"
)

// A bracketed list that spells out the parts of a form written just
// before it ("`BND-yy-nnnn` (two-digit year, four-digit sequence)")
// names no things of the tool: descExamples gives none, so no book of
// the job is titled "Two-digit year". A list of things is still read.
func TestDescExamplesSkipFormGloss(t *testing.T) {
	raw, err := os.ReadFile("testdata/dev42/bookbinding_restoration_bindery.json")
	if err != nil {
		t.Fatal(err)
	}
	var list struct {
		Tools []struct{ Name, Description string } `json:"tools"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		t.Fatal(err)
	}
	var about string
	for _, tl := range list.Tools {
		if tl.Name == "create_job" {
			about = tl.Description
		}
	}
	if about == "" {
		t.Fatal("create_job not found")
	}
	if ex := descExamples(about); ex != nil {
		t.Errorf("descExamples(create_job) = %q, want none (the list glosses the id's form)", ex)
	}
	if ex := descExamples("Open a ticket of the form NN-nnnn (two-digit year, four-digit sequence)."); ex != nil {
		t.Errorf("descExamples of N-digit parts = %q, want none", ex)
	}
	d := "Open a work order (haul-out, bottom paint, engine service)."
	if ex := descExamples(d); len(ex) != 3 || ex[0] != "haul-out" {
		t.Errorf("descExamples(%q) = %q, want the three jobs", d, ex)
	}
}
