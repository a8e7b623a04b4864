package role

import "testing"

// Gmail's ids have the shapes its API gives them: a message 16 hex
// digits, a label "Label_" and a number, a filter an opaque token; never
// a six-digit number.
func TestGmailIDShapes(t *testing.T) {
	s, tools := loadServer(t, "gmail.json")
	for _, c := range []struct{ tool, ptr, want string }{
		{"read_email", "/messageId", `^1[89][0-9a-f]{14}$`},
		{"batch_modify_emails", "/messageIds/*", `^1[89][0-9a-f]{14}$`},
		{"modify_email", "/addLabelIds/*", `^Label_[1-9][0-9]{1,2}$`},
		{"delete_label", "/id", `^Label_[1-9][0-9]{1,2}$`},
		{"get_filter", "/filterId", `^ANe1Bm[A-Za-z0-9]{20}$`},
	} {
		r := fileRole(t, s, tools, c.tool, c.ptr)
		if r.ID != IDPrefixed || r.Pattern != c.want {
			t.Errorf("%s %s = %s %q (%s), want the pattern %s", c.tool, c.ptr, r.ID, r.Pattern, r.Why, c.want)
		}
	}
}
