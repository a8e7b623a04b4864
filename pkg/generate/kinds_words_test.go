package generate

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// toolsFor parses tools written for a test (an MCP tools/list result's
// "tools" array) into a source of server name server.
func toolsFor(t *testing.T, server, toolsJSON string) Source {
	t.Helper()
	tools, err := tool.ParseFile([]byte(`{"tools":`+toolsJSON+`}`), tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	return Source{Server: server, Tools: tools}
}

// kindRecords runs srcs offline with only kind k and returns the records
// (of kind k, or single calls where k could not be made).
func kindRecords(t *testing.T, srcs []Source, k string, n int, seed int64) []kindRec {
	t.Helper()
	wordingOnly(t)
	m, err := parseMix(k + "=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, srcs, config{N: n, Seed: seed, Mix: m}, out)
	return readKindRecs(t, out)
}

// readKindRecs reads the openai-format records of the JSONL file path.
func readKindRecs(t *testing.T, path string) []kindRec {
	t.Helper()
	var recs []kindRec
	for _, line := range strings.Split(strings.TrimSpace(string(read(t, path))), "\n") {
		var r kindRec
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

type kindRec struct {
	Messages []struct {
		Role       string `json:"role"`
		Content    string `json:"content"`
		ToolCallID string `json:"tool_call_id"`
		ToolCalls  []struct {
			ID       string `json:"id"`
			Function struct {
				Name      string `json:"name"`
				Arguments string `json:"arguments"`
			} `json:"function"`
		} `json:"tool_calls"`
	} `json:"messages"`
}

// request is the record's first user turn.
func (r kindRec) request() string {
	for _, m := range r.Messages {
		if m.Role == "user" {
			return m.Content
		}
	}
	return ""
}

// results are the contents of the record's tool messages, in order.
func (r kindRec) results() []string {
	var out []string
	for _, m := range r.Messages {
		if m.Role == "tool" {
			out = append(out, m.Content)
		}
	}
	return out
}

// calls are the names and argument strings of the record's tool calls,
// in order.
func (r kindRec) calls() (names, args []string) {
	for _, m := range r.Messages {
		for _, c := range m.ToolCalls {
			names = append(names, c.Function.Name)
			args = append(args, c.Function.Arguments)
		}
	}
	return names, args
}

// vaultTools: a listing whose items have an id and a name, a read of one
// item, and a deletion of one.
const vaultTools = `[
 {"name":"list_vaults","description":"List the secret vaults of the account","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{}},
  "outputSchema":{"type":"object","properties":{"vaults":{"type":"array","minItems":2,"items":{"type":"object",
   "properties":{"vaultId":{"type":"string","description":"Vault id"},"name":{"type":"string","description":"Vault name"}},
   "required":["vaultId","name"]}}},"required":["vaults"]}},
 {"name":"get_vault_stats","description":"Get usage statistics of a vault","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"vaultId":{"type":"string","description":"Vault id"}},"required":["vaultId"]}},
 {"name":"delete_vault","description":"Delete a vault and every secret in it",
  "inputSchema":{"type":"object","properties":{"vaultId":{"type":"string","description":"Vault id"}},"required":["vaultId"]}}
]`

// TestChainNamesItem: a chain's second call works on an item the person
// names (the name beside its id in the listing), not on "the first one it
// lists": nobody deletes whatever a listing shows first.
func TestChainNamesItem(t *testing.T) {
	chains := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "vault", vaultTools)}, "chain", 8, 4) {
		if names, _ := r.calls(); len(names) < 2 {
			continue
		}
		chains++
		req := r.request()
		if strings.Contains(req, "first") {
			t.Errorf("chain picks the first item: %q", req)
		}
		var result string
		for _, m := range r.Messages {
			if m.Role == "tool" {
				result = m.Content
			}
		}
		var res struct {
			Vaults []struct{ VaultID, Name string }
		}
		_ = json.Unmarshal([]byte(result), &res)
		_, args := r.calls()
		var b struct{ VaultID string }
		_ = json.Unmarshal([]byte(args[len(args)-1]), &b)
		named := false
		for _, v := range res.Vaults {
			named = named || (v.VaultID == b.VaultID && strings.Contains(req, v.Name))
		}
		if !named {
			t.Errorf("request %q does not name the vault %s of %s", req, b.VaultID, result)
		}
	}
	if chains == 0 {
		t.Fatal("no chain record")
	}
}

// TestChainFirstIsFirst: a chain whose request asks for "the first" item
// of a listing that names its items by id only calls the listing's first
// item, not another one drawn at random.
func TestChainFirstIsFirst(t *testing.T) {
	idOnly := strings.Replace(vaultTools, `"name":{"type":"string","description":"Vault name"}},
   "required":["vaultId","name"]`, `"size":{"type":"integer"}},
   "required":["vaultId"]`, 1)
	chains := 0
	for seed := int64(1); seed <= 4; seed++ {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "vault", idOnly)}, "chain", 8, seed) {
			names, args := r.calls()
			if len(names) < 2 || !strings.Contains(r.request(), "first") {
				continue
			}
			var result string
			for _, m := range r.Messages {
				if m.Role == "tool" {
					result = m.Content
				}
			}
			var res struct{ Vaults []struct{ VaultID string } }
			var b struct{ VaultID string }
			if json.Unmarshal([]byte(result), &res) != nil || len(res.Vaults) < 2 || json.Unmarshal([]byte(args[len(args)-1]), &b) != nil {
				t.Fatalf("unexpected chain record: result %s, call %s", result, args[len(args)-1])
			}
			chains++
			if b.VaultID != res.Vaults[0].VaultID {
				t.Errorf("request %q asks for the first vault, %s, but the call reads %s", r.request(), res.Vaults[0].VaultID, b.VaultID)
			}
		}
	}
	if chains < 4 {
		t.Fatalf("%d chain records ask for the first vault, want at least 4", chains)
	}
}

