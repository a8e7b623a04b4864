//go:build unix

package mcp

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
)

// setProcessGroup makes the server the leader of a new process group, so
// Close can signal the whole tree it started (npx → node, sh → python, ...),
// and, on Linux, has it killed when mcpgen dies (setParentDeathSignal).
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	setParentDeathSignal(cmd.SysProcAttr)
}

// signalGroup sends sig to every process of the group led by pid. It
// reports whether any process was there to receive it.
func signalGroup(pid int, sig syscall.Signal) bool {
	err := syscall.Kill(-pid, sig)
	return err == nil || !errors.Is(err, syscall.ESRCH)
}

// groupAlive reports whether any process of the group led by pid remains.
// Zombies do not count where /proc tells them apart (Linux): an exited
// grandchild waiting for init to reap it is gone for our purposes.
func groupAlive(pid int) bool {
	if !signalGroup(pid, 0) {
		return false
	}
	if live, ok := procGroupLive(pid); ok {
		return live
	}
	return true
}

// procGroupLive scans /proc for a non-zombie process in process group pgid;
// ok is false when /proc cannot be read.
func procGroupLive(pgid int) (live, ok bool) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return false, false
	}
	want := strconv.Itoa(pgid)
	for _, e := range entries {
		if e.Name()[0] < '0' || e.Name()[0] > '9' {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...; comm may hold spaces and parens.
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(b[i+1:]))
		if len(f) >= 3 && f[2] == want && f[0] != "Z" && f[0] != "X" {
			return true, true
		}
	}
	return false, true
}

const (
	sigTerm = syscall.SIGTERM
	sigKill = syscall.SIGKILL
)
