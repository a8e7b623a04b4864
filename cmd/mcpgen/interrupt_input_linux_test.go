//go:build linux

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

// TestInterruptWhileReadingOrPreparing: SIGINT stops a command within a
// second (the bound every mcpgen command promises; one retry on a loaded
// machine, as TestInterruptWhileCallHangs) with exit status 130 while it
// waits for input that does not come (standard input with no data, a FIFO
// with no writer) or binds 10,000 tools. The cases that took longer before:
// validate/synth/schema normalize/exec --args reading a silent stdin and
// generate --tools FIFO waited for the input (minutes); generate with
// 10,000 tools prepared them all first (5-8 s). generate_10000_tools_running
// is stopped while it writes, about when it rewrites its incomplete
// manifest (every 2 s): it stopped 0.7-2.7 s after SIGINT on a loaded
// machine when it finished that rewrite, then wrote the manifest again
// indented (4 MB for 10,000 tools); now it skips the rewrite and writes
// the manifest once, compact.
func TestInterruptWhileReadingOrPreparing(t *testing.T) {
	bin := testBinary(t)
	const bound = time.Second
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	env := append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	add := exec.Command(bin, "server", "add", "ex", "--", bin, "example-server")
	add.Env = env
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("server add: %v\n%s", err, out)
	}
	fifo := filepath.Join(dir, "tools.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	var tools []map[string]any
	for i := range 10000 {
		tools = append(tools, map[string]any{"name": fmt.Sprintf("tool%d", i), "description": fmt.Sprintf("Tool number %d", i),
			"inputSchema": map[string]any{"type": "object", "required": []string{"id"},
				"properties": map[string]any{"id": map[string]any{"type": "integer"}, "q": map[string]any{"type": "string"}}}})
	}
	b, err := json.Marshal(tools)
	if err != nil {
		t.Fatal(err)
	}
	many := filepath.Join(dir, "many.json")
	if err := os.WriteFile(many, b, 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		args  []string
		delay time.Duration // from start to SIGINT
		// after, when set, is a file the run writes: the delay counts
		// from when it has data.
		after string
		// bound, when set, replaces the one-second bound: a run of 10,000
		// tools writing a 4 MB incomplete manifest gets twice that on a
		// loaded 2-core machine (it typically stops in 0.1-0.6 s).
		bound time.Duration
	}{
		{"validate_stdin", []string{"validate", "-"}, 300 * time.Millisecond, "", 0},
		{"synth_schema_stdin", []string{"synth", "--schema", "-"}, 300 * time.Millisecond, "", 0},
		{"schema_normalize_stdin", []string{"schema", "normalize", "-"}, 300 * time.Millisecond, "", 0},
		{"exec_args_stdin", []string{"exec", "ex", "list_rooms", "--args", "-"}, 300 * time.Millisecond, "", 0},
		{"generate_tools_fifo", []string{"generate", "--tools", fifo, "-n", "1", "-q", "-o", "-"}, 300 * time.Millisecond, "", 0},
		{"generate_10000_tools", []string{"generate", "--tools", many, "-n", "1", "-q", "-o", filepath.Join(dir, "out", "y.jsonl")}, time.Second, "", 0},
		{"generate_10000_tools_running", []string{"generate", "--tools", many, "-n", "20000", "-q", "-o", filepath.Join(dir, "run", "y.jsonl")},
			2 * time.Second, filepath.Join(dir, "run", "y.jsonl.partial"), 2 * time.Second},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var extra time.Duration // added to tc.delay when the process started late
			var attempt func() (time.Duration, string)
			attempt = func() (time.Duration, string) {
				// Standard input is a pipe that stays open and silent.
				pr, pw, err := os.Pipe()
				if err != nil {
					t.Fatal(err)
				}
				defer pw.Close()
				cmd := exec.Command(bin, tc.args...)
				cmd.Env, cmd.Dir, cmd.Stdin = env, dir, pr
				var stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &bytes.Buffer{}, &stderr
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				pr.Close()
				done := make(chan error, 1)
				go func() { done <- cmd.Wait() }()
				if tc.after != "" {
					waitForData(t, tc.after, done, &stderr)
				}
				time.Sleep(tc.delay + extra)
				start := time.Now()
				if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
					t.Fatal(err)
				}
				var werr error
				select {
				case werr = <-done:
				case <-time.After(30 * time.Second):
					_ = cmd.Process.Kill()
					t.Fatalf("mcpgen %s still runs 30 s after SIGINT; stderr:\n%s", tc.name, stderr.String())
				}
				took := time.Since(start)
				t.Logf("mcpgen %s stopped %s after SIGINT", tc.name, took.Round(time.Millisecond))
				var ee *exec.ExitError
				if errors.As(werr, &ee) {
					if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGINT && extra < 4*time.Second {
						// Killed by the signal itself: on a loaded machine
						// the process had not yet reached main's handler,
						// so it was not reading yet. Try again later.
						extra = 2*extra + 500*time.Millisecond
						t.Logf("mcpgen %s had not started after %s; once more, %s later", tc.name, tc.delay, extra)
						return attempt()
					}
				}
				if !errors.As(werr, &ee) || ee.ExitCode() != 130 {
					t.Errorf("exit: %v, want status 130; stderr:\n%s", werr, stderr.String())
				}
				return took, stderr.String()
			}
			bound := bound
			if tc.bound > 0 {
				bound = tc.bound
			}
			took, out := attempt()
			if took > bound {
				t.Logf("mcpgen %s took %s to stop; once more", tc.name, took.Round(time.Millisecond))
				took, out = attempt()
			}
			if took > bound {
				t.Errorf("mcpgen %s took %s to stop after SIGINT (bound %s); stderr:\n%s", tc.name, took.Round(time.Millisecond), bound, out)
			}
		})
	}
}

// waitForData waits (at most 60 s) until path has data, failing the test
// if the command ends first (done) or the file stays empty.
func waitForData(t *testing.T, path string, done chan error, stderr *bytes.Buffer) {
	t.Helper()
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if st, err := os.Stat(path); err == nil && st.Size() > 0 {
			return
		}
		select {
		case err := <-done:
			t.Fatalf("the command ended (%v) before it wrote %s; stderr:\n%s", err, path, stderr.String())
		default:
		}
	}
	t.Fatalf("%s still empty after 60 s; stderr:\n%s", path, stderr.String())
}

// testBinary returns the path of the mcpgen binary the interrupt tests
// signal: the test binary itself, put on PATH by testscript.Main.
func testBinary(t *testing.T) string {
	t.Helper()
	bin, err := exec.LookPath("mcpgen")
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// TestInterruptTwiceIsOneRequest: a SIGINT delivered twice at once (as
// timeout(1) delivers it, to the process and then to its group) is one
// request to stop: the run ends as after one signal, exit 130 with its
// "interrupted" message, and removes its output lock. (The copy used to
// kill the run silently, now and then, leaving the lock.)
func TestInterruptTwiceIsOneRequest(t *testing.T) {
	bin := testBinary(t)
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