// TestChainNoFirstForChange: when the listing names its items by id only,
// a chain may read the first one found but never change or delete it.
func TestChainNoFirstForChange(t *testing.T) {
	idOnly := strings.Replace(vaultTools, `"name":{"type":"string","description":"Vault name"}},
   "required":["vaultId","name"]`, `"size":{"type":"integer"}},
   "required":["vaultId"]`, 1)
	if idOnly == vaultTools {
		t.Fatal("tools not rewritten")
	}
	chains := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "vault", idOnly)}, "chain", 8, 4) {
		names, _ := r.calls()
		if len(names) < 2 {
			continue
		}
		chains++
		if names[len(names)-1] == "delete_vault" {
			t.Errorf("the first vault found is deleted: %q", r.request())
		}
	}
	if chains == 0 {
		t.Fatal("no chain record (a read of the first vault is one)")
	}
}

// askTools: a tool whose action is an enum beside the repository it acts
// on, a tool taking optional filters only, and a read of a file.
const askTools = `[
 {"name":"manage_label","description":"Create or delete a label in a repository",
  "inputSchema":{"type":"object","properties":{"action":{"type":"string","enum":["create","delete"],"description":"What to do"},
   "repo":{"type":"string","description":"Repository name"},"label":{"type":"string","description":"Label name"},
   "color":{"type":"string","description":"Hex color of the label"}},"required":["action","repo","label"]}},
 {"name":"list_rooms","description":"List meeting rooms","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"building":{"type":"string","description":"Building name"},
   "min_capacity":{"type":"integer","minimum":1,"description":"Minimum seats"}}}},
 {"name":"read_files","description":"Read several files at once","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"paths":{"type":"array","items":{"type":"string"},"minItems":2,"maxItems":3,"description":"Paths of the files"}},"required":["paths"]}},
 {"name":"read_text_file","description":"Read a text file","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"},
   "head":{"type":"integer","description":"Only the first N lines"}},"required":["path"]}}
]`

// TestClarifyAsksRequired: a clarification asks for a required value the
// request leaves out (a repository, a file), never for the enum that is
// the action ("Could you tell me the action first?") nor for an optional
// value the person did not restrict ("Which building do you mean?"), and
// asks as people ask ("Which file?").
func TestClarifyAsksRequired(t *testing.T) {
	asked := map[string]int{}
	for _, r := range kindRecords(t, []Source{toolsFor(t, "x", askTools)}, "clarify", 8, 6) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		names, _ := r.calls()
		q := r.Messages[1].Content
		asked[names[0]]++
		for _, bad := range []string{"action", "building", "capacity", "head", "color", "Could you tell me", "do you mean"} {
			if strings.Contains(q, bad) {
				t.Errorf("%s: question %q asks %q", names[0], q, bad)
			}
		}
		if strings.HasPrefix(names[0], "read_") && !strings.Contains(q, "file") {
			t.Errorf("%s: question %q does not ask for the file", names[0], q)
		}
	}
	// read_files takes nothing but its paths: its request points at the
	// files ("Can you read those files?"), never a bare "Read several
	// files.".
	if asked["list_rooms"] > 0 || asked["read_text_file"] == 0 || asked["manage_label"] == 0 {
		t.Errorf("clarified %v: want read_text_file and manage_label, not list_rooms", asked)
	}
}

