package synth

import (
	"sort"
	"strings"
	"testing"
)

// The data sources a tool creates have a title column and two or three
// typed columns that differ from one to the next, not the same few runs
// of Status, Priority and Due date.
func TestDataSourceSchemasVary(t *testing.T) {
	ds := `{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string","format":"uuid"}},"required":["page_id"]},"properties":{"type":"object","description":"Property schema of data source","additionalProperties":true}},"required":["parent","properties"]}`
	sets := map[string]bool{}
	n := 0
	for _, m := range decodeAll(t, ds, 40, Options{Seed: 31, RootObject: true, Topic: "API-create-a-data-source", About: "Notion | Create a data source"}) {
		p, ok := m["properties"].(map[string]any)
		if !ok {
			continue
		}
		n++
		if _, ok := p["Name"].(map[string]any)["title"]; !ok {
			t.Errorf("schema %v has no title column", p)
		}
		if len(p) < 3 || len(p) > 4 {
			t.Errorf("schema %v: want a title and two or three columns", p)
		}
		var cols []string
		for k := range p {
			cols = append(cols, k)
		}
		sort.Strings(cols)
		sets[strings.Join(cols, ",")] = true
	}
	if n < 20 {
		t.Fatalf("only %d schemas drawn", n)
	}
	if len(sets) < n/2 {
		t.Errorf("%d schemas have only %d sets of columns: %v", n, len(sets), sets)
	}
}
