package prompt

import "testing"

// TestLetterUnitMembers: a member key ending in a one-letter unit is
// said as a measure ("a 6 m beam", "a power cap of 40 W", "a tank temp
// of 55 °C"), never read out as "beam m 6"; a letter after another word
// stays as it was.
func TestLetterUnitMembers(t *testing.T) {
	cases := []struct {
		w    []string
		n    string
		want string
		ok   bool
	}{
		{[]string{"beam", "m"}, "6", "6 m beam", true},
		{[]string{"hull", "depth", "m"}, "2", "2 m hull depth", true},
		{[]string{"power", "cap", "w"}, "40", "a power cap of 40 W", true},
		{[]string{"tank", "temp", "c"}, "55", "a tank temp of 55 °C", true},
		{[]string{"option", "c"}, "3", "", false},
		{[]string{"timeout", "m"}, "5", "", false},
		{[]string{"m"}, "5", "", false},
	}
	for _, c := range cases {
		got, ok := letterUnitTail(c.w, c.n)
		if got != c.want || ok != c.ok {
			t.Errorf("letterUnitTail(%v, %s) = %q, %v; want %q, %v", c.w, c.n, got, ok, c.want, c.ok)
		}
	}
}
