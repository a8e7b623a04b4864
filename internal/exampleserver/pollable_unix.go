//go:build unix

package exampleserver

import (
	"os"
	"syscall"
)

// pollablePipe returns a second *os.File for the pipe f in non-blocking
// mode, so that reads and writes on it wait in the Go runtime's poller
// rather than in a blocking system call; nil when f is not a pipe (a
// terminal or a file is left alone: its mode is shared with the processes
// that hold it too) or cannot be duplicated.
//
// A goroutine blocked in a read system call can stop the whole server:
// with Go 1.26, a stop-the-world (the garbage collector's) that begins just
// as a goroutine enters a blocking read waits until that read returns, and
// no goroutine runs meanwhile. On a stdio server, whose client sends the
// next request only once it has the answer, the read returns only when the
// client gives up the call (its timeout) and writes a cancellation. The
// children's ends of the pipes an MCP client creates are in blocking mode
// (os/exec hands them over that way), hence this.
func pollablePipe(f *os.File) *os.File {
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		return nil
	}
	sc, err := f.SyscallConn()
	if err != nil {
		return nil
	}
	fd := -1
	syscall.ForkLock.RLock()
	cerr := sc.Control(func(s uintptr) {
		if fd, err = syscall.Dup(int(s)); err == nil {
			syscall.CloseOnExec(fd)
		}
	})
	syscall.ForkLock.RUnlock()
	if cerr != nil || err != nil {
		return nil
	}
	if err := syscall.SetNonblock(fd, true); err != nil {
		_ = syscall.Close(fd)
		return nil
	}
	return os.NewFile(uintptr(fd), f.Name())
}
