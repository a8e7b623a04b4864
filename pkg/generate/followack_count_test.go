package generate

import "testing"

// TestActedCount: a tool named for things in the plural counts the one
// list its call holds; a tool named for one thing, or a call of two
// lists, is not counted. Tools written for the test.
func TestActedCount(t *testing.T) {
	list := `{"type":"object","properties":{"crates":{"type":"array","items":{"type":"string"}},"dock":{"type":"string"}},"required":["crates"]}`
	ship := boundTool(t, "ship_crates", "Ship crates", list)
	if n := actedCount(ship, map[string]any{"crates": []any{"c1"}, "dock": "D4"}); n != 1 {
		t.Errorf("one crate shipped counted %d", n)
	}
	if n := actedCount(ship, map[string]any{"crates": []any{"c1"}, "tags": []any{"a", "b"}}); n != 0 {
		t.Errorf("two lists counted %d", n)
	}
	if n := actedCount(ship, map[string]any{"crates": []any{[]any{"c1", "c2"}}}); n != 0 {
		t.Errorf("one row of values counted %d", n)
	}
	order := boundTool(t, "place_order", "Place an order", list)
	if n := actedCount(order, map[string]any{"crates": []any{"c1", "c2"}}); n != 0 {
		t.Errorf("an order's lines counted as orders: %d", n)
	}
}
