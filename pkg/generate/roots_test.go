package generate

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/synth"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// rootedExecutor stands for a file server that allows one folder, /srv/x:
// it lists that folder and answers calls on paths inside it.
type rootedExecutor struct{}

func (rootedExecutor) Execute(_ context.Context, _ int, t *tool.Tool, args json.RawMessage) (*ExecResult, error) {
	if t.Name == "list_allowed_directories" {
		return &ExecResult{Content: "Allowed directories: /srv/x"}, nil
	}
	if strings.Contains(string(args), `"/`) && !strings.Contains(string(args), `"/srv/x`) {
		return &ExecResult{Content: "Access denied - path outside allowed directories", IsError: true}, nil
	}
	return &ExecResult{Content: "ok"}, nil
}

// TestKindsStayInProbedRoots: in an executing run whose pools (a probe's,
// or hints') hold paths under one folder, no parallel or follow-up record
// asks for a path outside it ("I'm allowed to work in /srv/x", then
// "open /home/dev/…"): such a record is not made, and counted.
func TestKindsStayInProbedRoots(t *testing.T) {
	src := corpusSource(t, "filesystem.json", "fs")
	keep := []string{"list_allowed_directories", "read_media_file", "move_file", "get_file_info", "list_directory"}
	src.Tools = slices.DeleteFunc(src.Tools, func(tl tool.Tool) bool { return !slices.Contains(keep, tl.Name) })
	pools := map[string][]any{
		"path":   {"/srv/x/notes.txt", "/srv/x/docs/budget.md", "/srv/x/docs"},
		"source": {"/srv/x/notes.txt", "/srv/x/docs/budget.md"},
	}
	for _, k := range []string{"parallel", "followup"} {
		m, err := parseMix(k + "=1")
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), k+".jsonl")
		runTo(t, []Source{src}, config{N: 6, Seed: 5, Mix: m, Shape: ShapeFull, Executor: rootedExecutor{}, Hints: synth.Hints{Pools: pools}}, out)
		for i, r := range readKindRecs(t, out) {
			names, args := r.calls()
			if len(names) < 2 {
				continue
			}
			for _, a := range args {
				if strings.Contains(a, `"/`) && strings.Contains(strings.ReplaceAll(a, `"/srv/x`, ""), `"/`) {
					t.Errorf("%s line %d: a call outside /srv/x: %s", k, i+1, strings.Join(args, " "))
				}
			}
		}
	}
}
