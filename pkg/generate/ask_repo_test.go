package generate

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// trackerTools act on an issue of a repository named by its owner and
// its name, both required.
const trackerTools = `[
 {"name":"close_issue","description":"Close an issue",
  "inputSchema":{"type":"object","properties":{"owner":{"type":"string","description":"Repository owner"},"repo":{"type":"string","description":"Repository name"},
   "issue_number":{"type":"integer","minimum":1,"maximum":500,"description":"Issue number"}},"required":["owner","repo","issue_number"]}}
]`

// TestClarifyAsksWholeRepo: a clarification leaving out the repository
// leaves out its owner and name together and the reply says them as
// people write a repository ("acme/api"), never a request giving the
// owner ("with owner "acme"") and asking for the name alone, or the
// reverse; every record passes dataset check.
func TestClarifyAsksWholeRepo(t *testing.T) {
	m, err := parseMix("clarify=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{toolsFor(t, "tracker", trackerTools)}, config{N: 12, Seed: 2, Mix: m}, out)
	whole := 0
	for _, r := range readKindRecs(t, out) {
		if len(r.Messages) < 4 || r.Messages[1].Role != "assistant" || len(r.Messages[1].ToolCalls) > 0 {
			continue
		}
		_, args := r.calls()
		var a struct {
			Owner, Repo string
		}
		if err := json.Unmarshal([]byte(args[0]), &a); err != nil {
			t.Fatal(err)
		}
		req, reply := r.request(), r.Messages[2].Content
		ownerSaid, repoSaid := strings.Contains(req, a.Owner), strings.Contains(req, a.Repo)
		if ownerSaid != repoSaid {
			t.Errorf("request %q says one half of %s/%s", req, a.Owner, a.Repo)
		}
		if !ownerSaid && !strings.Contains(reply, a.Owner+"/"+a.Repo) {
			t.Errorf("reply %q does not say %s/%s", reply, a.Owner, a.Repo)
		}
		if !ownerSaid {
			whole++
		}
	}
	if whole == 0 {
		t.Error("no clarification asked for the repository")
	}
	checkFile(t, out, "openai", nil)
}
