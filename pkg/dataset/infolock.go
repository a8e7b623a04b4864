package dataset

import (
	"os"
	"path/filepath"

	"github.com/gofrs/flock"
)

// infoLock is the lock of a folder's dataset_info.json: its lock file
// (.dataset_info.json.lock) is removed when the lock is released, so a
// sharegpt run leaves no lock file beside the data.
type infoLock struct {
	fl *flock.Flock
}

// lockDatasetInfo waits for the lock of dir's dataset_info.json. A run
// that removes the lock file as it finishes may do so while another waits
// on that same file: the waiter then holds a lock on a file no longer in
// the folder, sees that the path names another file (or none) and locks
// the path anew, so two runs never hold the lock at once.
func lockDatasetInfo(dir string) (*infoLock, error) {
	lp := filepath.Join(dir, ".dataset_info.json.lock")
	for {
		fl := flock.New(lp)
		if err := fl.Lock(); err != nil {
			return nil, err
		}
		locked, err1 := fl.Stat()
		named, err2 := os.Stat(lp)
		if err1 != nil || err2 == nil && os.SameFile(locked, named) {
			return &infoLock{fl: fl}, nil
		}
		_ = fl.Unlock() // the holder removed this file as it finished: lock the new one
	}
}

// unlock removes the lock file while still holding it, then releases the
// lock (see lockDatasetInfo).
func (l *infoLock) unlock() {
	_ = os.Remove(l.fl.Path()) // best effort: where it fails the file stays, still a valid lock
	_ = l.fl.Unlock()
}
