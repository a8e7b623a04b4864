package generate

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// CheckOutput returns the error Run would give for out before it makes
// any record: an output among out.Inputs or named like another dataset's
// manifest or lock (see Run), a file of the output that exists and is not
// a regular file (/dev/null, a FIFO: the final rename would replace it),
// or another run writing the same output (dataset.ErrOutputBusy). A caller
// that does slow work before Run (the CLI starts and probes every server)
// calls it first, so a run that cannot write says so at once. Run checks
// all of it again; the lock is only tried here, not kept.
func CheckOutput(opts Options, out Output) error {
	cfg := config{Format: opts.Format, Split: opts.Split}
	if err := checkInputs(out, cfg); err != nil {
		return err
	}
	lp := dataset.LockPath(out.Path)
	if lp == "" {
		return nil
	}
	if fi, err := os.Stat(filepath.Dir(lp)); err != nil || !fi.IsDir() {
		// No folder yet, so no run holds its lock (Run creates it), or a
		// file where the folder goes, which Run reports (makeOutputDir).
		return nil
	}
	lock, err := dataset.LockOutput(out.Path)
	if err != nil {
		return err
	}
	return lock.Unlock()
}

// checkRegular refuses an output whose records file or manifest exists
// and is not a regular file: a run writing to /dev/null would generate
// everything and fail only at the end, leaving its partial manifest beside
// the device.
func checkRegular(out Output, opts config) error {
	if out.Path == "" || out.Path == "-" {
		return nil
	}
	for _, n := range splitNames(out.Path, opts.Split) {
		for _, f := range []string{dataset.SplitPath(out.Path, n), dataset.ManifestPath(out.Path)} {
			if err := atomicfile.CheckRegular(f); errors.Is(err, atomicfile.ErrNotRegular) {
				return badOutput(fmt.Sprintf("output %s: %s is not a regular file (a device or a FIFO), which the run's final rename would replace: write to standard output (-o -) and redirect it instead", out.Path, f))
			}
		}
	}
	return nil
}
