//go:build linux

package main

import (
	"bytes"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// TestInterruptWhileCallHangs: SIGINT while a tool call hangs stops exec,
// generate --execute and serve within a second, and no server process
// outlives the command. The example server's hanging call ignores the end
// of its input, so mcpgen used to wait the whole shutdown grace period
// (2 s) before it sent SIGTERM, and serve first waited 10 s for the request
// in flight. The bound checked is 1.5 s: every old path took 2 s or more,
// the fixed ones take about 0.3 s. serve says its shutdown in plain lines.
func TestInterruptWhileCallHangs(t *testing.T) {
	bin, err := exec.LookPath("mcpgen") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Fatal(err)
	}
	const bound = 1500 * time.Millisecond
	for _, mode := range []string{"exec", "generate", "serve"} {
		t.Run(mode, func(t *testing.T) {
			home := t.TempDir()
			log := filepath.Join(home, "server.log")
			env := append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+home, "MCPGEN_TOKEN=")
			add := exec.Command(bin, "server", "add", "hang", "--", "/bin/sh", "-c",
				`exec mcpgen example-server --hang-tool list_rooms 2>>"$0"`, log)
			add.Env = env
			if out, err := add.CombinedOutput(); err != nil {
				t.Fatalf("server add: %v\n%s", err, out)
			}
			var cmd *exec.Cmd
			want := 130
			switch mode {
			case "exec":
				cmd = exec.Command(bin, "exec", "hang", "list_rooms", "--call-timeout", "5m")
			case "generate":
				cmd = exec.Command(bin, "generate", "--server", "hang", "--execute", "--call-timeout", "5m",
					"-n", "200", "--seed", "1", "-o", filepath.Join(home, "out.jsonl"))
			case "serve":
				cmd = exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--no-auth", "--call-timeout", "5m")
				want = 0
			}
			var stderr lockedBuffer
			cmd.Env, cmd.Stderr, cmd.Dir = env, &stderr, home
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
			if mode == "serve" {
				var base string
				for deadline := time.Now().Add(20 * time.Second); base == "" && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
					if m := regexp.MustCompile(`listening on (http://\S+)`).FindStringSubmatch(stderr.String()); m != nil {
						base = m[1]
					}
				}
				if base == "" {
					t.Fatalf("serve did not listen:\n%s", stderr.String())
				}
				go func() { // answered 503 when serve shuts down
					resp, err := http.Post(base+"/api/mcp/execute", "application/json", strings.NewReader(`{"server_id":"hang","tool_name":"list_rooms"}`))
					if err == nil {
						resp.Body.Close()
					}
				}()
			}
			for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(20 * time.Millisecond) {
				if b, _ := os.ReadFile(log); bytes.Contains(b, []byte("hanging on purpose")) {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("no call hangs after 60 s; stderr:\n%s", stderr.String())
				}
			}
			servers := childrenOf(cmd.Process.Pid)
			if len(servers) == 0 {
				t.Fatalf("mcpgen %s has no server process", mode)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			start := time.Now()
			if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			var werr error
			select {
			case werr = <-done:
			case <-time.After(30 * time.Second):
				t.Fatalf("mcpgen %s still runs 30 s after SIGINT; stderr:\n%s", mode, stderr.String())
			}
			took := time.Since(start)
			code := 0
			var ee *exec.ExitError
			if errors.As(werr, &ee) {
				code = ee.ExitCode()
			}
			if code != want {
				t.Errorf("exit status %d, want %d; stderr:\n%s", code, want, stderr.String())
			}
			if took > bound {
				t.Errorf("mcpgen %s took %s to stop after SIGINT (bound %s); stderr:\n%s", mode, took.Round(time.Millisecond), bound, stderr.String())
			}
			if mode == "serve" {
				// The shutdown is said in plain lines, as the start is,
				// not as key=value log records.
				out := stderr.String()
				if !strings.Contains(out, "\nmcpgen serve: shutting down (interrupt signal received)\n") ||
					!strings.HasSuffix(out, "\nmcpgen serve: stopped\n") || strings.Contains(out, `msg="shutting down"`) || strings.Contains(out, "msg=stopped") {
					t.Errorf("serve's shutdown lines:\n%s", out)
				}
			}
			for _, pid := range servers {
				if !testenv.ProcessGone(pid) {
					_ = syscall.Kill(-pid, syscall.SIGKILL)
					t.Errorf("server process %d outlived mcpgen %s", pid, mode)
				}
			}
		})
	}
}

// childrenOf returns the pids of the child processes of parent (from
// /proc), mcpgen's watchdog excepted.
func childrenOf(parent int) []int {
	var out []int
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(b[i+1:])) // state ppid ...
		if cmdline, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline"); bytes.Contains(cmdline, []byte("mcpgen-watchdog")) {
			continue
		}
		if len(f) > 1 && f[1] == strconv.Itoa(parent) {
			out = append(out, pid)
		}
	}
	return out
}
