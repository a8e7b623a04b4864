package prompt

import (
	"testing"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A route's end given as an object of a place and its code is said as
// that end: from the address with the code after it, a lone UN/LOCODE
// with its city's name; other keys and other objects are left to other
// wordings.
func TestEndObject(t *testing.T) {
	cases := []struct {
		human string
		x     map[string]any
		want  string
	}{
		{"origin", map[string]any{"unlocode": "ITMIL", "address": "Corso Buenos Aires 33, Milan"}, "from Corso Buenos Aires 33, Milan (ITMIL)"},
		{"destination", map[string]any{"unlocode": "CNSHA"}, "to Shanghai (CNSHA)"},
		{"Destination", map[string]any{"unlocode": "QGXYK"}, ""},
		{"shipper", map[string]any{"unlocode": "CNSHA"}, ""},
		{"origin", map[string]any{"address": "1 Main St, Boston", "note": "Dock 4, rear gate"}, ""},
		{"origin", map[string]any{"count": 3, "unlocode": "CNSHA"}, ""},
	}
	for _, c := range cases {
		a, ok := endObject(c.human, c.x)
		if got := map[bool]string{true: a.text}[ok]; got != c.want {
			t.Errorf("endObject(%q, %v) = %q, want %q", c.human, c.x, got, c.want)
		}
	}
	if role.LocodePlaces["ITMIL"] != "Milan" {
		t.Errorf("ITMIL is %q", role.LocodePlaces["ITMIL"])
	}
}
