package prompt

import (
	"strings"
	"testing"
)

// TestDoneState: a change on a thing is asked for as the state it should
// be in, the thing's place kept with it and a name with what is made;
// a read, a click on a page, a verb whose participle reads as a noun, a
// change to "a" thing and a person's name never are.
func TestDoneState(t *testing.T) {
	st := &funcState{}
	change := intent{Verb: "merge"}
	for _, c := range []struct {
		c    core
		in   intent
		b    string
		want string // "" for no state form; else the request after its opener
	}{
		{core{verb: "merge", object: "PR 5", place: "in acme/api"}, change, "merge PR 5 in acme/api", "PR 5 in acme/api merged"},
		{core{verb: "drop", object: "the orders collection", place: "into x"}, intent{Verb: "drop"},
			"drop the orders collection on c1", "the orders collection dropped on c1"},
		{core{verb: "create", object: "a label"}, intent{Verb: "create"}, `create a label called "quick win" in navy`,
			`a label called "quick win" created in navy`},
		{core{verb: "put", object: "documents"}, intent{Verb: "insert"}, "put documents into shop.reviews", ""},
		{core{verb: "list", object: "the issues"}, intent{Verb: "list", Read: true}, "list the issues", ""},
		{core{verb: "click", object: "the submit button"}, intent{Verb: "click"}, "click the submit button", ""},
		{core{verb: "set", object: "the compression test"}, intent{Verb: "set"}, "set the compression test", ""},
		{core{verb: "change", object: "a personal label"}, intent{Verb: "change"}, "change a personal label", ""},
		{core{verb: "create", object: "Nina Martinez"}, intent{Verb: "create"}, "create Nina Martinez", ""},
		{core{verb: "log", object: "a sample arriving"}, intent{Verb: "log"}, "log a sample arriving for client 5", ""},
		{core{verb: "drop", object: "a.pdf"}, intent{Verb: "drop"}, "drop a.pdf onto the upload area", ""},
	} {
		got := st.doneState(c.c, c.in, c.b, []string{"I need"})
		want := ""
		if c.want != "" {
			want = "I need " + c.want + "."
		}
		if got != want {
			t.Errorf("doneState(%q) = %q, want %q", c.b, got, want)
		}
	}
}

// TestDoneStateRequests: a change tool's requests say the state wanted
// on some records ("Can we get PR 5 merged?"), never on most, and keep
// every value.
func TestDoneStateRequests(t *testing.T) {
	cases := []requestCase{
		{"close_issue", "Close an issue",
			`{"type":"object","properties":{"issue_id":{"type":"integer","description":"Issue number"}},"required":["issue_id"]}`,
			`{"issue_id":4821}`, []string{"4821"}, nil},
	}
	const n = 200
	done := 0
	forRequests(t, cases, n, 7, func(c requestCase, _ int, text string) {
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q lacks %q", c.name, text, w)
			}
		}
		if strings.Contains(text, "4821 closed") {
			done++
		}
	})
	if done == 0 || done > n/4 {
		t.Errorf("%d of %d requests ask for the issue closed, want some and at most a quarter", done, n)
	}
}
