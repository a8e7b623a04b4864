package synth

import (
	"strings"
	"testing"
)

// A file's address drawn beside the thing's title is named for the title
// (an exhibit "Master services agreement" at …/master-services-agreement.pdf),
// never for another document (…/invoice-10482.pdf).
func TestFileURLNamedForTitle(t *testing.T) {
	src := `{"type":"object","properties":{"case_id":{"type":"string"},"title":{"type":"string","description":"Title of the exhibit."},"exhibit_url":{"type":"string","format":"uri","description":"URL of the PDF."}},"required":["case_id","title","exhibit_url"]}`
	seen := 0
	for _, m := range decodeAll(t, src, 40, Options{Seed: 3, RootObject: true, Topic: "file_exhibit"}) {
		title, _ := m["title"].(string)
		u, _ := m["exhibit_url"].(string)
		if !strings.Contains(u, "/files/") {
			continue
		}
		seen++
		if want := "/files/" + fileStem(title) + ".pdf"; !strings.HasSuffix(u, want) {
			t.Errorf("title %q, url %q: want it to end %q", title, u, want)
		}
	}
	if seen == 0 {
		t.Fatal("no file address drawn")
	}
}

// fileStem names a file by its title's words up to a preposition.
func TestFileStem(t *testing.T) {
	for in, want := range map[string]string{
		"Master services agreement with Polar Freight": "master-services-agreement",
		"Employment contract review for Tomás Patel":   "employment-contract-review",
		"Q3 board deck": "q3-board-deck",
	} {
		if got := fileStem(in); got != want {
			t.Errorf("fileStem(%q) = %q, want %q", in, got, want)
		}
	}
}
