package generate

import (
	"encoding/json"
	"testing"
)

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

// TestEchoesOnly: a synthesized result whose values are all the call's
// own ("The name is Lemon tart." after making the recipe Lemon tart)
// tells nothing; one value the call did not send, or flags alone, is
// not an echo. Values made up for the test.
func TestEchoesOnly(t *testing.T) {
	args := map[string]any{"title": "Lemon tart", "serves": float64(4)}
	if !echoesOnly(map[string]any{"title": "Lemon tart", "notes": nil}, args) {
		t.Error("the call's own title back is no echo")
	}
	if echoesOnly(map[string]any{"title": "Lemon tart", "id": "r-77"}, args) {
		t.Error("a new id is an echo")
	}
	if echoesOnly(map[string]any{"ok": true}, args) {
		t.Error("a flag alone is an echo")
	}
	if !echoesOnly(map[string]any{"serves": json.Number("4")}, args) {
		t.Error("the call's own number back is no echo")
	}
}
