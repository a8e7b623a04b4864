package generate

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// sameNameTools are two tools of one file named get_job: the second is
// offered to the model as get_job_2.
const sameNameTools = `[
 {"name":"get_job","description":"Get one job","inputSchema":{"type":"object","properties":{"job_id":{"type":"string","pattern":"^JB-[0-9]{5}$"}},"required":["job_id"]}},
 {"name":"get_job","description":"Get one job by customer","inputSchema":{"type":"object","properties":{"customer":{"type":"string"}},"required":["customer"]}}
]`

// TestSameNameToolsDigestedApart: the manifest records each of two tools
// of one MCP name under its own definition digest, and resuming after
// the first one changed is refused (was: both recorded under the second
// one's digest, so a change to the first went unseen by --resume).
func TestSameNameToolsDigestedApart(t *testing.T) {
	wordingOnly(t)
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{toolsFor(t, "jobs", sameNameTools)}, config{N: 2, Seed: 1}, out)
	var m dataset.Manifest
	if err := json.Unmarshal(read(t, dataset.ManifestPath(out)), &m); err != nil {
		t.Fatal(err)
	}
	if len(m.Tools) != 2 || m.Tools[1].Name != "get_job_2" {
		t.Fatalf("manifest tools %+v, want get_job and get_job_2", m.Tools)
	}
	if m.Tools[0].Definition == "" || m.Tools[0].Definition == m.Tools[1].Definition {
		t.Errorf("definitions %q and %q, want two digests", m.Tools[0].Definition, m.Tools[1].Definition)
	}

	changed := strings.Replace(sameNameTools, `"Get one job"`, `"Get one job by its number"`, 1)
	src := toolsFor(t, "jobs", changed)
	p, err := prepare(t.Context(), []Source{src}, config{N: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	err = checkToolDefs("out.manifest.json", &m, toolDigests(p))
	var tc *ToolsChangedError
	if !errors.As(err, &tc) || len(tc.Changes) != 1 || tc.Changes[0] != "jobs/get_job (definition changed)" {
		t.Errorf("resume after the first get_job changed: %v, want jobs/get_job (definition changed)", err)
	}
}
