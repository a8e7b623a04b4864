package prompt

import "testing"

// A name whose key names another kind of thing than the tool's object is
// said with that kind's noun even when the tool name holds the noun
// before its head ("pages_get_comment_thread", "get_page_margins" with
// "pageName": "the comment thread on the "Intro" page"), never as the
// object's own name ("the comment thread called "Intro"").
func TestOtherThingNameSaidWithItsNoun(t *testing.T) {
	cases := []requestCase{
		{"pages_get_comment_thread", "Read the comment thread configuration for a page, including resolved replies.",
			`{"type":"object","properties":{"notebookId":{"type":"string","description":"The ID of the notebook"},"pageName":{"type":"string","description":"Name of the page"}},"required":["notebookId","pageName"]}`,
			`{"notebookId":"nb_83kd02","pageName":"Field notes"}`, []string{`"Field notes"`, "page"},
			[]string{`called "Field notes"`, `named "Field notes"`, `with the name "Field notes"`}},
		{"get_page_margins", "Get margin widths (points), gutter sizes and header heights for a page.",
			`{"type":"object","properties":{"notebookId":{"type":"string","description":"The ID of the notebook"},"pageName":{"type":"string","description":"Name of the page"}},"required":["notebookId","pageName"]}`,
			`{"notebookId":"nb_83kd02","pageName":"Field notes"}`, []string{`"Field notes"`, "page"},
			[]string{`called "Field notes"`, `named "Field notes"`, `with the name "Field notes"`}},
	}
	checkRequests(t, cases, 12, 5)
}
