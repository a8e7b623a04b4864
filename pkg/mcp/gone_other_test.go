//go:build !unix

package mcp

import (
	"os"
	"time"
)

// processGone reports whether pid no longer exists, waiting up to 2 s.
func processGone(pid int) bool {
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		if p, err := os.FindProcess(pid); err != nil || p.Release() != nil {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}
