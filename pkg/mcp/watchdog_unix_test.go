//go:build unix

package mcp

import (
	"fmt"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The watchdog script kills, when its input ends, the groups still listed
// and leaves alone those unlisted: a group id stopped by Close and then
// reused by an unrelated process is not killed.
func TestWatchdogScript(t *testing.T) {
	start := func() *exec.Cmd {
		c := exec.Command("sleep", "60")
		c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = c.Process.Kill(); _ = c.Wait() })
		return c
	}
	kept, killed, other := start(), start(), start()
	wd := exec.Command("/bin/sh", "-c", watchdogScript, watchdogName)
	wd.Stdin = strings.NewReader(fmt.Sprintf("+%d\n+%d\n+%d\n-%d\n-%d\n-99999999\n", kept.Process.Pid, killed.Process.Pid, other.Process.Pid, kept.Process.Pid, other.Process.Pid))
	if out, err := wd.CombinedOutput(); err != nil {
		t.Fatalf("watchdog: %v\n%s", err, out)
	}
	done := make(chan error, 1)
	go func() { done <- killed.Wait() }()
	select {
	case err := <-done:
		if ws, ok := killed.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
			t.Errorf("listed group ended with %v, want SIGKILL", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the listed group was not killed")
	}
	for _, c := range []*exec.Cmd{kept, other} {
		if syscall.Kill(c.Process.Pid, 0) != nil {
			t.Errorf("unlisted group %d was killed", c.Process.Pid)
		}
	}
}
