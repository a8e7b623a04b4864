//go:build linux

package main

import (
	"bytes"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// TestKilledMcpgenLeavesNoServer: mcpgen killed with SIGKILL (no chance to
// close its sessions) while a call hangs must not leave its stdio server
// running: the server gets a parent-death signal.
func TestKilledMcpgenLeavesNoServer(t *testing.T) {
	bin, err := exec.LookPath("mcpgen") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	env := append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+home)
	add := exec.Command(bin, "server", "add", "hang", "--", "mcpgen", "example-server", "--hang-tool", "list_rooms")
	add.Env = env
	if out, err := add.CombinedOutput(); err != nil {
		t.Fatalf("server add: %v\n%s", err, out)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(bin, "exec", "hang", "list_rooms", "--call-timeout", "5m")
	cmd.Env, cmd.Stderr = env, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	server := 0
	for deadline := time.Now().Add(20 * time.Second); server == 0 && time.Now().Before(deadline); {
		server = childOf(cmd.Process.Pid)
		time.Sleep(50 * time.Millisecond)
	}
	if server == 0 {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		t.Fatalf("mcpgen started no server process; stderr:\n%s", stderr.String())
	}
	time.Sleep(500 * time.Millisecond) // handshake done, the call hanging
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if !testenv.ProcessGone(server) {
		_ = syscall.Kill(-server, syscall.SIGKILL)
		t.Errorf("server process %d still runs after mcpgen was killed", server)
	}
}

// TestKilledMcpgenLeavesNoGrandchild: mcpgen exec and mcpgen serve killed
// with SIGKILL while a call hangs must not leave the children of their
// stdio server running either (the parent-death signal reaches only the
// server itself): the server starts a grandchild in its process group
// that outlives it, as npx → node does.
func TestKilledMcpgenLeavesNoGrandchild(t *testing.T) {
	bin, err := exec.LookPath("mcpgen")
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"exec", "serve"} {
		t.Run(mode, func(t *testing.T) {
			home := t.TempDir()
			pidFile := filepath.Join(home, "grandchild.pid")
			env := append(environNoToken(), "HOME="+home, "XDG_CONFIG_HOME="+home)
			add := exec.Command(bin, "server", "add", "tree", "--", "/bin/sh", "-c",
				`sleep 300 & echo $! > "$0"; exec mcpgen example-server --hang-tool list_rooms`, pidFile)
			add.Env = env
			if out, err := add.CombinedOutput(); err != nil {
				t.Fatalf("server add: %v\n%s", err, out)
			}
			var stderr lockedBuffer
			var cmd *exec.Cmd
			if mode == "exec" {
				cmd = exec.Command(bin, "exec", "tree", "list_rooms", "--call-timeout", "5m")
			} else {
				cmd = exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--no-auth", "--call-timeout", "5m")
			}
			cmd.Env, cmd.Stderr = env, &stderr
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
				go func() { // hangs until serve dies
					resp, err := http.Post(base+"/api/mcp/execute", "application/json", strings.NewReader(`{"server_id":"tree","tool_name":"list_rooms"}`))
					if err == nil {
						resp.Body.Close()
					}
				}()
			}
			grandchild := 0
			for deadline := time.Now().Add(20 * time.Second); grandchild == 0 && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
				if b, err := os.ReadFile(pidFile); err == nil {
					grandchild, _ = strconv.Atoi(strings.TrimSpace(string(b)))
				}
			}
			if grandchild == 0 {
				t.Fatalf("the server started no grandchild; stderr:\n%s", stderr.String())
			}
			time.Sleep(500 * time.Millisecond) // handshake done, the call hanging
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			_ = cmd.Wait()
			if !testenv.ProcessGone(grandchild) {
				_ = syscall.Kill(grandchild, syscall.SIGKILL)
				t.Errorf("the server's child %d still runs after mcpgen %s was killed", grandchild, mode)
			}
		})
	}
}

// childOf returns the pid of a child process of parent (from /proc), 0 for
// none. mcpgen's watchdog (pkg/mcp) does not count.
func childOf(parent int) int {
	if c := childrenOf(parent); len(c) > 0 {
		return c[0]
	}
	return 0
}

// lockedBuffer is a bytes.Buffer safe to read while a process writes to it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
