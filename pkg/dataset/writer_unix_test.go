//go:build unix

package dataset

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// An output path that is a FIFO (like /dev/null, not a regular file) must be
// refused, not replaced by the final rename: as root, "-o /dev/null" used to
// turn /dev/null into a regular file.
func TestWriterRefusesNonRegularTarget(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "out.jsonl")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	w, err := Create(fifo)
	if err == nil {
		w.Write([]byte(`{"a":1}`))
		w.Commit()
	}
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("Create(fifo) error = %v, want one saying it is not a regular file", err)
	}
	fi, err := os.Lstat(fifo)
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO was replaced: mode %v, err %v", fi.Mode(), err)
	}
	if _, err := os.Stat(fifo + PartialSuffix); err == nil {
		t.Errorf("a partial file was left beside the FIFO")
	}
}
