package synth

import (
	"regexp"
	"testing"
)

// A chart tool of a spreadsheet service (written for this test): a range
// whose description states A1 notation is a block of cells, whatever its
// name says ("domainRange" is no web domain) and whatever its quoted
// example holds (a sheet's name, "My Sheet"); a series shown within one
// column stays in one column.
func TestA1NotationStated(t *testing.T) {
	src := `{"type":"object","properties":{
	"sourceRange":{"type":"string","description":"Data range for this series in A1 notation. Use quotes for sheet names with spaces: \"My Sheet\"!B2:B5"},
	"domainRange":{"type":"string","description":"Domain range in A1 notation (e.g., \"A2:A5\" or \"My Sheet\"!A2:A5)."}},
	"required":["sourceRange","domainRange"]}`
	a1 := regexp.MustCompile(`^(?:Sheet1!)?([A-Z])[0-9]+:([A-Z])[0-9]+$`)
	for seed := int64(1); seed <= 4; seed++ {
		for _, m := range decodeAll(t, src, 4, Options{Seed: seed, RootObject: true, Topic: "create_chart", About: "Create a chart in a spreadsheet."}) {
			for _, k := range []string{"sourceRange", "domainRange"} {
				v, _ := m[k].(string)
				if c := a1.FindStringSubmatch(v); c == nil || c[1] != c[2] {
					t.Errorf("seed %d: %s %q, want one column's cells in A1 notation", seed, k, v)
				}
			}
		}
	}
}
