//go:build !unix

package testenv

import (
	"os"
	"time"
)

// goneWait bounds how long ProcessGone and ProcessGroupGone wait.
const goneWait = 3 * time.Second

// ProcessGone reports whether process pid no longer exists, polling every
// 20 ms for up to 3 s.
func ProcessGone(pid int) bool {
	deadline := time.Now().Add(goneWait)
	for time.Now().Before(deadline) {
		if p, err := os.FindProcess(pid); err != nil || p.Release() != nil {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}

// ProcessGroupGone is [ProcessGone]: there are no process groups to check
// on this system.
func ProcessGroupGone(pid int) bool { return ProcessGone(pid) }
