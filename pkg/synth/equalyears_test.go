package synth

import (
	"encoding/json"
	"testing"
)

// TestEqualYearsOpened: a seed bank's accession_search draws a span of
// collection years (collected_from, collected_to); drawn as one year
// twice it read "collected from 2014 and up to 2014". The opening year
// is now three years below, and every drawn span is still in order. A
// run of boards drawn equal ("on board 15 only") stays.
func TestEqualYearsOpened(t *testing.T) {
	t.Parallel()
	g := &Generator{}
	obj := map[string]any{"collected_from": json.Number("2014"), "collected_to": json.Number("2014")}
	g.orderMixedRanges(obj)
	if obj["collected_from"] != json.Number("2011") || obj["collected_to"] != json.Number("2014") {
		t.Errorf("years: got %v, want 2011 to 2014", obj)
	}
	boards := map[string]any{"fromBoard": json.Number("15"), "toBoard": json.Number("15")}
	g.orderMixedRanges(boards)
	if boards["fromBoard"] != json.Number("15") {
		t.Errorf("boards: got %v, want board 15 only", boards)
	}
	srv, tl := serverTool(t, "testdata/dev41/seed_bank_herbarium.json", "accession_search")
	n := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 8, RootObject: true, Topic: tl.Name, About: tl.Description, Server: srv}) {
		a, ok1 := m["collected_from"].(float64)
		b, ok2 := m["collected_to"].(float64)
		if !ok1 || !ok2 {
			continue
		}
		n++
		if a >= b {
			t.Errorf("accession_search collected %v to %v, want an earlier opening year", a, b)
		}
	}
	if n == 0 {
		t.Fatal("no span of years drawn")
	}
}
