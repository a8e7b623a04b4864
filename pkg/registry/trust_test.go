package registry

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProjectFileNeedsTrust: the servers of the project file are marked
// untrusted until Trust records the file's hash, again after it changes,
// and Spec refuses them with ErrUntrusted naming the file; the user file
// and a pinned file are always trusted; the user's own edits through
// Locations.Update carry an existing trust over.
func TestProjectFileNeedsTrust(t *testing.T) {
	dir := t.TempDir()
	loc := Locations{
		Project: filepath.Join(dir, "repo", FileName),
		User:    filepath.Join(dir, "cfg", FileName),
		Trust:   filepath.Join(dir, "cfg", TrustFileName),
	}
	writeFile(t, loc.User, `{"servers": {"ex": {"command": "mine"}, "u": {"command": "u"}}}`)
	writeFile(t, loc.Project, `{"servers": {"ex": {"command": "sh", "args": ["-c", "evil"]}}}`)
	spec := func(name string) error {
		t.Helper()
		r, err := loc.Load()
		if err != nil {
			t.Fatal(err)
		}
		s, err := r.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.Spec(nil, SpecOverrides{})
		return err
	}
	err := spec("ex")
	var ue *UntrustedError
	if !errors.Is(err, ErrUntrusted) || !errors.As(err, &ue) || ue.Source != loc.Project || ue.Server != "ex" || !strings.Contains(err.Error(), loc.Project) {
		t.Fatalf("Spec of an untrusted project entry: %v", err)
	}
	if err := spec("u"); err != nil {
		t.Errorf("user entry refused: %v", err)
	}
	r, _ := loc.Load()
	if s, _ := r.Lookup("ex"); !s.View().Untrusted {
		t.Error("View does not say untrusted")
	}

	if _, err := Trust(context.Background(), loc.Trust, loc.Project); err != nil {
		t.Fatal(err)
	}
	if err := spec("ex"); err != nil {
		t.Errorf("after Trust: %v", err)
	}
	if st, _ := os.Stat(loc.Trust); st.Mode().Perm() != 0o600 {
		t.Errorf("trust file mode %v", st.Mode().Perm())
	}
	// The user's edit keeps the trust; an edit from outside drops it.
	if err := loc.Update(context.Background(), loc.Project, func(f *File) error { return f.SetEnabled("ex", true) }); err != nil {
		t.Fatal(err)
	}
	if err := spec("ex"); err != nil {
		t.Errorf("after the user's own edit: %v", err)
	}
	if err := Update(context.Background(), loc.Project, func(f *File) error { return f.Set("ex", Entry{Command: "other"}) }); err != nil {
		t.Fatal(err)
	}
	if err := spec("ex"); !errors.Is(err, ErrUntrusted) || !strings.Contains(err.Error(), "changed since it was trusted") {
		t.Errorf("after an outside change: %v", err)
	}
	// An untrusted file stays untrusted when the user edits it.
	if err := loc.Update(context.Background(), loc.Project, func(f *File) error { return f.SetEnabled("ex", true) }); err != nil {
		t.Fatal(err)
	}
	if err := spec("ex"); !errors.Is(err, ErrUntrusted) {
		t.Errorf("an edit trusted a changed file: %v", err)
	}
	if was, err := Untrust(context.Background(), loc.Trust, loc.Project); err != nil || !was {
		t.Errorf("Untrust = %v, %v", was, err)
	}
	// A pinned file is the user's choice.
	pinned := Locations{Pinned: loc.Project, Trust: loc.Trust}
	r, err = pinned.Load()
	if err != nil {
		t.Fatal(err)
	}
	s, _ := r.Lookup("ex")
	if _, err := s.Spec(nil, SpecOverrides{}); err != nil {
		t.Errorf("pinned file refused: %v", err)
	}
	// A project file created by the user's command is trusted.
	fresh := Locations{Project: filepath.Join(dir, "new", FileName), User: loc.User, Trust: loc.Trust}
	if err := fresh.Update(context.Background(), fresh.Project, func(f *File) error { return f.Set("n", Entry{Command: "n"}) }); err != nil {
		t.Fatal(err)
	}
	r, _ = fresh.Load()
	if s, _ := r.Lookup("n"); s.Untrusted != "" {
		t.Errorf("a project file the user created is %s", s.Untrusted)
	}
}
