package generate

import "testing"

// TestSaysNothing: a synthesized result of nulls, empty text and empty
// members holds nothing to answer from (a follow-up then reports the
// change done instead of "nothing matched"); one value anywhere, false
// and 0 included, is something. Values made up for the test.
func TestSaysNothing(t *testing.T) {
	for _, v := range []any{
		nil,
		map[string]any{"url": nil},
		map[string]any{"poster": map[string]any{"hungAt": nil}, "notes": " "},
		map[string]any{"frames": []any{}, "wall": map[string]any{}},
	} {
		if !saysNothing(v) {
			t.Errorf("%v says something", v)
		}
	}
	for _, v := range []any{
		map[string]any{"ok": false},
		map[string]any{"poster": map[string]any{"count": 0}},
		map[string]any{"frames": []any{nil, "oak"}},
	} {
		if saysNothing(v) {
			t.Errorf("%v says nothing", v)
		}
	}
}
