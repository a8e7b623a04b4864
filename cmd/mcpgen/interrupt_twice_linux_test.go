package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestInterruptTwiceIsOneRequest: a SIGINT delivered twice at once (as
// timeout(1) delivers it, to the process and then to its group) is one
// request to stop: the run ends as after one signal, exit 130 with its
// "interrupted" message, and removes its output lock. (The copy used to
// kill the run silently, now and then, leaving the lock.)
func TestInterruptTwiceIsOneRequest(t *testing.T) {
	bin, err := exec.LookPath("mcpgen") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	props := map[string]any{}
	for i := range 400 {
		props[fmt.Sprintf("field_%d", i)] = map[string]any{"type": "string", "description": fmt.Sprintf("Value of field %d", i)}
	}
	b, err := json.Marshal(map[string]any{"tools": []any{map[string]any{"name": "big_form", "description": "Submit a big form.",
		"inputSchema": map[string]any{"type": "object", "properties": props}}}})
	if err != nil {
		t.Fatal(err)
	}
	tools := filepath.Join(dir, "big.json")
	if err := os.WriteFile(tools, b, 0o644); err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		out := filepath.Join(dir, fmt.Sprintf("run%d", i), "y.jsonl")
		cmd := exec.Command(bin, "generate", "--tools", tools, "-n", "100000", "-q", "-o", out)
		cmd.Env = append(os.Environ(), "HOME="+filepath.Join(dir, "home"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		for start := time.Now(); ; time.Sleep(20 * time.Millisecond) {
			if _, err := os.Stat(out + ".partial"); err == nil || time.Since(start) > time.Minute {
				break
			}
		}
		// The copy comes while the run is stopping (writing its partial
		// manifest, removing its lock): where it killed the run.
		_ = cmd.Process.Signal(syscall.SIGINT)
		time.Sleep(time.Duration(i) * 2 * time.Millisecond)
		_ = cmd.Process.Signal(syscall.SIGINT)
		err := cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("run %d: %v, want exit 130", i, err)
		}
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			t.Fatalf("run %d: killed by %v, want exit 130\n%s", i, ws.Signal(), stderr.String())
		}
		if ee.ExitCode() != 130 || !bytes.Contains(stderr.Bytes(), []byte("interrupted")) {
			t.Fatalf("run %d: exit %d, want 130 with \"interrupted\"\n%s", i, ee.ExitCode(), stderr.String())
		}
		if _, err := os.Stat(filepath.Join(filepath.Dir(out), ".y.manifest.json.lock")); err == nil {
			t.Fatalf("run %d: the output lock was left", i)
		}
	}
}
