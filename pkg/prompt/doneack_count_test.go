package prompt

import "testing"

// TestCountedObj: the thing a change reports done is said in the number
// of things it acted on: one of "parcels" is a parcel, three of "crate"
// are crates; a count of 0 or a word of one form leaves it. Words made
// up for the test.
func TestCountedObj(t *testing.T) {
	for _, c := range []struct {
		obj  string
		n    int
		want string
	}{
		{"parcels", 1, "parcel"},
		{"shipping crate", 3, "shipping crates"},
		{"parcels", 4, "parcels"},
		{"crate", 1, "crate"},
		{"parcels", 0, "parcels"},
		{"status", 1, "status"},
	} {
		if got := countedObj(c.obj, c.n); got != c.want {
			t.Errorf("countedObj(%q, %d) = %q, want %q", c.obj, c.n, got, c.want)
		}
	}
}
