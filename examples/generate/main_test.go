package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
)

func TestMain(m *testing.M) {
	testenv.RunExampleServerIfChild()
	os.Exit(m.Run())
}

// TestExampleProgram builds the example and runs it against the bundled
// example server (this test binary in its server role): the dataset it
// writes holds the real outputs of the read-only tools.
func TestExampleProgram(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "generate")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	command, env := testenv.ExampleServer(t, exampleserver.Faults{})
	out := filepath.Join(dir, "out.jsonl")
	cmd := exec.Command(bin, out, command)
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("example: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	results := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec struct {
			Messages []struct{ Role, Name, Content string }
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		for _, m := range rec.Messages {
			if m.Role == "tool" && m.Name == "list_rooms" && strings.Contains(m.Content, "HQ-101") {
				results++ // list_rooms' real output names the rooms
			}
		}
	}
	if results == 0 {
		t.Error("no record holds list_rooms' real output")
	}
	if _, err := os.Stat(strings.TrimSuffix(out, ".jsonl") + ".manifest.json"); err != nil {
		t.Errorf("no manifest: %v", err)
	}
}
