// Package atomicfile writes whole files so that readers see the old or the
// new content, never a part. It is mcpgen's one atomic-write helper: the
// registry's config files and the dataset's manifest and dataset_info.json
// go through it.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrNotRegular is wrapped by WriteFile's error for a path that exists and
// is not a regular file (a device such as /dev/null, a FIFO): a rename would
// replace it, so it is refused.
var ErrNotRegular = errors.New("not a regular file")

// ErrIsDir is wrapped by WriteFile's error for a path that is a folder.
var ErrIsDir = errors.New("is a directory")

// CheckRegular returns an error wrapping ErrNotRegular or ErrIsDir when path
// exists and is not a regular file; nil when it is one or does not exist.
func CheckRegular(path string) error {
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().IsRegular() {
		return nil
	}
	if fi.IsDir() {
		return ErrIsDir
	}
	return ErrNotRegular
}

// WriteFile writes data to path through a temporary file in the same
// folder (write, chmod perm, fsync, rename over path, fsync the folder).
// The temporary file is removed on any failure. Errors name path.
func WriteFile(path string, data []byte, perm fs.FileMode) (err error) {
	if err := CheckRegular(path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = tmp.Chmod(perm); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	SyncDir(dir)
	return nil
}

// SyncDir fsyncs a folder so a rename in it is durable; errors are ignored
// because not every file system syncs folders.
func SyncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}
