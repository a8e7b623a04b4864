//go:build unix

package mcp

import (
	"errors"
	"os/exec"
	"syscall"
)

// setProcessGroup makes the server the leader of a new process group, so
// Close can signal the whole tree it started (npx → node, sh → python, ...).
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// signalGroup sends sig to every process of the group led by pid. It
// reports whether any process was there to receive it.
func signalGroup(pid int, sig syscall.Signal) bool {
	err := syscall.Kill(-pid, sig)
	return err == nil || !errors.Is(err, syscall.ESRCH)
}

// groupAlive reports whether any process of the group led by pid remains.
func groupAlive(pid int) bool { return signalGroup(pid, 0) }

const (
	sigTerm = syscall.SIGTERM
	sigKill = syscall.SIGKILL
)
