package prompt

import "testing"

// A street line given for a "street" key is said as the place it is ("at
// 45 George Street", "on Lordship Lane"), never with the key read out and
// the value quoted (`with the street "45 George Street"`).
func TestStreetSaidAsPlace(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ hl, x, want string }{
		{"street", "45 George Street", "at 45 George Street"},
		{"street", "22 Briggate", "at 22 Briggate"},
		{"street", "12a Mill Lane", "at 12a Mill Lane"},
		{"street name", "Lordship Lane", "on Lordship Lane"},
		{"street", "Flat 2, 14 High St", ""},
		{"street", "unit 4", ""},
		{"town", "45 George Street", ""},
	} {
		a, ok := streetByName(c.hl, c.x)
		if got := a.text; !ok && got != "" || got != c.want {
			t.Errorf("streetByName(%q, %q) = %q, want %q", c.hl, c.x, got, c.want)
		}
	}
}
