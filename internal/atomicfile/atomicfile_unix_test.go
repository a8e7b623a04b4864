//go:build unix

package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A path that is not a regular file (a FIFO here; /dev/null in the report
// that found this) must never be replaced by the rename: as root,
// "--config /dev/null" and "-o /dev/null" turned /dev/null into a regular
// file. A regular file is replaced whole.
func TestWriteFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	if err := WriteFile(fifo, []byte("{}\n"), 0o600); !errors.Is(err, ErrNotRegular) {
		t.Errorf("WriteFile(fifo) error = %v, want ErrNotRegular", err)
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO was replaced: %v %v", st, err)
	}
	if err := WriteFile(dir, []byte("{}\n"), 0o600); !errors.Is(err, ErrIsDir) {
		t.Errorf("WriteFile(dir) error = %v, want ErrIsDir", err)
	}
	real := filepath.Join(dir, "real.json")
	if err := os.WriteFile(real, []byte("old, longer content\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(real, []byte("{}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(real); string(b) != "{}\n" {
		t.Errorf("content %q", b)
	}
	if st, _ := os.Stat(real); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", st.Mode().Perm())
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
