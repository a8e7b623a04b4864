package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestResumeRefusesChangedTools interrupts a run, changes one tool's
// definition (its description, then its inputSchema), adds and removes
// tools: --resume refuses each, naming the tools; with the definitions of
// the interrupted run it resumes.
func TestResumeRefusesChangedTools(t *testing.T) {
	t.Parallel()
	srcs := []Source{corpusSource(t, "filesystem.json", "fs")}
	opts := config{N: 200, Seed: 4, Workers: 2, CommandOptions: []byte(`{"n":200}`)}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	o := opts
	o.Progress = func(done, total int64) {
		if done >= total/2 {
			cancel()
		}
	}
	if _, err := run(ctx, srcs, o, Output{Path: out}); err == nil {
		t.Fatal("interrupted run returned no error")
	}
	// changed returns a copy of srcs changed by f.
	changed := func(f func(s *Source)) []Source {
		s := srcs[0]
		s.Tools = append(s.Tools[:0:0], s.Tools...)
		f(&s)
		return []Source{s}
	}
	name := srcs[0].Tools[1].Name
	other := srcs[0].Tools[2].Name
	var schema map[string]any
	if err := json.Unmarshal(srcs[0].Tools[1].InputSchema, &schema); err != nil {
		t.Fatal(err)
	}
	schema["additionalProperties"] = true
	widened, _ := json.Marshal(schema)
	cases := []struct {
		name string
		srcs []Source
		want []string
	}{
		{"description", changed(func(s *Source) { s.Tools[1].Description += " Now also recursive." }), []string{"fs/" + name + " (definition changed)"}},
		{"inputSchema", changed(func(s *Source) { s.Tools[1].InputSchema = widened }), []string{"fs/" + name + " (definition changed)"}},
		{"removed", changed(func(s *Source) { s.Tools = append(s.Tools[:2:2], s.Tools[3:]...) }), []string{"fs/" + other + " (gone)"}},
		{"added", changed(func(s *Source) {
			extra := s.Tools[0]
			extra.Name = "zz_new_tool"
			s.Tools = append(s.Tools, extra)
		}), []string{"fs/zz_new_tool (new)"}},
	}
	for _, c := range cases {
		r := opts
		r.Resume = true
		_, err := run(context.Background(), c.srcs, r, Output{Path: out})
		if err == nil {
			t.Errorf("%s: resumed with changed tools", c.name)
			continue
		}
		var tc *ToolsChangedError
		if !errors.As(err, &tc) || len(tc.Changes) == 0 {
			t.Errorf("%s: error is not a ToolsChangedError naming the changes: %v", c.name, err)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error does not name %q: %v", c.name, w, err)
			}
		}
	}
	r := opts
	r.Resume = true
	if _, err := run(context.Background(), srcs, r, Output{Path: out}); err != nil {
		t.Fatalf("resume with the same tools: %v", err)
	}
}

// TestResumeDropsLinesAfterCheckpoint: a run killed outright leaves lines
// in its partial file past its last checkpoint; --resume drops them and
// writes them again, to the bytes of an uninterrupted run.
func TestResumeDropsLinesAfterCheckpoint(t *testing.T) {
	t.Parallel()
	srcs := []Source{corpusSource(t, "filesystem.json", "fs")}
	opts := config{N: 120, Seed: 5, Workers: 2, CommandOptions: []byte(`{"n":120}`)}
	refDir, dir := t.TempDir(), t.TempDir()
	runTo(t, srcs, opts, filepath.Join(refDir, "out.jsonl"))
	ref := read(t, filepath.Join(refDir, "out.jsonl"))

	out := filepath.Join(dir, "out.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	o := opts
	o.Progress = func(done, total int64) {
		if done >= total/3 {
			cancel()
		}
	}
	if _, err := run(ctx, srcs, o, Output{Path: out}); err == nil {
		t.Fatal("interrupted run returned no error")
	}
	// Lines written after the checkpoint, and half a line.
	f, err := os.OpenFile(out+".partial", os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(ref, []byte("\n"))
	for _, l := range lines[len(lines)-4 : len(lines)-1] {
		_, _ = f.Write(l)
	}
	_, _ = f.Write([]byte(`{"messages":[`))
	_ = f.Close()
	r := opts
	r.Resume = true
	if _, err := run(context.Background(), srcs, r, Output{Path: out}); err != nil {
		t.Fatalf("resume: %v", err)
	}
	if got := read(t, out); !bytes.Equal(got, ref) {
		t.Errorf("resumed file differs from the uninterrupted run's (%d vs %d bytes)", len(got), len(ref))
	}
}

// TestSameOptionsToolPaths: a resume names the tool files of the
// interrupted run by other paths to the same files ("./x.json", "d/../x.json",
// a symbolic link) and is accepted; another file, another order or another
// option is not.
func TestSameOptionsToolPaths(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, f := range []string{"a.json", "b.json"} {
		if err := os.WriteFile(f, []byte(`{"tools":[]}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir("d", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "a.json"), "link.json"); err != nil {
		t.Fatal(err)
	}
	was := []byte(`{"n":5,"tools":["a.json","b.json"]}`)
	for _, c := range []struct {
		now  string
		same bool
	}{
		{`{"n":5,"tools":["./a.json","b.json"]}`, true},
		{`{"n":5,"tools":["d/../a.json","` + filepath.Join(dir, "b.json") + `"]}`, true},
		{`{"n":5,"tools":["link.json","b.json"]}`, true},
		{`{"n":5,"tools":["b.json","a.json"]}`, false},
		{`{"n":5,"tools":["a.json","a.json"]}`, false},
		{`{"n":6,"tools":["./a.json","b.json"]}`, false},
		{`{"n":5,"tools":["a.json"]}`, false},
		{`{"n":5,"tools":["a.json","missing.json"]}`, false},
	} {
		if got := sameOptions(was, []byte(c.now)); got != c.same {
			t.Errorf("sameOptions(%s, %s) = %v, want %v", was, c.now, got, c.same)
		}
	}
}
