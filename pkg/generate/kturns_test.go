package generate

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestDeprecatedToolNotPicked: a tool whose description says it is
// deprecated in favour of another tool of its server is never the other
// call of a parallel, follow-up or clarify record about its replacement:
// a person is answered with the tool the server recommends.
func TestDeprecatedToolNotPicked(t *testing.T) {
	src := toolsFor(t, "files", `[
	{"name":"read_text","description":"Read a text file","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"},"head":{"type":"integer","minimum":1,"maximum":50,"description":"Only the first N lines"}},"required":["path"]}},
	{"name":"read_old","title":"Read (Deprecated)","description":"Read a file as text. DEPRECATED: Use read_text instead.","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"}},"required":["path"]}},
	{"name":"write_text","description":"Write a text file","inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"},"content":{"type":"string","description":"Text to write"}},"required":["path","content"]}},
	{"name":"move","description":"Move a file","inputSchema":{"type":"object","properties":{"source":{"type":"string","description":"Path of the file"},"destination":{"type":"string","description":"New path"}},"required":["source","destination"]}}
	]`)
	others := 0
	for _, k := range []string{"parallel", "followup"} {
		for _, r := range kindRecords(t, []Source{src}, k, 40, 5) {
			names, _ := r.calls()
			if len(names) < 2 || names[0] == "read_old" {
				continue
			}
			for _, n := range names[1:] {
				others++
				if n == "read_old" {
					t.Errorf("%s: deprecated read_old picked beside %s: %q", k, names[0], r.request())
				}
			}
		}
	}
	if others == 0 {
		t.Fatal("no records of several calls")
	}
}

// TestSupersededBy: the replacement is found only when the description
// says deprecated and names another offered tool as a word.
func TestSupersededBy(t *testing.T) {
	mk := func(name, title, desc string) *prepTool {
		p := &prepTool{}
		p.t.Name, p.t.Title, p.t.Description = name, title, desc
		return p
	}
	a := mk("read_text_file", "", "Read a file")
	b := mk("read_file", "", "Read a file. DEPRECATED: Use read_text_file instead.")
	c := mk("read", "Read (deprecated)", "Reads. Prefer read_text_file.")
	d := mk("list", "", "List files; read_text_file reads one.")
	all := []*prepTool{a, b, c, d}
	if got := supersededBy(b, all); got != a {
		t.Errorf("read_file: got %v", got)
	}
	if got := supersededBy(c, all); got != a {
		t.Errorf("read: got %v", got)
	}
	if got := supersededBy(d, all); got != nil {
		t.Errorf("list is not deprecated: got %v", got.t.Name)
	}
	if got := supersededBy(a, all); got != nil {
		t.Errorf("read_text_file: got %v", got.t.Name)
	}
}

// TestDeclinedRedoSaysWhy: after a declined or cancelled call the user's
// next message says why it differs: a request of the same tool on other
// things is a slip ("Sorry, wrong one."), a look at the same thing after a
// declined change is a check first ("Wait, let me check first."); never a
// postponement ("Hold off on that.", "Never mind that one for now.") of a
// call that already did not run.
func TestDeclinedRedoSaysWhy(t *testing.T) {
	src := toolsFor(t, "files", `[
	{"name":"file_info","description":"Get the size and times of a file","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"}},"required":["path"]}},
	{"name":"read_text","description":"Read a text file","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"}},"required":["path"]}},
	{"name":"move","description":"Move a file","inputSchema":{"type":"object","properties":{"source":{"type":"string","description":"Path of the file"},"destination":{"type":"string","description":"New path"}},"required":["source","destination"]}}
	]`)
	redos := 0
	for _, r := range kindRecords(t, []Source{src}, "followup", 40, 9) {
		if len(r.Messages) < 6 || r.Messages[2].Role != "tool" {
			continue
		}
		var redo string
		for _, m := range r.Messages[3:] {
			if m.Role == "user" {
				redo = m.Content
				break
			}
		}
		redos++
		for _, w := range []string{"Hold off", "for now", "Let's leave that"} {
			if strings.Contains(redo, w) {
				t.Errorf("redo %q postpones a call that did not run", redo)
			}
		}
	}
	if redos == 0 {
		t.Fatal("no declined follow-ups")
	}
}

