package generate

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// TestResumeSplitSameBytes interrupts a split run midway and resumes it:
// every split file and the manifest equal an uninterrupted run's.
func TestResumeSplitSameBytes(t *testing.T) {
	t.Parallel()
	srcs := []Source{corpusSource(t, "filesystem.json", "fs"), corpusSource(t, "everything.json", "everything")}
	split, err := dataset.ParseSplit("valid=0.2")
	if err != nil {
		t.Fatal(err)
	}
	opts := config{N: 150, Seed: 9, Workers: 2, Split: split, Negatives: 0.1, Distractors: 1, CommandOptions: []byte(`{"n":150}`)}
	refDir, dir := t.TempDir(), t.TempDir()
	runTo(t, srcs, opts, filepath.Join(refDir, "out.jsonl"))

	ctx, cancel := context.WithCancel(context.Background())
	o := opts
	o.Progress = func(done, total int64) {
		if done >= total/2 {
			cancel()
		}
	}
	out := filepath.Join(dir, "out.jsonl")
	if _, err := run(ctx, srcs, o, Output{Path: out}); err == nil {
		t.Fatal("interrupted run returned no error")
	}
	m, err := os.ReadFile(filepath.Join(dir, "out.manifest.json.partial"))
	if err != nil || !bytes.Contains(m, []byte(`"complete":false`)) {
		t.Fatalf("incomplete manifest after interruption: %v\n%s", err, m)
	}
	if _, err := os.Stat(filepath.Join(dir, "out.manifest.json")); err == nil {
		t.Error("the interrupted run wrote out.manifest.json")
	}

	bad := opts
	bad.Resume, bad.CommandOptions = true, []byte(`{"n":151}`)
	if _, err := run(context.Background(), srcs, bad, Output{Path: out}); err == nil || !strings.Contains(err.Error(), "other options") {
		t.Fatalf("resume with other options: %v", err)
	}
	bad = opts
	bad.Resume, bad.Seed = true, 10
	if _, err := run(context.Background(), srcs, bad, Output{Path: out}); err == nil ||
		!strings.Contains(err.Error(), "written with --seed 9 --format") || !strings.Contains(err.Error(), "this run has --seed 10") {
		t.Fatalf("resume with another seed: %v (want both seeds named)", err)
	}
	o = opts
	o.Resume = true
	if _, err := run(context.Background(), srcs, o, Output{Path: out}); err != nil {
		t.Fatalf("resume: %v", err)
	}
	for _, f := range []string{"out.train.jsonl", "out.valid.jsonl", "out.manifest.json"} {
		a, b := read(t, filepath.Join(refDir, f)), read(t, filepath.Join(dir, f))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs after resume (%d vs %d bytes)", f, len(b), len(a))
		}
	}
	// Resuming a complete run: nothing to resume, so it runs again (to the
	// same bytes) and says so.
	var notes []string
	if _, err := run(context.Background(), srcs, o, Output{Path: out, Notice: func(m string) { notes = append(notes, m) }}); err != nil ||
		len(notes) != 1 || !strings.Contains(notes[0], "nothing to resume") {
		t.Errorf("second resume: %v %q", err, notes)
	}
	if _, err := os.Stat(filepath.Join(dir, "out.manifest.json.partial")); err == nil {
		t.Error("out.manifest.json.partial left after a complete run")
	}
}
