package prompt

import "testing"

// TestWhIntent wants a description written as the question its tool
// answers asked as that question ("find out who is rostered" with the
// place after it), never read as an object ("the who is rostered"); a
// question word with a place before its verb ("Which pitches at a venue
// are free") is left to the other readings.
func TestWhIntent(t *testing.T) {
	cases := []struct {
		name, desc, obj, extra string
	}{
		{"hr_roster_for_day", "Who is rostered on a running day, by turn", "who is rostered", "on a running day"},
		{"free_rooms", "Which rooms are free tonight.", "which rooms are free tonight", ""},
		{"owing", "Who owes money, oldest first", "who owes money", ""},
	}
	for _, c := range cases {
		in := agreedIntent(ToolInfo{Name: c.name, Description: c.desc}, toolIntent(c.name, "", c.desc))
		if in.Verb != "find out" || in.Object != c.obj || in.Extra != c.extra {
			t.Errorf("%s %q: got %q %q %q, want \"find out\" %q %q", c.name, c.desc, in.Verb, in.Object, in.Extra, c.obj, c.extra)
		}
	}
	for _, d := range []string{"Which pitches at a venue are free on a given date.", "What to sort by", "Who"} {
		if in, ok := whIntent(d); ok {
			t.Errorf("%q: read as the question %q", d, in.Object)
		}
	}
}
