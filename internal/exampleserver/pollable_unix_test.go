//go:build unix

package exampleserver

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestPollablePipe: the blocking pipe a server inherits as stdin is read
// through the poller (a read deadline works, which it does not on the
// blocking descriptor), so a read waiting for the client's next request
// holds no thread in a system call; a regular file is left alone.
func TestPollablePipe(t *testing.T) {
	var fds [2]int
	if err := syscall.Pipe(fds[:]); err != nil { // blocking, as os/exec hands pipes to children
		t.Fatal(err)
	}
	r, w := os.NewFile(uintptr(fds[0]), "stdin"), os.NewFile(uintptr(fds[1]), "w")
	defer r.Close()
	defer w.Close()
	if err := r.SetReadDeadline(time.Now()); !errors.Is(err, os.ErrNoDeadline) {
		t.Fatalf("the test pipe is not blocking: SetReadDeadline = %v", err)
	}
	p := pollablePipe(r)
	if p == nil {
		t.Fatal("pollablePipe returned nil for a pipe")
	}
	defer p.Close()
	if err := p.SetReadDeadline(time.Now().Add(20 * time.Millisecond)); err != nil {
		t.Fatalf("SetReadDeadline on the pollable pipe: %v", err)
	}
	if _, err := p.Read(make([]byte, 1)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("Read with nothing written = %v, want a deadline error", err)
	}
	if err := p.SetReadDeadline(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("x\n")); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 2)
	if n, err := p.Read(buf); err != nil || string(buf[:n]) != "x\n" {
		t.Fatalf("Read = %q, %v", buf[:n], err)
	}

	f, err := os.Create(filepath.Join(t.TempDir(), "file"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p := pollablePipe(f); p != nil {
		p.Close()
		t.Error("pollablePipe changed a regular file")
	}
}
