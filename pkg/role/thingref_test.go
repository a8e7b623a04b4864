package role

import "testing"

// TestThingRefNumbers: a number named for one of the server's objects, or
// for a user, is an integer id; a plural name on one number is a count.
func TestThingRefNumbers(t *testing.T) {
	s, tools := loadServer(t, "docarchive.json")
	for _, tc := range []struct {
		tool, ptr string
		id        bool
	}{
		{"bulk_edit_documents", "/documents/*", true},
		{"bulk_edit_documents", "/add_tags/*", true},
		{"bulk_edit_documents", "/correspondent", true},
		{"bulk_edit_documents", "/owner", true},
		{"bulk_edit_documents", "/mail_rule", true},
		{"bulk_edit_documents", "/pages", false},
		{"list_documents", "/tag", true},
		{"list_documents", "/page", false},
	} {
		r := fileRole(t, s, tools, tc.tool, tc.ptr)
		if got := r.Kind == ID && r.ID == IDInteger; got != tc.id {
			t.Errorf("%s %s: %s %s (%s), want integer id %v", tc.tool, tc.ptr, r.Kind, r.ID, r.Why, tc.id)
		}
	}
}

// TestThingRefItem: the same plural name is an id on an array item
// (ParamContext.Item) and not on one number.
func TestThingRefItem(t *testing.T) {
	s, _ := loadServer(t, "docarchive.json")
	tool := ToolContext{Name: "bulk_edit_documents", Server: s}
	f := Facts{Types: []string{"number"}}
	if r := Classify(tool, ParamContext{Name: "documents", Path: "/documents", Facts: &f, Item: true}); r.Kind != ID {
		t.Errorf("item of documents: %s (%s), want id", r.Kind, r.Why)
	}
	if r := Classify(tool, ParamContext{Name: "documents", Path: "/documents", Facts: &f}); r.Kind == ID {
		t.Errorf("one number named documents: id (%s), want a count or number", r.Why)
	}
}
