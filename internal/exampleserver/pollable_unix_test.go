//go:build unix

package exampleserver

import (
	"context"
	"errors"
	"io"
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

// TestRunUsesPollablePipes: Run serves a blocking stdin pipe, as a child
// gets it, through a non-blocking duplicate (the mode is the pipe's: the
// descriptor handed to Run becomes non-blocking too), and ends when the
// pipe is closed.
func TestRunUsesPollablePipes(t *testing.T) {
	var in, out [2]int
	if err := syscall.Pipe(in[:]); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Pipe(out[:]); err != nil {
		t.Fatal(err)
	}
	inR, inW := os.NewFile(uintptr(in[0]), "stdin"), os.NewFile(uintptr(in[1]), "w")
	outR, outW := os.NewFile(uintptr(out[0]), "r"), os.NewFile(uintptr(out[1]), "stdout")
	defer inR.Close()
	defer outR.Close()
	defer outW.Close()
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), Config{In: inR, Out: outW, Err: io.Discard}) }()
	nonblocking := func(f *os.File) bool {
		flags, _, _ := syscall.Syscall(syscall.SYS_FCNTL, f.Fd(), syscall.F_GETFL, 0)
		return flags&syscall.O_NONBLOCK != 0
	}
	deadline := time.Now().Add(10 * time.Second)
	for !(nonblocking(inR) && nonblocking(outW)) && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if !nonblocking(inR) || !nonblocking(outW) {
		t.Errorf("Run reads or writes its pipes in blocking mode (stdin non-blocking: %v, stdout: %v)", nonblocking(inR), nonblocking(outW))
	}
	inW.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run after stdin closed: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not end when its stdin was closed")
	}
}
