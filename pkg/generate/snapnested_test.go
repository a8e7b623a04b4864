package generate

import (
	"regexp"
	"strings"
	"testing"
)

// TestFormFieldsBySnapshot: a tool filling a form whose fields each take
// an element reference from the page snapshot (nested in a list, as
// playwright's browser_fill_form has them) is called on a snapshot taken
// first, the person naming each field by what it shows: no request
// types a reference ("the City textbox (e20)"), and the snapshot shows
// every reference the call gives, named as the field is, once.
func TestFormFieldsBySnapshot(t *testing.T) {
	ref := regexp.MustCompile(`\be\d+\b`)
	fieldName := regexp.MustCompile(`"name":"([^"]+)"`)
	n := 0
	for _, r := range kindRecords(t, []Source{corpusSource(t, "playwright.json", "pw")}, "parallel", 10, 77) {
		names, args := r.calls()
		for i, name := range names {
			if name != "browser_fill_form" {
				continue
			}
			n++
			if ref.MatchString(r.request()) {
				t.Errorf("request types a reference: %q", r.request())
			}
			if i == 0 || names[0] != "browser_snapshot" {
				t.Errorf("form filled with no snapshot first: %v", names)
				continue
			}
			snap := r.results()[0]
			for _, m := range ref.FindAllString(args[i], -1) {
				if strings.Count(snap, "[ref="+m+"]") != 1 {
					t.Errorf("%s not shown once in the snapshot:\n%s", m, snap)
				}
			}
			for _, m := range fieldName.FindAllStringSubmatch(args[i], -1) {
				if strings.Count(snap, `"`+m[1]+`"`) != 1 {
					t.Errorf("field %q not shown once in the snapshot:\n%s", m[1], snap)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no form filled")
	}
}
