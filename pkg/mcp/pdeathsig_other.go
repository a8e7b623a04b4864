//go:build unix && !linux

package mcp

import "syscall"

// setParentDeathSignal does nothing where the kernel has no parent-death
// signal for exec'd children (see pdeathsig_linux.go).
func setParentDeathSignal(*syscall.SysProcAttr) {}
