package role

import "testing"

// TestCodedMemberIDWithoutSeparator: a member number shown as capitals
// and digits with no separator ("Member number such as M042", a pattern
// ^M[0-9]{3}$) is an id, said "member M979", not a username said "@M979";
// a lower-case handle stays a username.
func TestCodedMemberIDWithoutSeparator(t *testing.T) {
	for _, s := range []string{
		`{"type":"string","pattern":"^M[0-9]{3}$","description":"Member number such as M042"}`,
		`{"type":"string","description":"Member number such as M042"}`,
		`{"type":"string","pattern":"^U\\d{6}$"}`,
	} {
		if r := classify("book_shelf_space", "member_id", s); r.Kind != ID {
			t.Errorf("%s: %s (%s), want an id", s, r.Kind, r.Why)
		}
	}
	if r := classify("follow_member", "member_id", `{"type":"string","description":"The member to follow, e.g. jdoe42"}`); r.Kind != Username {
		t.Errorf("handle member_id: %s (%s), want a username", r.Kind, r.Why)
	}
}
