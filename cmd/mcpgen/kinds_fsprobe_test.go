package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// TestExecuteProbeFilesystemEdits: generate --execute --probe on the real
// filesystem server over a few sample files: no call of any kind (single
// records too) names a path outside the folder the server allows (a
// move's destination is put beside the files it moves), and an edit_file
// call replaces text that is in the file it edits (a line of it read
// from the server), not a sample made up for another file; no slot of
// a kind is skipped for a path outside the folder.
func TestExecuteProbeFilesystemEdits(t *testing.T) {
	node := testenv.NPMServer(t, "server-filesystem")
	dir := t.TempDir()
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"config.yaml":   "name: app\nport: 8080\nlog_level: info\n",
		"docs/notes.md": "# Notes\n\nThe deploy runs on Fridays.\nCache TTL is 300 seconds.\nRetries: 3\n",
		"docs/todo.txt": "TODO: fix the login redirect\nTODO: add rate limiting\n",
	}
	for name, text := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := filepath.Join(t.TempDir(), "mcp.json")
	io, _, _, errb := TestIO()
	if code := run(context.Background(), append([]string{"mcpgen", "--config", cfg, "server", "add", "fs", "--"}, append(node, root)...), io); code != 0 {
		t.Fatalf("server add: exit %d: %s", code, errb)
	}
	out := filepath.Join(t.TempDir(), "fs.jsonl")
	io, _, _, errb = TestIO()
	code := run(context.Background(), []string{"mcpgen", "--config", cfg, "generate", "--server", "fs", "--execute", "--probe",
		"--mix", "single=0.4,parallel=0.2,chain=0.2,followup=0.1,clarify=0.1", "-n", "8", "--seed", "1", "-o", out}, io)
	if code != 0 {
		t.Fatalf("generate: exit %d: %s", code, errb)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	edits := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var rec struct {
			Messages []struct {
				ToolCalls []struct {
					Function struct {
						Name      string `json:"name"`
						Arguments string `json:"arguments"`
					} `json:"function"`
				} `json:"tool_calls"`
			} `json:"messages"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		for _, m := range rec.Messages {
			for _, c := range m.ToolCalls {
				var a map[string]any
				if err := json.Unmarshal([]byte(c.Function.Arguments), &a); err != nil {
					t.Fatal(err)
				}
				for _, v := range stringLeaves(a) {
					if strings.HasPrefix(v, "/") && !strings.HasPrefix(v, root) {
						t.Errorf("%s: a path outside %s: %s", c.Function.Name, root, c.Function.Arguments)
					}
				}
				if c.Function.Name != "edit_file" {
					continue
				}
				path, _ := a["path"].(string)
				text, ok := files[strings.TrimPrefix(path, root+"/")]
				if !ok {
					continue
				}
				edits++
				es, _ := a["edits"].([]any)
				for _, e := range es {
					if old, _ := e.(map[string]any)["oldText"].(string); !strings.Contains(text, old) {
						t.Errorf("edit_file of %s replaces %q, which is not in it", path, old)
					}
				}
			}
		}
	}
	if edits == 0 {
		t.Fatal("no edit_file call on a sample file")
	}
	// A call drawn beside another (a parallel record's second tool) is
	// put on the allowed folder too: no slot is lost to a path elsewhere.
	man, err := os.ReadFile(strings.TrimSuffix(out, ".jsonl") + ".manifest.json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(man), "outside the directories") {
		t.Errorf("slots skipped for a path outside the allowed folder: %s", man)
	}
}

// stringLeaves is every string inside v.
func stringLeaves(v any) []string {
	var out []string
	switch x := v.(type) {
	case string:
		out = append(out, x)
	case []any:
		for _, e := range x {
			out = append(out, stringLeaves(e)...)
		}
	case map[string]any:
		for _, e := range x {
			out = append(out, stringLeaves(e)...)
		}
	}
	return out
}
