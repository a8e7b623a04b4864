package generate

import "testing"

// A parallel record's second call never changes a value the first call
// holds at its default: the first request says nothing of a default, so
// "the stock of fittings. And the same … a Harrogate yard" left the
// first call's Leeds yard unsaid. A value that is not the default still
// changes.
func TestOneChangedNotFromDefault(t *testing.T) {
	pt := boundTool(t, "get_yard_stock", "Stock of fittings and tube in the yard.",
		`{"type":"object","properties":{"yard":{"type":"string","enum":["LEEDS","HARROGATE","YORK"],"default":"LEEDS"},"include_reserved":{"type":"boolean","default":false}}}`)
	changed := func(first, second string) bool {
		for _, c := range oneChanged(pt, map[string]any{"yard": first, "include_reserved": true}, map[string]any{"yard": second, "include_reserved": true}) {
			if c["yard"] == second {
				return true
			}
		}
		return false
	}
	if changed("LEEDS", "HARROGATE") {
		t.Error("a yard changed from its unsaid default")
	}
	if !changed("YORK", "HARROGATE") {
		t.Error("a yard that is no default: not changed")
	}
}
