package generate

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// argsOf decodes a call's argument string.
func argsOf(t *testing.T, s string) map[string]any {
	t.Helper()
	var a map[string]any
	if err := json.Unmarshal([]byte(s), &a); err != nil {
		t.Fatal(err)
	}
	return a
}

// TestFollowupKeepsTitleWithBody: a follow-up does not give a note (or a
// mail) another title while keeping its body: the title names that text
// ("Weekly goals" over a note about groceries is no correction).
func TestFollowupKeepsTitleWithBody(t *testing.T) {
	src := toolsFor(t, "jot", `[
	{"name":"save_note","description":"Save a note with a title and a body","inputSchema":{"type":"object","properties":{"title":{"type":"string","description":"Title of the note"},"body":{"type":"string","description":"Text of the note"},"pinned":{"type":"boolean","description":"Pin the note"}},"required":["title","body"]}}
	]`)
	n := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 30, 5) {
		names, args := r.calls()
		if len(names) < 2 {
			continue
		}
		n++
		a, b := argsOf(t, args[0]), argsOf(t, args[len(args)-1])
		if a["body"] == b["body"] && a["title"] != b["title"] {
			t.Errorf("title changed from %q to %q over the same body %q", a["title"], b["title"], a["body"])
		}
	}
	if n == 0 {
		t.Fatal("no follow-up made")
	}
}

// TestFollowupRedoAsksRelatedTool: after declining a move, the user does
// not restate another move with every value new in the same words ("Not
// that one. Move c to d."); a related tool of the server is asked
// instead, about the file the declined move was about.
func TestFollowupRedoAsksRelatedTool(t *testing.T) {
	src := toolsFor(t, "files", `[
	{"name":"move_file","description":"Move or rename a file","inputSchema":{"type":"object","properties":{"source":{"type":"string","description":"Path of the file to move"},"destination":{"type":"string","description":"New path of the file"}},"required":["source","destination"]}},
	{"name":"get_file_info","description":"Get the size, times and permissions of a file","inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"}},"required":["path"]},"annotations":{"readOnlyHint":true}}
	]`)
	n := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 30, 3) {
		names, args := r.calls()
		if len(names) < 2 || names[0] != "move_file" {
			continue
		}
		n++
		a, b := argsOf(t, args[0]), argsOf(t, args[1])
		if names[1] == "move_file" && a["source"] != b["source"] && a["destination"] != b["destination"] {
			t.Errorf("every value of the move said anew: %s then %s", args[0], args[1])
		}
		if names[1] == "get_file_info" && b["path"] != a["source"] {
			t.Errorf("asked about another file than the one declined: %s then %s", args[0], args[1])
		}
	}
	if n == 0 {
		t.Fatal("no follow-up of move_file made")
	}
}

// TestParallelDropSameConnection: a call asked beside one dropping a
// database runs on the same connection ("drop database a on prod-1; list
// the databases on that connection"), not on another one drawn alone.
func TestParallelDropSameConnection(t *testing.T) {
	src := toolsFor(t, "db", `[
	{"name":"drop_database","description":"Drop a database","inputSchema":{"type":"object","properties":{"connectionId":{"type":"string","description":"Id of the open connection"},"database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]},"annotations":{"destructiveHint":true}},
	{"name":"list_databases","description":"List the databases of a connection","inputSchema":{"type":"object","properties":{"connectionId":{"type":"string","description":"Id of the open connection"}},"required":["connectionId"]},"annotations":{"readOnlyHint":true}}
	]`)
	n := 0
	for _, r := range kindRecords(t, []Source{src}, "parallel", 20, 4) {
		names, args := r.calls()
		if len(names) != 2 || names[0] != "drop_database" || names[1] != "list_databases" {
			continue
		}
		n++
		if a, b := argsOf(t, args[0]), argsOf(t, args[1]); a["connectionId"] != b["connectionId"] {
			t.Errorf("%q: the listing on another connection (%v, %v)", r.request(), a["connectionId"], b["connectionId"])
		}
	}
	if n == 0 {
		t.Fatal("no drop beside a listing made")
	}
}

// TestWithoutSaidWhere: a later request's short sentence saying only
// where the first already works is dropped; its ask is kept.
func TestWithoutSaidWhere(t *testing.T) {
	said := []any{"staging-51df"}
	for in, want := range map[string]string{
		"I'm going through my staging-51df connection. Fetch the latest events.": "Fetch the latest events.",
		"Give me all collections. staging-51df is the connection to use.":        "Give me all collections.",
		"Fetch the latest events on staging-51df. Limit it to 15.":               "Fetch the latest events on staging-51df. Limit it to 15.",
		"Fetch the latest events on staging-51df.":                               "Fetch the latest events on staging-51df.",
	} {
		if got := withoutSaidWhere(in, said); got != want {
			t.Errorf("withoutSaidWhere(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSameSubjectWordsToToken: words corrected to a token ("Great
// service, thanks!" to "correct-horse-42") is another kind of value, not
// a slip a follow-up corrects; words to words is.
func TestSameSubjectWordsToToken(t *testing.T) {
	p := prompt.Param{Name: "text", Role: role.Role{Kind: role.ElementDesc}}
	params := []prompt.Param{p}
	for _, c := range []struct {
		v1, v2 string
		want   bool
	}{
		{"Great service, thanks!", "correct-horse-42", false},
		{"Great service, thanks!", "Thanks for the quick fix", true},
		{"Lyon", "Porto", true},
	} {
		if got := sameSubject(params, map[string]any{"text": c.v1}, p, c.v1, c.v2); got != c.want {
			t.Errorf("sameSubject(%q → %q) = %v, want %v", c.v1, c.v2, got, c.want)
		}
	}
}

// TestFollowupNestedIDCorrected: a declined comment on a page (its id
// inside a record) is corrected by the page's id alone ("Sorry, I pasted
// the wrong one. It's …"), the text kept, not restated as another
// comment on another page.
func TestFollowupNestedIDCorrected(t *testing.T) {
	src := toolsFor(t, "wiki", `[
	{"name":"add_comment","description":"Add a comment to a page","inputSchema":{"type":"object","properties":{"parent":{"type":"object","properties":{"page_id":{"type":"string","format":"uuid","description":"Id of the page"}},"required":["page_id"]},"text":{"type":"string","description":"Text of the comment"}},"required":["parent","text"]}}
	]`)
	n := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 20, 6) {
		names, args := r.calls()
		if len(names) < 2 {
			continue
		}
		n++
		a, b := argsOf(t, args[0]), argsOf(t, args[1])
		if fmt.Sprint(a["parent"]) != fmt.Sprint(b["parent"]) && a["text"] != b["text"] {
			t.Errorf("page and text both changed: %s then %s", args[0], args[1])
		}
	}
	if n == 0 {
		t.Fatal("no follow-up made")
	}
}
