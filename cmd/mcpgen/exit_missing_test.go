package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestMissingFileIsUsage checks that a file or folder named on the command
// line that is not there exits 2 (README.md, "Exit codes") whichever
// command and flag named it, and that the message names the path.
func TestMissingFileIsUsage(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "nope.json")
	tools := filepath.Join("..", "..", "testdata", "mcp-servers", "github.json")
	out := filepath.Join(dir, "out.jsonl")
	for _, args := range [][]string{
		{"generate", "--tools", missing, "-n", "1", "-o", out},
		{"generate", "--tools", tools, "--hints", missing, "-n", "1", "-o", out},
		{"generate", "--tools", tools, "--templates", missing, "-n", "1", "-o", out},
		{"validate", missing},
		{"dataset", "check", missing},
		{"server", "import", missing},
		{"schema", "normalize", missing},
	} {
		tio, _, _, errb := TestIO()
		argv := append([]string{"mcpgen", "--config", filepath.Join(dir, "mcp_servers.json")}, args...)
		if code := run(context.Background(), argv, tio); code != exitUsage {
			t.Errorf("%s: exit %d, want %d; stderr %s", strings.Join(args, " "), code, exitUsage, errb)
		}
		if !strings.Contains(errb.String(), missing) {
			t.Errorf("%s: stderr does not name %s: %s", strings.Join(args, " "), missing, errb)
		}
	}
}
