//go:build linux

package main

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
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

// childOf returns the pid of a child process of parent (from /proc), 0 for
// none.
func childOf(parent int) int {
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
		if len(f) > 1 && f[1] == strconv.Itoa(parent) {
			return pid
		}
	}
	return 0
}
