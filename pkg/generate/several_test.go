package generate

import (
	"fmt"
	"path"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// TestSeveralToolGetsSeveral: a tool made to work on several items at
// once ("Read several notes at once") is never called, in a parallel
// or a follow-up record, with a list of one: "show me a.md side by side"
// with one file is no request a person makes.
func TestSeveralToolGetsSeveral(t *testing.T) {
	src := toolsFor(t, "notes", `[
	{"name":"read_notes","description":"Read several notes at once and return their texts side by side.","inputSchema":{"type":"object","properties":{"paths":{"type":"array","items":{"type":"string"},"minItems":1,"description":"Paths of the notes to read"}},"required":["paths"]},"annotations":{"readOnlyHint":true}},
	{"name":"note_info","description":"Get the size and the last change of a note.","inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the note"}},"required":["path"]},"annotations":{"readOnlyHint":true}}
	]`)
	n := 0
	for _, k := range []string{"parallel", "followup"} {
		for _, r := range kindRecords(t, []Source{src}, k, 24, 3) {
			names, args := r.calls()
			for i, name := range names {
				if name != "read_notes" {
					continue
				}
				n++
				if l, _ := argsOf(t, args[i])["paths"].([]any); len(l) < 2 {
					t.Errorf("%s record: read_notes called with %d path(s): %s (request %q)", k, len(l), args[i], r.request())
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no call of read_notes made")
	}
}

// TestCorrectionKeepsTiedValues: a correction does not change a value
// another value of the request is named after (collection "reviews" of
// the index "reviews_vector_index"), nor one half of a page element (its
// description without its ref, "the Accept cookies button" on e57).
func TestCorrectionKeepsTiedValues(t *testing.T) {
	coll := prompt.Param{Name: "collection", Required: true, Role: role.Role{Kind: role.Collection}}
	name := prompt.Param{Name: "name", Required: true, Role: role.Role{Kind: role.Ident}}
	args := map[string]any{"collection": "reviews", "name": "reviews_vector_index"}
	other := map[string]any{"collection": "users", "name": "reviews_vector_index"}
	for _, p := range changeable([]prompt.Param{coll, name}, args, other) {
		if p.Name == "collection" {
			t.Errorf("collection corrected from reviews to users under the index reviews_vector_index")
		}
	}
	title := prompt.Param{Name: "title", Required: true, Role: role.Role{Kind: role.Title}}
	args = map[string]any{"collection": "events", "title": "Events - monthly export"}
	other = map[string]any{"collection": "events", "title": "Products - monthly export"}
	if got := changeable([]prompt.Param{coll, title}, args, other); len(got) > 0 {
		t.Errorf("the title named after collection events corrected alone: %v", got)
	}
	desc := prompt.Param{Name: "element", Role: role.Role{Kind: role.ElementDesc}}
	ref := prompt.Param{Name: "target", Required: true, Role: role.Role{Kind: role.ElementRef}}
	args = map[string]any{"element": "Email field", "target": "e57"}
	other = map[string]any{"element": "Accept cookies button", "target": "e81"}
	if got := changeable([]prompt.Param{desc, ref}, args, other); len(got) > 0 {
		t.Errorf("one half of a page element corrected alone: %v", got)
	}
}

// TestParallelNotOnlyResorted: two calls of one tool in a parallel record
// differ in what they ask for, not only in how the results are sorted
// ("search everything; also search everything, newest first"), and a
// choice carried from the first ask is never pointed back at as a thing
// ("with the most followers first … that most first").
func TestParallelNotOnlyResorted(t *testing.T) {
	src := toolsFor(t, "wiki", `[
	{"name":"search_pages","description":"Search the pages of the wiki by title","inputSchema":{"type":"object","properties":{"query":{"type":"string","description":"Words of the title"},"sort":{"type":"object","properties":{"direction":{"type":"string","enum":["ascending","descending"]},"timestamp":{"type":"string","enum":["last_edited_time"]}},"description":"How to sort the results"}}},"annotations":{"readOnlyHint":true}},
	{"name":"search_users","description":"Search the users of the wiki","inputSchema":{"type":"object","properties":{"q":{"type":"string","description":"Name to look for"},"order":{"type":"string","enum":["followers","joined"],"description":"Sort by the most followers or the newest"}},"required":["q"]},"annotations":{"readOnlyHint":true}}
	]`)
	n := 0
	for _, r := range kindRecords(t, []Source{src}, "parallel", 30, 7) {
		names, args := r.calls()
		if strings.Contains(r.request(), "that followers") || strings.Contains(r.request(), "that most") {
			t.Errorf("a carried choice pointed back at: %q", r.request())
		}
		for i := range names {
			for j := i + 1; j < len(names); j++ {
				if names[i] != names[j] {
					continue
				}
				n++
				a, b := argsOf(t, args[i]), argsOf(t, args[j])
				delete(a, "sort")
				delete(b, "sort")
				delete(a, "order")
				delete(b, "order")
				if fmt.Sprint(a) == fmt.Sprint(b) {
					t.Errorf("two calls differing only in their order: %s and %s (%q)", args[i], args[j], r.request())
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no parallel record with two calls of one tool")
	}
}

// TestRedoFolderToolNotOnFile: after declining a call on a file, the
// user does not ask a folder's tool about that file ("Show me what's
// inside README.md").
func TestRedoFolderToolNotOnFile(t *testing.T) {
	src := toolsFor(t, "files", `[
	{"name":"write_file","description":"Write a text file, replacing it","inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"},"content":{"type":"string","description":"Text to write"}},"required":["path","content"]}},
	{"name":"list_directory","description":"List the files and folders of a directory","inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the directory"}},"required":["path"]},"annotations":{"readOnlyHint":true}}
	]`)
	n := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 30, 2) {
		names, args := r.calls()
		for i, name := range names {
			if name != "list_directory" {
				continue
			}
			n++
			if p, _ := argsOf(t, args[i])["path"].(string); path.Ext(p) != "" {
				t.Errorf("a directory listed at the file path %q (%q)", p, r.request())
			}
		}
	}
	if n == 0 {
		t.Fatal("no call of list_directory made")
	}
}
