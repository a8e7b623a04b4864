package prompt

import "testing"

// TestListNamedAfter: a list under a batch word ("items") is its own
// things when the tool's clause names that word after its object ("the
// fee for a set of items": items, never "fees"); a clause that names no
// such word leaves the list the object's ("Close one or more tasks").
func TestListNamedAfter(t *testing.T) {
	for _, c := range []struct {
		clause, noun, key string
		want              bool
	}{
		{"Calculate the fee for a set of items", "fee", "items", true},
		{"Get a price quote for the items listed.", "quote", "items", true},
		{"Close one or more tasks", "task", "items", false},
		{"Create items on a board", "item", "items", false},
		{"Add entries to the fee schedule", "fee", "entries", false},
	} {
		if got := listNamedAfter(c.clause, c.noun, c.key); got != c.want {
			t.Errorf("listNamedAfter(%q, %q, %q) = %v, want %v", c.clause, c.noun, c.key, got, c.want)
		}
	}
}
