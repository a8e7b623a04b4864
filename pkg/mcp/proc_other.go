//go:build !unix

package mcp

import (
	"os"
	"os/exec"
	"syscall"
)

func setProcessGroup(cmd *exec.Cmd) {}

// signalGroup kills the process itself; other systems have no process
// groups we can signal portably.
func signalGroup(pid int, sig syscall.Signal) bool {
	if sig == 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	return p.Kill() == nil
}

func groupAlive(pid int) bool { return false }

const (
	sigTerm = syscall.Signal(15)
	sigKill = syscall.Signal(9)
)
