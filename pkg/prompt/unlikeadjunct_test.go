package prompt

import "testing"

// TestJoinOptsCommaBeforeUnlikeAdjunct checks that the last option is
// joined by "and" only when it is like the one before it (the same
// opening word, or a noun phrase), and after a comma when it is an
// adjunct of another kind (a preposition, a relative clause, a
// past participle, an adjective in -able).
func TestJoinOptsCommaBeforeUnlikeAdjunct(t *testing.T) {
	cases := []struct {
		opts []string
		want string
	}{
		{[]string{"a crew of 3", "with the radio channel 16"}, "a crew of 3, with the radio channel 16"},
		{[]string{"on May 4, 2026", "that are pending"}, "on May 4, 2026, that are pending"},
		{[]string{"including closed tickets", "owned by TEAM-77"}, "including closed tickets, owned by TEAM-77"},
		{[]string{"for a team of 9", "reachable at +1 555-0100"}, "for a team of 9, reachable at +1 555-0100"},
		{[]string{"from June 2", "inviting reviewers a@b.io"}, "from June 2 and inviting reviewers a@b.io"},
		{[]string{"on fix/x", "with the note \"ok\""}, "on fix/x and with the note \"ok\""},
		// like things, an act in -ing and "with" after a preposition keep "and"
		{[]string{"including drafts", "including templates"}, "including drafts and including templates"},
		{[]string{"hull colour teal", "mast height 12 m"}, "hull colour teal and mast height 12 m"},
		{[]string{"with a $4 fee", "a $9 deposit"}, "with a $4 fee and a $9 deposit"},
	}
	for _, c := range cases {
		if got := joinOpts(c.opts); got != c.want {
			t.Errorf("joinOpts(%q)\n got %s\nwant %s", c.opts, got, c.want)
		}
	}
}