// TestClarifyNoFlagOfSaidValue: a clarification never asks a required
// flag ("Should I accept the dialog?") of a request that already says an
// optional value taking its answer for granted ("entering Portugal at
// the prompt").
func TestClarifyNoFlagOfSaidValue(t *testing.T) {
	src := toolsFor(t, "web", `[
	{"name":"answer_dialog","description":"Handle a dialog","inputSchema":{"type":"object","properties":{"accept":{"type":"boolean","description":"Whether to accept the dialog."},"promptText":{"type":"string","description":"The text of the prompt in case of a prompt dialog."}},"required":["accept"]}}
	]`)
	for _, seed := range []int64{1, 2, 3, 4} {
		for _, r := range kindRecords(t, []Source{src}, "clarify", 8, seed) {
			if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
				continue
			}
			_, args := r.calls()
			if strings.Contains(args[0], "promptText") {
				t.Errorf("asked %q after %q", r.Messages[1].Content, r.request())
			}
		}
	}
}

// TestClarifyNoOutputCut: a clarification's request, missing the file it
// reads, says no cut of the output ("read the contents with a head of
// 60"): a person who has not said which file does not say how many lines.
func TestClarifyNoOutputCut(t *testing.T) {
	src := toolsFor(t, "files", `[
	{"name":"read_text","description":"Read a text file","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"},"head":{"type":"number","description":"If provided, returns only the first N lines of the file"},"tail":{"type":"number","description":"If provided, returns only the last N lines of the file"}},"required":["path"]}}
	]`)
	asked := 0
	for _, seed := range []int64{1, 2, 3} {
		for _, r := range kindRecords(t, []Source{src}, "clarify", 10, seed) {
			if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
				continue
			}
			asked++
			if _, args := r.calls(); strings.Contains(args[0], "head") || strings.Contains(args[0], "tail") {
				t.Errorf("request %q cuts the output of a file it does not name (%s)", r.request(), args[0])
			}
		}
	}
	if asked == 0 {
		t.Fatal("no clarification")
	}
}

// TestClarifyNoHoleNoun: a clarification leaving out the repository does
// not echo the description's "repository pull requests" (a noun of the
// thing not named, said as a modifier) nor set a restrictive clause off
// by a comma (", that are closed").
func TestClarifyNoHoleNoun(t *testing.T) {
	src := toolsFor(t, "gh", `[
	{"name":"list_prs","description":"List and filter repository pull requests","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},"state":{"type":"string","enum":["open","closed","all"],"description":"State of the pull requests to return"},"head":{"type":"string","description":"Filter by head user or head organization and branch name"}},"required":["owner","repo"]}}
	]`)
	asked := 0
	for _, seed := range []int64{1, 2, 3, 4} {
		for _, r := range kindRecords(t, []Source{src}, "clarify", 8, seed) {
			if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
				continue
			}
			asked++
			req := r.request()
			if strings.Contains(strings.ToLower(req), "repository pull requests") || strings.Contains(req, ", that ") {
				t.Errorf("request %q echoes the description", req)
			}
		}
	}
	if asked == 0 {
		t.Fatal("no clarification")
	}
}

