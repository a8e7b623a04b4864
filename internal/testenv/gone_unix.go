//go:build unix

package testenv

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// goneWait bounds how long ProcessGone and ProcessGroupGone wait.
const goneWait = 3 * time.Second

// ProcessGone reports whether process pid no longer runs, polling every
// 20 ms for up to 3 s. A zombie (state Z in /proc/PID/stat, Linux) counts as
// gone: only its parent can reap it.
func ProcessGone(pid int) bool { return waitGone(pid, false) }

// ProcessGroupGone is [ProcessGone] for pid and the process group it leads
// (pkg/mcp starts stdio servers with Setpgid): true once neither pid nor any
// process of group -pid exists (kill(2) with signal 0 fails with ESRCH), or
// pid is a zombie. For a pid that leads no group it is ProcessGone.
func ProcessGroupGone(pid int) bool { return waitGone(pid, true) }

func waitGone(pid int, group bool) bool {
	deadline := time.Now().Add(goneWait)
	for {
		if errors.Is(syscall.Kill(pid, 0), syscall.ESRCH) && (!group || errors.Is(syscall.Kill(-pid, 0), syscall.ESRCH)) {
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
