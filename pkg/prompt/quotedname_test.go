package prompt

import "testing"

// TestQuotedNameOnce wants a quoted value that opens on the noun before
// it said once as its name ("at Pier 4"), and any other quoted value left
// as it is.
func TestQuotedNameOnce(t *testing.T) {
	cases := []struct{ in, want string }{
		{`Dock the boat at pier "Pier 4".`, `Dock the boat at Pier 4.`},
		{`Park it in the bay "Bay 12" and lane "Lane C".`, `Park it in Bay 12 and Lane C.`},
		{`Move it to shelf "Shelf 3B"?`, `Move it to Shelf 3B?`},
		{`Name the room "Room with a view".`, `Name the room "Room with a view".`},
		{`Set the label "urgent".`, `Set the label "urgent".`},
		{`Say "the pier "Pier 4" is shut" to them.`, `Say "the pier "Pier 4" is shut" to them.`},
	}
	for _, c := range cases {
		if got := quotedNameOnce(c.in); got != c.want {
			t.Errorf("quotedNameOnce(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
