package prompt

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// TestSelfIDNamesTheObject: a barcode, accession number or code says
// which of the tool's things is meant ("withdraw the item with barcode
// 3296…", "create an item with code 2075…"), never a place the act
// happens on or for ("withdraw an item for barcode 3296…", "renew on
// barcode 5747…"); an accession number on a report added to an object
// stays the object's ("add a condition report on accession 2026…"), not
// the new report's.
func TestSelfIDNamesTheObject(t *testing.T) {
	bad := regexp.MustCompile(`(?i)\b(?:on|for|to) (?:barcode|accession|code|patron \S+ and barcode) |\bon patron\b|\brenew (?:on|for)\b`)
	n := 0
	drawnRequests(t, "selfid-tools.json", 11, 20, nil, func(tl tool.Tool, text string, args map[string]any) {
		n++
		report := tl.Name == "tessera_logConditionReport"
		if m := bad.FindString(text); m != "" && !report {
			t.Errorf("%s: %q in %q", tl.Name, m, text)
		}
		for _, k := range []string{"barcode", "accessionNumber"} {
			v, ok := args[k].(string)
			if !ok {
				continue
			}
			l := strings.ToLower(text)
			with := strings.Contains(l, "with "+strings.ToLower(strings.TrimSuffix(k, "Number"))+" "+strings.ToLower(v))
			if with == report {
				t.Errorf("%s: %s %s said %q", tl.Name, k, v, text)
			}
		}
	})
	if n == 0 {
		t.Fatal("no requests drawn")
	}
}