// TestParallelDropSameDatabase: beside dropping an index of a
// collection, the other ask works in the same database ("drop index x on
// shop.reviews; count the documents in shop.products"), not in an
// unrelated one.
func TestParallelDropSameDatabase(t *testing.T) {
	src := toolsFor(t, "db", `[
	{"name":"drop_index","description":"Drop an index of a collection","inputSchema":{"type":"object","properties":{"database":{"type":"string","enum":["shop","crm","metrics","auth"],"description":"Database name"},"collection":{"type":"string","enum":["orders","reviews","users"],"description":"Collection name"},"indexName":{"type":"string","enum":["status_1","created_at_-1"],"description":"Name of the index to drop"}},"required":["database","collection","indexName"]}},
	{"name":"drop_database","description":"Drop a database","inputSchema":{"type":"object","properties":{"database":{"type":"string","enum":["shop","crm","metrics","auth"],"description":"Database name"}},"required":["database"]}},
	{"name":"count","description":"Count the documents of a collection","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"database":{"type":"string","enum":["shop","crm","metrics","auth"],"description":"Database name"},"collection":{"type":"string","enum":["orders","reviews","users"],"description":"Collection name"}},"required":["database","collection"]}}
	]`)
	seen := 0
	for _, seed := range []int64{1, 2, 3, 4, 5, 6} {
		for _, r := range kindRecords(t, []Source{src}, "parallel", 6, seed) {
			names, args := r.calls()
			if len(names) != 2 || names[1] != "count" || names[0] != "drop_index" {
				continue
			}
			var a, b map[string]any
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[1]), &b)
			seen++
			if a["database"] != b["database"] {
				t.Errorf("%s %s beside count %s: %q", names[0], args[0], args[1], r.request())
			}
		}
	}
	if seen == 0 {
		t.Fatal("no drop beside count")
	}
}

// TestParallelSameToolShort: two reads of one tool about two places ask
// the second as people do, by its coordinates alone inside the one
// request ("Turn 51.5, -0.15 into an address, and then the same for
// 42.3, -71.0?"), not with the first request's words again after a
// connector ("Also, find the address for 42.3, -71.0.").
func TestParallelSameToolShort(t *testing.T) {
	src := toolsFor(t, "maps", `[
	{"name":"reverse_geocode","description":"Convert coordinates into an address","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90,"description":"Latitude coordinate"},"longitude":{"type":"number","minimum":-180,"maximum":180,"description":"Longitude coordinate"}},"required":["latitude","longitude"]}}
	]`)
	short, n := 0, 0
	for _, seed := range []int64{1, 2, 3} {
		for _, r := range kindRecords(t, []Source{src}, "parallel", 8, seed) {
			_, args := r.calls()
			if len(args) != 2 {
				continue
			}
			n++
			var b map[string]any
			_ = json.Unmarshal([]byte(args[1]), &b)
			second := fmt.Sprint(b["latitude"]) + ", " + fmt.Sprint(b["longitude"])
			for _, lead := range []string{", and then the same for ", " Then do the same for ", " After that, do the same for "} {
				if strings.Contains(r.request(), lead+second) {
					short++
					break
				}
			}
		}
	}
	if n == 0 || short == 0 {
		t.Fatalf("%d of %d two-place records ask the second place by its coordinates alone", short, n)
	}
}

// TestFollowupNoSecondCut: a follow-up does not add a second cut of the
// output to a call that has one ("Can you do it with a tail of 500?"
// after "just the first 5 lines").
func TestFollowupNoSecondCut(t *testing.T) {
	src := toolsFor(t, "files", `[
	{"name":"read_text","description":"Read a text file","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object","properties":{"path":{"type":"string","enum":["/srv/app/a.log","/srv/app/b.log"],"description":"Path of the file"},"head":{"type":"integer","minimum":1,"maximum":50,"description":"If provided, returns only the first N lines of the file"},"tail":{"type":"integer","minimum":1,"maximum":50,"description":"If provided, returns only the last N lines of the file"}},"required":["path"]}}
	]`)
	n := 0
	for _, seed := range []int64{1, 2, 3, 4, 5} {
		for _, r := range kindRecords(t, []Source{src}, "followup", 8, seed) {
			_, args := r.calls()
			if len(args) < 2 {
				continue
			}
			n++
			last := args[len(args)-1]
			first := args[0]
			if strings.Contains(first, "head") != strings.Contains(first, "tail") && strings.Contains(last, "head") && strings.Contains(last, "tail") {
				t.Errorf("follow-up adds a second cut: %s then %s", args[0], last)
			}
		}
	}
	if n == 0 {
		t.Fatal("no follow-ups")
	}
}
