package synth

import (
	"strings"
	"testing"
)

// TestItemsNotRepeated: the items of one list are distinct things. A
// consignment's items whose description can only be the one example
// (`George III mahogany bowfront chest of drawers`) hold it once, never
// four chests of drawers told apart only by their measurements; the checks
// of one inspection never carry the same free-text note twice.
func TestItemsNotRepeated(t *testing.T) {
	t.Parallel()
	srv, tool := serverTool(t, "testdata/dev45/auction_house.json", "create_consignment")
	n := 0
	for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		items, _ := m["items"].([]any)
		n += len(items)
		assertNoRepeat(t, items, "description")
	}
	if n == 0 {
		t.Fatal("no consignment has items")
	}
	srv, tool = serverTool(t, "testdata/dev45/ski_resort_lift_ops.json", "lifts.logInspection")
	notes := 0
	for _, m := range decodeAll(t, string(tool.InputSchema), 40, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		checks, _ := m["checks"].([]any)
		notes += assertNoRepeat(t, checks, "note")
	}
	if notes == 0 {
		t.Fatal("no check has a note")
	}
}

// assertNoRepeat fails t where two objects of items hold one value under
// key; it returns how many hold the key.
func assertNoRepeat(t *testing.T, items []any, key string) int {
	t.Helper()
	seen := map[string]bool{}
	n := 0
	for _, x := range items {
		o, _ := x.(map[string]any)
		s, ok := o[key].(string)
		if !ok {
			continue
		}
		n++
		if seen[strings.ToLower(s)] {
			t.Errorf("%s %q twice in one list: %v", key, s, items)
		}
		seen[strings.ToLower(s)] = true
	}
	return n
}
