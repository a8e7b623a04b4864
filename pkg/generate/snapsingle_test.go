package generate

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSingleNoTypedRefs: offline over the captured Playwright tools, the
// single slots of a run mixing kinds never has the person type an element's snapshot
// reference ("the Submit button (e19)"): a call on an element by its
// reference follows the page's snapshot that shows it, and the request
// names the element by what it is. (browser_fill_form holds its
// references inside its fields, which the snapshot chain does not
// reach.)
func TestSingleNoTypedRefs(t *testing.T) {
	src := corpusSource(t, "playwright.json", "playwright")
	out := filepath.Join(t.TempDir(), "out.jsonl")
	m, err := parseMix("single=0.9,parallel=0.1")
	if err != nil {
		t.Fatal(err)
	}
	runTo(t, []Source{src}, config{N: 3, Seed: 6607, Mix: m}, out)
	ref := regexp.MustCompile(`\be\d+\b`)
	chains := 0
	for _, r := range readKindRecs(t, out) {
		names, _ := r.calls()
		if len(names) == 0 || names[len(names)-1] == "browser_fill_form" {
			continue
		}
		if len(names) == 2 && names[0] == "browser_snapshot" {
			chains++
		}
		for _, m := range r.Messages {
			if m.Role == "user" && ref.MatchString(m.Content) {
				t.Errorf("%s: the user types a snapshot ref: %q", strings.Join(names, ", "), m.Content)
			}
		}
	}
	if chains == 0 {
		t.Error("no call on an element after the page's snapshot")
	}
}
