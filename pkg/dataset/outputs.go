package dataset

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gofrs/flock"
)

// PartialManifestPath returns where an unfinished run keeps its manifest
// (marked incomplete, with the resume state) beside its ".partial" files:
// ManifestPath(output) + PartialSuffix, e.g. "out.manifest.json.partial".
// The manifest at ManifestPath is only ever written by a run that
// completed, so a failed or interrupted run leaves the previous one as it
// was. It returns "" for standard output.
func PartialManifestPath(output string) string {
	mp := ManifestPath(output)
	if mp == "" {
		return ""
	}
	return mp + PartialSuffix
}

// LockPath returns the lock file of output: ".NAME.lock" beside its
// manifest (NAME the manifest's file name), so two outputs that share a
// manifest ("out.jsonl" and "out.json") share the lock too. It returns ""
// for standard output.
func LockPath(output string) string {
	mp := ManifestPath(output)
	if mp == "" {
		return ""
	}
	return filepath.Join(filepath.Dir(mp), "."+filepath.Base(mp)+".lock")
}

// ErrOutputBusy is wrapped by LockOutput's error when another run holds
// the output.
var ErrOutputBusy = errors.New("output is being written by another run")

// An OutputLock is held by the run writing an output (see LockOutput).
type OutputLock struct {
	fl *flock.Flock
}

// LockOutput takes the lock of output (LockPath; an advisory file lock,
// released by the system when the process dies, even by kill -9), so two
// runs never write the same files at once. It does not wait: when another
// run holds the lock it returns an error wrapping ErrOutputBusy that names
// the output and the other run (its pid and start time, which the holder
// writes into the lock file). Unlock removes the lock file while it still
// holds it; a run that locked the removed file meanwhile sees that the
// path no longer names the file it locked and locks the new one instead, so
// two runs never hold the lock at once. It returns a nil lock for standard
// output.
func LockOutput(output string) (*OutputLock, error) {
	lp := LockPath(output)
	if lp == "" {
		return nil, nil
	}
	if err := os.MkdirAll(filepath.Dir(lp), 0o755); err != nil {
		return nil, fmt.Errorf("output %s: lock: %w", output, err)
	}
	var fl *flock.Flock
	for {
		fl = flock.New(lp)
		ok, err := fl.TryLock()
		if err != nil {
			return nil, fmt.Errorf("output %s: lock %s: %w", output, lp, err)
		}
		if !ok {
			break
		}
		locked, err1 := fl.Stat()
		named, err2 := os.Stat(lp)
		if err1 != nil || (err2 == nil && os.SameFile(locked, named)) || (err2 != nil && !errors.Is(err2, fs.ErrNotExist)) {
			break
		}
		// The holder removed this file as it finished (err2 is "not
		// exist" then, or names a newer file): lock the one at the path.
		_ = fl.Unlock()
		_ = fl.Close()
	}
	if !fl.Locked() {
		holder := "another mcpgen run"
		if b, err := os.ReadFile(lp); err == nil && len(strings.TrimSpace(string(b))) > 0 {
			holder += " (" + strings.TrimSpace(string(b)) + ")"
		}
		return nil, fmt.Errorf("output %s: %w: %s holds %s; wait for it to finish or write elsewhere", output, ErrOutputBusy, holder, lp)
	}
	// Who holds it, for the message of a run that finds it locked. Best
	// effort: where locks are mandatory (Windows) this write fails.
	info := fmt.Sprintf("pid %d, started %s", os.Getpid(), time.Now().UTC().Format("2006-01-02 15:04:05 UTC"))
	_ = os.WriteFile(lp, []byte(info+"\n"), 0o644)
	return &OutputLock{fl: fl}, nil
}

// Unlock removes the lock file and releases the lock (see LockOutput). It
// is safe on a nil lock.
func (l *OutputLock) Unlock() error {
	if l == nil {
		return nil
	}
	_ = os.Remove(l.fl.Path()) // best effort: where it fails the file stays, still a valid lock
	return l.fl.Unlock()
}

// SameFile reports whether paths a and b name the same file: the same
// file when both exist (os.SameFile, so links and different spellings
// count), else the same absolute, cleaned path.
func SameFile(a, b string) bool {
	if sa, err := os.Stat(a); err == nil {
		if sb, err := os.Stat(b); err == nil {
			return os.SameFile(sa, sb)
		}
	}
	aa, err1 := filepath.Abs(a)
	ab, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == ab
}