// noteTools: a note's creation (which no request lists several titles
// of in one breath) and read, a listing of keys by pattern, and a tool
// taking no arguments.
const noteTools = `[
 {"name":"create_note","description":"Create a note in a folder",
  "inputSchema":{"type":"object","properties":{"title":{"type":"string","description":"Title of the note"},
   "folder":{"type":"string","description":"Folder name"}},"required":["title"]}},
 {"name":"get_note","description":"Get a note by its title","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"title":{"type":"string","description":"Title of the note"}},"required":["title"]}},
 {"name":"list_keys","description":"List keys matching a pattern","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"pattern":{"type":"string","description":"Glob pattern"}},"required":["pattern"]}},
 {"name":"get_self","description":"Retrieve your token's bot user","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{}}}
]`

// TestParallelSameSubject: a parallel request asks for things about one
// subject (the same tool again, or a tool taking the same title), never
// joins an unrelated ask ("Create note A. Also, list keys matching *")
// nor a tool of no arguments, whose request is its description ("What's
// your token's bot user?").
func TestParallelSameSubject(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "notes", noteTools)}, "parallel", 8, 2) {
		names, _ := r.calls()
		if len(names) < 2 || names[0] != "create_note" {
			continue
		}
		n++
		for _, name := range names[1:] {
			if name != "create_note" && name != "get_note" {
				t.Errorf("create_note joined with %s: %q", name, r.request())
			}
		}
	}
	if n == 0 {
		t.Fatal("no parallel record of create_note")
	}
	for _, r := range kindRecords(t, []Source{toolsFor(t, "notes", noteTools)}, "parallel", 4, 2) {
		if names, _ := r.calls(); len(names) > 1 && slices.Contains(names, "get_self") {
			t.Errorf("a tool of no arguments in a parallel request: %q", r.request())
		}
	}
}

// TestClarifyRequestSaysNoHole: a request that leaves its path out for
// the assistant to ask does not say the path's absence ("Nothing:
// replace …", the captured filesystem server's edit request without its
// path).
func TestClarifyRequestSaysNoHole(t *testing.T) {
	for _, r := range kindRecords(t, []Source{corpusSource(t, "filesystem.json", "filesystem")}, "clarify", 8, 11) {
		if req := r.request(); strings.Contains(strings.ToLower(req), "nothing") {
			t.Errorf("request says the value left out: %q", req)
		}
	}
}

// fileTools: a write of a file's content and a script run.
const fileTools = `[
 {"name":"write_file","description":"Write content to a file",
  "inputSchema":{"type":"object","properties":{"path":{"type":"string","description":"Path of the file"},
   "content":{"type":"string","description":"Content to write"}},"required":["path","content"]}},
 {"name":"evaluate","description":"Run JavaScript in the page",
  "inputSchema":{"type":"object","properties":{"script":{"type":"string","description":"JavaScript code to run"}},"required":["script"]}}
]`

// TestFollowUpCorrectsSameSubject: after a declined call, a correction
// changes a value to one of the same kind and subject: never the path of
// a file whose content the request gives ("Wrong one. Use
// docker-compose.yml." for a to-do list), never a script for another
// script, and not in stock words ("Wait, make the script …").
func TestFollowUpCorrectsSameSubject(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "fs", fileTools)}, "followup", 8, 3) {
		users := 0
		var redo string
		for _, m := range r.Messages {
			if m.Role == "user" {
				users++
				redo = m.Content
			}
		}
		if users != 2 {
			continue
		}
		n++
		for _, bad := range []string{"Wait, make", "Wrong one", "script should be", "the path should be"} {
			if strings.Contains(redo, bad) {
				t.Errorf("correction %q says %q", redo, bad)
			}
		}
		names, args := r.calls()
		if names[0] == "write_file" && names[1] == "write_file" {
			var a, b struct{ Path, Content string }
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[1]), &b)
			if a.Content == b.Content && a.Path != b.Path {
				t.Errorf("the same content moved to another file: %q after %q", redo, r.request())
			}
		}
	}
	if n == 0 {
		t.Fatal("no follow-up record")
	}
}

