//go:build unix

package mcp

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// processGone reports whether pid no longer exists (or is a zombie of an
// unrelated parent, which the kernel reaps). It waits up to 2 s.
func processGone(pid int) bool {
	deadline := time.Now().Add(2 * time.Second)
	for {
		err := syscall.Kill(pid, 0)
		if errors.Is(err, syscall.ESRCH) {
			return true
		}
		if st, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); strings.Contains(string(st), ") Z ") {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(20 * time.Millisecond)
	}
}
