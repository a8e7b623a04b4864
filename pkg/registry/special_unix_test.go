//go:build unix

package registry

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A --config path that is not a regular file (a FIFO here; /dev/null in the
// report that found this) must never be replaced by the atomic rename: as
// root, "mcpgen --config /dev/null server add" turned /dev/null into a
// regular file. Reading it works; writing is refused with a clear error.
func TestUpdateRefusesNonRegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, FileName)
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	// Keep a writer on the FIFO so that reading it sees EOF instead of
	// blocking.
	go func() {
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
	}()
	err := Update(context.Background(), fifo, func(f *File) error { return f.Set("a", Entry{Command: "a"}) })
	if err == nil || !strings.Contains(err.Error(), "not a regular file") || !strings.Contains(err.Error(), fifo) {
		t.Errorf("Update(fifo) error = %v, want one naming the file and saying it is not a regular file", err)
	}
	st, err := os.Lstat(fifo)
	if err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO was replaced: %v %v", st, err)
	}
}
