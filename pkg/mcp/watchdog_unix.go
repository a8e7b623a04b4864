//go:build unix

package mcp

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
)

// The watchdog kills the process groups of the stdio servers when mcpgen
// dies without closing them (SIGKILL, a crash, the OOM killer). The
// parent-death signal (setParentDeathSignal) reaches only the server
// process itself, and only on Linux: the children a server starts (npx →
// node, sh → python, a helper it spawns) live in its process group and
// would be orphaned. The watchdog is one small /bin/sh per mcpgen process,
// in a process group of its own and deaf to terminal signals, that reads
// "+PGID" and "-PGID" lines on a pipe as servers start and are closed.
// mcpgen holds the only write end of the pipe (close-on-exec, never handed
// to a server), so when mcpgen dies, however it dies, the read ends, and
// the watchdog sends SIGKILL to every group still listed, then exits.
// A group is unlisted once Close has stopped it, so a process group id is
// not killed after it could have been reused.
const watchdogScript = `trap '' INT TERM HUP QUIT PIPE
groups=' '
while IFS= read -r line; do
  case $line in
    +*) groups="$groups${line#+} " ;;
    -*) g=${line#-}
        case $groups in *" $g "*) groups="${groups%% $g *} ${groups#* $g }" ;; esac ;;
  esac
done
for g in $groups; do kill -s KILL -- "-$g" 2>/dev/null; done
`

// watchdogName is the watchdog's $0, which names it in ps and /proc.
const watchdogName = "mcpgen-watchdog"

var watchdog struct {
	once sync.Once
	mu   sync.Mutex
	w    *os.File // nil when the watchdog could not start
}

// startWatchdog starts the watchdog on first use. Without /bin/sh the
// servers still get the parent-death signal; nothing else changes.
func startWatchdog() {
	r, w, err := os.Pipe()
	if err != nil {
		return
	}
	cmd := exec.Command("/bin/sh", "-c", watchdogScript, watchdogName)
	cmd.Stdin = r
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		closeAll(r, w)
		return
	}
	_ = r.Close()
	go func() { _ = cmd.Wait() }() // reaped if it ever exits before mcpgen
	watchdog.w = w
}

// watchGroup has the watchdog kill the process group led by pid if mcpgen
// dies before unwatchGroup(pid).
func watchGroup(pid int) { tellWatchdog("+", pid) }

// unwatchGroup removes the group led by pid from the watchdog's list
// (after Close stopped it).
func unwatchGroup(pid int) { tellWatchdog("-", pid) }

func tellWatchdog(op string, pid int) {
	watchdog.once.Do(startWatchdog)
	watchdog.mu.Lock()
	defer watchdog.mu.Unlock()
	if watchdog.w == nil {
		return
	}
	if _, err := fmt.Fprintln(watchdog.w, op+strconv.Itoa(pid)); err != nil {
		// The watchdog is gone (killed): stop writing to it.
		_ = watchdog.w.Close()
		watchdog.w = nil
	}
}
