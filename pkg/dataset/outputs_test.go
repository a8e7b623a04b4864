package dataset

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLockOutput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	l, err := LockOutput(out)
	if err != nil {
		t.Fatal(err)
	}
	// out.json shares out.jsonl's manifest, so its lock too.
	for _, other := range []string{out, filepath.Join(dir, "out.json")} {
		_, err := LockOutput(other)
		if !errors.Is(err, ErrOutputBusy) || !strings.Contains(err.Error(), other) || !strings.Contains(err.Error(), "pid ") {
			t.Errorf("second lock of %s: %v", other, err)
		}
	}
	if _, err := os.Stat(LockPath(out)); err != nil {
		t.Errorf("refused runs removed the holder's lock file: %v", err)
	}
	if err := l.Unlock(); err != nil {
		t.Fatal(err)
	}
	// The run is over: no lock file is left beside the output.
	if _, err := os.Stat(LockPath(out)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("lock file after Unlock: %v", err)
	}
	l, err = LockOutput(out)
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	_ = l.Unlock()
	if l, err := LockOutput("-"); l != nil || err != nil {
		t.Errorf("stdout: %v %v", l, err)
	}
}

func TestResumeAt(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "out.jsonl")
	if err := os.WriteFile(p+PartialSuffix, []byte("{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n{\"a\""), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ResumeAt(p, 4); err == nil {
		t.Error("ResumeAt past the complete lines: no error")
	}
	w, err := ResumeAt(p, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write([]byte(`{"b":3}`)); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "{\"a\":1}\n{\"a\":2}\n{\"b\":3}\n" {
		t.Errorf("after ResumeAt(2) and a line: %q", b)
	}
}

func TestSameFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a := filepath.Join(dir, "a.json")
	if err := os.WriteFile(a, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(a, filepath.Join(dir, "l.json")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		x, y string
		same bool
	}{
		{a, filepath.Join(dir, "l.json"), true},
		{a, filepath.Join(dir, ".", "a.json"), true},
		{a, filepath.Join(dir, "b.json"), false},
		{filepath.Join(dir, "new.json"), filepath.Join(dir, "sub", "..", "new.json"), true},
	} {
		if got := SameFile(c.x, c.y); got != c.same {
			t.Errorf("SameFile(%s, %s) = %v", c.x, c.y, got)
		}
	}
}