// pageTools: a page's retitling (a title, which no request lists several
// of in one breath), on a connection.
const pageTools = `[
 {"name":"rename_page","description":"Change the title of a page",
  "inputSchema":{"type":"object","properties":{"workspace":{"type":"string","description":"Workspace name"},
   "page_id":{"type":"string","description":"Id of the page"},"title":{"type":"string","description":"New title of the page"}},
   "required":["workspace","page_id","title"]}}
]`

// TestParallelNotOneTargetTwice: two calls of one tool in a parallel
// request work in the same place (the workspace) but on two things: never
// two edits of one page ("change page A's title to X. And change page
// A's title to Y.").
func TestParallelNotOneTargetTwice(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "pages", pageTools)}, "parallel", 8, 5) {
		_, args := r.calls()
		if len(args) < 2 {
			continue
		}
		n++
		var a, b struct {
			Workspace string
			PageID    string `json:"page_id"`
		}
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[1]), &b)
		if a.PageID == b.PageID {
			t.Errorf("one page edited twice: %q", r.request())
		}
		if a.Workspace != b.Workspace {
			t.Errorf("two workspaces in one request: %q", r.request())
		}
	}
	if n == 0 {
		t.Fatal("no parallel record")
	}
}

// dbTools: a pipeline run (a pasted structure), a database's statistics
// and a database's deletion, each through a connection.
const dbTools = `[
 {"name":"run_pipeline","description":"Run an aggregation pipeline on a database","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"connectionId":{"type":"string","description":"Connection id"},
   "database":{"type":"string","description":"Database name"},
   "pipeline":{"type":"array","minItems":1,"items":{"type":"object","properties":{"$match":{"type":"object"}},"required":["$match"]},"description":"Aggregation stages"}},
   "required":["connectionId","database","pipeline"]}},
 {"name":"db_stats","description":"Get statistics of a database","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"connectionId":{"type":"string","description":"Connection id"},
   "database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]}},
 {"name":"drop_database","description":"Delete a database",
  "inputSchema":{"type":"object","properties":{"connectionId":{"type":"string","description":"Connection id"},
   "database":{"type":"string","description":"Database name"}},"required":["connectionId","database"]}}
]`

// TestParallelNoPastedPairNoUndone: a parallel request with a pasted
// structure pairs it with a call about the same thing that pastes none
// (not two pipelines in one message), and a deletion is never paired
// with a call on what it deletes ("drop database a. And get the stats of
// a.").
func TestParallelNoPastedPairNoUndone(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "db", dbTools)}, "parallel", 8, 7) {
		names, args := r.calls()
		if len(names) < 2 {
			continue
		}
		n++
		if names[0] == "run_pipeline" && names[1] == "run_pipeline" {
			t.Errorf("two pasted pipelines in one request: %q", r.request())
		}
		if names[0] == "drop_database" && names[1] != "drop_database" {
			var a, b struct{ ConnectionID, Database string }
			_ = json.Unmarshal([]byte(args[0]), &a)
			_ = json.Unmarshal([]byte(args[1]), &b)
			if a == b {
				t.Errorf("a call on the database dropped in the same breath: %q", r.request())
			}
		}
	}
	if n == 0 {
		t.Fatal("no parallel record")
	}
}

// repoTools: a comment on an issue (a long body) and a read of a pull
// request, both in a repository of an owner.
const repoTools = `[
 {"name":"comment_issue","description":"Add a comment to an issue",
  "inputSchema":{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},
   "repo":{"type":"string","description":"Repository name"},"issue_number":{"type":"integer","description":"Issue number"},
   "body":{"type":"string","minLength":80,"description":"Comment text"}},"required":["owner","repo","issue_number","body"]}},
 {"name":"get_pull_request","description":"Get a pull request","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},
   "repo":{"type":"string","description":"Repository name"},"pull_number":{"type":"integer","description":"Pull request number"}},
   "required":["owner","repo","pull_number"]}}
]`

// TestParallelOneRepository: two tools in one request work in one
// repository (owner and name), as a person asking about one project does.
func TestParallelOneRepository(t *testing.T) {
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "gh", repoTools)}, "parallel", 8, 3) {
		names, args := r.calls()
		if len(names) < 2 || names[0] == names[1] {
			continue
		}
		n++
		var a, b struct{ Owner, Repo string }
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[1]), &b)
		if a != b {
			t.Errorf("two repositories in one request (%v, %v): %q", a, b, r.request())
		}
	}
	if n == 0 {
		t.Fatal("no parallel record of two tools")
	}
}

