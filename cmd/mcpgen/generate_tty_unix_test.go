//go:build unix

package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/creack/pty"
)

// TestGenerateStdoutTerminal: on a terminal, generate without -o would
// print JSONL over the progress bar; it asks for -o (exit 2) instead, and
// -o - still prints the records, with no progress bar mixed in.
func TestGenerateStdoutTerminal(t *testing.T) {
	bin, err := exec.LookPath("mcpgen") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	tools := filepath.Join(dir, "tools.json")
	if err := os.WriteFile(tools, []byte(`{"tools":[{"name":"forecast","description":"Daily forecast for a city","inputSchema":{"type":"object","properties":{"city":{"type":"string","minLength":1}},"required":["city"]}}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, int) {
		cmd := exec.Command(bin, append([]string{"generate", "--tools", tools, "-n", "3"}, args...)...)
		cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_CONFIG_HOME="+dir)
		f, err := pty.Start(cmd) // stdin, stdout and stderr on the terminal
		if err != nil {
			t.Skipf("no pseudo-terminal: %v", err)
		}
		var out bytes.Buffer
		_, _ = io.Copy(&out, f) // until the child closes its end (EIO)
		f.Close()
		code := 0
		if err := cmd.Wait(); err != nil {
			ee, ok := err.(*exec.ExitError)
			if !ok {
				t.Fatal(err)
			}
			code = ee.ExitCode()
		}
		return out.String(), code
	}
	out, code := run()
	if code != 2 || !strings.Contains(out, "standard output is a terminal; give -o FILE") {
		t.Errorf("no -o on a terminal: exit %d, output:\n%s", code, out)
	}
	if strings.Contains(out, `"messages"`) {
		t.Errorf("records printed on the terminal:\n%s", out)
	}
	out, code = run("-o", "-")
	if code != 0 || strings.Count(out, `"messages"`) != 3 {
		t.Errorf("-o - on a terminal: exit %d, output:\n%s", code, out)
	}
	if strings.Contains(out, "generating") {
		t.Errorf("progress bar drawn over the records:\n%s", out)
	}
}
