//go:build linux

package mcp

import "syscall"

// setParentDeathSignal asks the kernel to send SIGKILL to the server when
// mcpgen dies, so a mcpgen killed with SIGKILL (no chance to close its
// sessions) leaves no server behind (prctl PR_SET_PDEATHSIG, Linux only).
// The signal follows the death of the thread that started the child; Go
// keeps its threads for the process's life unless a goroutine locked to
// one exits.
func setParentDeathSignal(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