// TestFollowUpKeepsRenameTarget: a correction after a declined rename
// never swaps the new name alone ("Sorry, the new should be
// products_old" for the users collection).
func TestFollowUpKeepsRenameTarget(t *testing.T) {
	tools := `[{"name":"rename_table","description":"Rename a table",
  "inputSchema":{"type":"object","properties":{"database":{"type":"string","description":"Database name"},
   "table":{"type":"string","description":"Table to rename"},"newName":{"type":"string","description":"New name of the table"}},
   "required":["database","table","newName"]}}]`
	n := 0
	for _, r := range kindRecords(t, []Source{toolsFor(t, "sql", tools)}, "followup", 10, 2) {
		_, args := r.calls()
		if len(args) < 2 {
			continue
		}
		n++
		var a, b struct{ Table, NewName string }
		_ = json.Unmarshal([]byte(args[0]), &a)
		_ = json.Unmarshal([]byte(args[1]), &b)
		if a.Table == b.Table && a.NewName != b.NewName {
			t.Errorf("new name swapped alone: %q", r.Messages[len(r.Messages)-2].Content)
		}
	}
	if n == 0 {
		t.Fatal("no follow-up")
	}
}

// browserTools: a change (starring a repository; not a page action, which
// is never made beside another call) and a screenshot with optional
// sizes.
const browserTools = `[
 {"name":"star_repo","description":"Star a repository",
  "inputSchema":{"type":"object","properties":{"repo":{"type":"string","description":"Repository name"}},"required":["repo"]}},
 {"name":"page_screenshot","description":"Take a screenshot of the page","annotations":{"readOnlyHint":true},
  "inputSchema":{"type":"object","properties":{"name":{"type":"string","description":"Name of the screenshot"},
   "width":{"type":"integer","minimum":320,"maximum":3840,"description":"Width in pixels"},
   "height":{"type":"integer","minimum":240,"maximum":2160,"description":"Height in pixels"},
   "fullPage":{"type":"boolean","description":"Capture the full page"}}}}
]`

// TestParallelSecondAskPlain: another tool asked for beside a call is
// asked for plainly: its optional details (a size, a full-page flag) are
// no part of a request nobody made ("Star the api repo. Also, take a
// screenshot called cart-empty, 768 pixels tall").
func TestParallelSecondAskPlain(t *testing.T) {
	n := 0
	for seed := int64(1); seed <= 40; seed++ {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "web", browserTools)}, "parallel", 10, seed) {
			names, args := r.calls()
			if len(names) < 2 || names[0] != "star_repo" || names[1] != "page_screenshot" {
				continue
			}
			n++
			if strings.ContainsAny(args[1], ":") && args[1] != "{}" {
				t.Errorf("second ask with details %s: %q", args[1], r.request())
			}
		}
	}
	if n == 0 {
		t.Fatal("no parallel record of star_repo")
	}
}

// TestFollowUpMoveKeepsTwoPaths: a follow-up's second move, its paths
// put in the first request's folder, never moves a file onto itself.
func TestFollowUpMoveKeepsTwoPaths(t *testing.T) {
	const moveTools = `[
 {"name":"move_file","description":"Move or rename a file",
  "inputSchema":{"type":"object","properties":{"source":{"type":"string","description":"Path of the file to move"},
   "destination":{"type":"string","description":"New path of the file"}},"required":["source","destination"]}}
]`
	moves := 0
	for seed := int64(1); seed <= 6; seed++ {
		for _, r := range kindRecords(t, []Source{toolsFor(t, "files", moveTools)}, "followup", 8, seed) {
			for _, a := range func() []string { _, args := r.calls(); return args }() {
				var m struct{ Source, Destination string }
				if err := json.Unmarshal([]byte(a), &m); err != nil {
					t.Fatal(err)
				}
				moves++
				if m.Source == m.Destination {
					t.Errorf("a move of %s onto itself after %q", m.Source, r.request())
				}
			}
		}
	}
	if moves == 0 {
		t.Fatal("no move call")
	}
}

// wordingOnly skips a test that checks only the words of records when the
// race detector is on: make test runs it without -race, and under -race
// the many generations of these tests outlast the package's timeout on a
// two-core machine. The concurrent paths they use (workers, the example
// server's executor) have their own tests that still run under -race
// (kinds_exec_test.go, execute_test.go, TestSameSeedSameBytesEveryServer).
func wordingOnly(t *testing.T) {
	t.Helper()
	if raceDetector {
		t.Skip("checks words only; runs in make test without -race")
	}
}
