package generate

import (
	"encoding/json"
	"path/filepath"
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
	m, err := parseMix(k + "=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, srcs, config{N: n, Seed: seed, Mix: m}, out)
	var recs []kindRec
	for _, line := range strings.Split(strings.TrimSpace(string(read(t, out))), "\n") {
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
		Role      string `json:"role"`
		Content   string `json:"content"`
		ToolCalls []struct {
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
		if names[0] == "read_text_file" && !strings.Contains(q, "file") {
			t.Errorf("read_text_file: question %q does not ask for the file", q)
		}
	}
	if asked["list_rooms"] > 0 || asked["read_text_file"] == 0 || asked["manage_label"] == 0 {
		t.Errorf("clarified %v: want read_text_file and manage_label, not list_rooms", asked)
	}
}
