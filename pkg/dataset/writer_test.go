package dataset

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func sha(b []byte) string { s := sha256.Sum256(b); return hex.EncodeToString(s[:]) }

func TestWriterCommit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(out, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	var want bytes.Buffer
	for i := range 1000 {
		line := []byte(`{"i":` + itoa(i) + `,"pad":"` + strings.Repeat("x", i%300) + `"}`)
		if err := w.Write(line); err != nil {
			t.Fatal(err)
		}
		want.Write(line)
		want.WriteByte('\n')
	}
	// Before Commit the final path still holds the old file.
	if got, _ := os.ReadFile(out); string(got) != "old\n" {
		t.Fatalf("final path changed before Commit: %q", got)
	}
	sum, err := w.Commit()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Fatal("committed bytes differ")
	}
	if sum.SHA256 != sha(got) || sum.Lines != 1000 || sum.Bytes != int64(len(got)) || sum.Path != out {
		t.Errorf("sum %+v; want sha %s, %d bytes", sum, sha(got), len(got))
	}
	if _, err := os.Stat(out + PartialSuffix); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("partial file left after Commit: %v", err)
	}
	if err := w.Write([]byte("{}")); err == nil {
		t.Error("Write after Commit succeeded")
	}
	if err := w.Abort(); err != nil {
		t.Errorf("Abort after Commit: %v", err)
	}
}

func TestWriterRejectsBadLines(t *testing.T) {
	t.Parallel()
	w, err := Create(filepath.Join(t.TempDir(), "x.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	for _, l := range []string{"", "{\n}", "{\"a\":1}\r"} {
		if err := w.Write([]byte(l)); err == nil {
			t.Errorf("Write(%q) succeeded", l)
		}
	}
	if _, err := Create("-"); err == nil {
		t.Error(`Create("-") succeeded`)
	}
}

// TestWriterAbortResume: Abort leaves whole lines only; a crash mid-line
// (simulated by appending half a line) is cut back by Resume; the resumed
// file equals an uninterrupted one, hash included.
func TestWriterAbortResume(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lines := make([][]byte, 50)
	var full bytes.Buffer
	for i := range lines {
		lines[i] = []byte(`{"n":` + itoa(i) + `}`)
		full.Write(lines[i])
		full.WriteByte('\n')
	}
	out := filepath.Join(dir, "d.jsonl")
	w, err := Create(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lines[:20] {
		if err := w.Write(l); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Abort(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("Abort created the final file")
	}
	part, err := os.ReadFile(out + PartialSuffix)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(part, []byte("\n")) || bytes.Count(part, []byte("\n")) != 20 {
		t.Fatalf("partial after Abort: %q", part)
	}
	rep, err := Check(bytes.NewReader(part), "xlam", CheckOptions{})
	if err != nil || rep.Lines != 20 {
		t.Fatalf("partial not 20 whole lines: %v %+v", err, rep)
	}
	// A crash in the middle of a line.
	f, _ := os.OpenFile(out+PartialSuffix, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"n":20,"trunc`)
	f.Close()
	w, err = Resume(out)
	if err != nil {
		t.Fatal(err)
	}
	if w.Lines() != 20 {
		t.Fatalf("Resume kept %d lines, want 20", w.Lines())
	}
	for _, l := range lines[20:] {
		if err := w.Write(l); err != nil {
			t.Fatal(err)
		}
	}
	sum, err := w.Commit()
	if err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(out)
	if !bytes.Equal(got, full.Bytes()) || sum.SHA256 != sha(full.Bytes()) || sum.Lines != 50 {
		t.Errorf("resumed file differs from an uninterrupted one (sum %+v)", sum)
	}
	if _, err := Resume(filepath.Join(dir, "none.jsonl")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Resume without partial: %v", err)
	}
}

func TestStreamWriter(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	w := NewStreamWriter(&buf)
	w.Write([]byte(`{"a":1}`))
	w.Write([]byte(`{"a":2}`))
	sum, err := w.Commit()
	if err != nil {
		t.Fatal(err)
	}
	if buf.String() != "{\"a\":1}\n{\"a\":2}\n" || sum.SHA256 != sha(buf.Bytes()) || sum.Path != "-" {
		t.Errorf("stream %q sum %+v", buf.String(), sum)
	}
}

func TestManifestRoundTrip(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	if got := ManifestPath(out); got != filepath.Join(dir, "out.manifest.json") {
		t.Errorf("ManifestPath = %s", got)
	}
	if got := SplitPath(out, SplitValid); got != filepath.Join(dir, "out.valid.jsonl") {
		t.Errorf("SplitPath = %s", got)
	}
	if got := SplitPath(dir, SplitTrain); got != filepath.Join(dir, "train.jsonl") {
		t.Errorf("SplitPath(dir) = %s", got)
	}
	if got := ManifestPath(dir + "/"); got != filepath.Join(dir, "manifest.json") {
		t.Errorf("ManifestPath(dir/) = %s", got)
	}
	m := &Manifest{MCPGenVersion: "test", Seed: 7, Format: "openai", Complete: true,
		Split: &SplitRatios{Valid: 0.1}, Files: []FileSum{{Path: out, Split: "train", Lines: 3, SHA256: "ab"}},
		Tools:   []ToolCount{{Server: "fs", Tool: "read_file", Name: "read_file", Records: 3}},
		Skipped: []Skipped{{Server: "bad", Reason: "connect: timeout"}}}
	p := ManifestPath(out)
	if err := m.WriteFile(p); err != nil {
		t.Fatal(err)
	}
	first, _ := os.ReadFile(p)
	if err := m.WriteFile(p); err != nil {
		t.Fatal(err)
	}
	second, _ := os.ReadFile(p)
	if !bytes.Equal(first, second) {
		t.Error("manifest bytes differ between two writes")
	}
	back, err := ReadManifest(p)
	if err != nil {
		t.Fatal(err)
	}
	if back.Seed != 7 || back.Split.Valid != 0.1 || back.Files[0].Lines != 3 || !back.Complete || back.ManifestVersion != ManifestVersion {
		t.Errorf("round trip: %+v", back)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temp file left: %s", e.Name())
		}
	}
}

func TestParseShard(t *testing.T) {
	t.Parallel()
	s, err := ParseShard("1/3")
	if err != nil || s.Index != 1 || s.Count != 3 {
		t.Fatalf("%+v %v", s, err)
	}
	for _, bad := range []string{"3/3", "-1/2", "1", "a/b", "0/0"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) succeeded", bad)
		}
	}
	// The shards' ranges tile [0, total) in order.
	for _, total := range []int64{0, 1, 2, 10, 1001} {
		var next int64
		for i := range 3 {
			lo, hi := Shard{Index: i, Count: 3}.Range(total)
			if lo != next || hi < lo {
				t.Errorf("total %d shard %d: [%d,%d) after %d", total, i, lo, hi, next)
			}
			next = hi
		}
		if next != total {
			t.Errorf("total %d: shards end at %d", total, next)
		}
	}
}

func TestDatasetInfo(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	err := WriteDatasetInfo(dir, []DatasetInfoEntry{{Name: "mcpgen_valid", File: "out.valid.jsonl"}, {Name: "mcpgen_train", File: "out.train.jsonl"}})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "dataset_info.json"))
	entry := func(file string) string {
		return `{
    "file_name": "` + file + `",
    "formatting": "sharegpt",
    "columns": {
      "messages": "conversations",
      "system": "system",
      "tools": "tools"
    },
    "tags": {
      "role_tag": "from",
      "content_tag": "value",
      "user_tag": "human",
      "assistant_tag": "gpt",
      "observation_tag": "observation",
      "function_tag": "function_call",
      "system_tag": "system"
    }
  }`
	}
	want := "{\n  \"mcpgen_train\": " + entry("out.train.jsonl") + ",\n  \"mcpgen_valid\": " + entry("out.valid.jsonl") + "\n}\n"
	if string(got) != want {
		t.Errorf("dataset_info.json:\n%s", got)
	}
	if _, err := DatasetInfo([]DatasetInfoEntry{{Name: "a", File: "x"}, {Name: "a", File: "y"}}); err == nil {
		t.Error("duplicate name accepted")
	}
}

// TestMergeDatasetInfo: the other members of an existing dataset_info.json
// keep their order and bytes; an entry of the same name and file is
// replaced in place; new ones are appended in name order; one of the same
// name listing another file is the user's and is never replaced.
func TestMergeDatasetInfo(t *testing.T) {
	t.Parallel()
	existing := `{"zeta": {"file_name": "z.json", "ranking": true},
	"mine": {"file_name": "m.jsonl", "formatting": "alpaca"},
  "alpha":{"file_name":"a.json","columns":{"prompt":"q"}}}`
	got, err := MergeDatasetInfo([]byte(existing), []DatasetInfoEntry{{Name: "new_b", File: "b.jsonl"}, {Name: "mine", File: "m.jsonl"}, {Name: "new_a", File: "a.jsonl"}})
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]map[string]any
	if err := json.Unmarshal(got, &doc); err != nil {
		t.Fatalf("%v\n%s", err, got)
	}
	s := string(got)
	order := []string{`"zeta": {"file_name": "z.json", "ranking": true}`, `"mine": {`, `"alpha": {"file_name":"a.json","columns":{"prompt":"q"}}`, `"new_a": {`, `"new_b": {`}
	last := -1
	for _, o := range order {
		i := strings.Index(s, o)
		if i < 0 || i < last {
			t.Errorf("%s missing or out of order:\n%s", o, s)
		}
		last = i
	}
	if doc["mine"]["file_name"] != "m.jsonl" || doc["mine"]["formatting"] != "sharegpt" || len(doc) != 5 {
		t.Errorf("merged:\n%s", s)
	}
	for _, theirs := range []string{`{"mine": {"file_name": "old.jsonl"}}`, `{"mine": 3}`, `{"mine": {"columns": {}}}`} {
		_, err := MergeDatasetInfo([]byte(theirs), []DatasetInfoEntry{{Name: "mine", File: "m.jsonl"}})
		var c *DatasetInfoConflict
		if !errors.As(err, &c) || c.Name != "mine" {
			t.Errorf("%s: err %v, want a *DatasetInfoConflict for \"mine\"", theirs, err)
		}
	}
	for _, bad := range []string{`[1]`, `{"a": 1,`, `{"a": 1} {}`, `null`, `{"a" 1}`} {
		if _, err := MergeDatasetInfo([]byte(bad), []DatasetInfoEntry{{Name: "x", File: "x.jsonl"}}); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if got, err := MergeDatasetInfo([]byte(" \n"), nil); err != nil || string(got) != "{}\n" {
		t.Errorf("blank: %q %v", got, err)
	}
}

// TestWriteDatasetInfoCorrupt: a dataset_info.json that is not a JSON
// object is an error naming it, and it is left as it was.
func TestWriteDatasetInfoCorrupt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "dataset_info.json")
	const corrupt = `{"identity": {"file_name": "identity.json"},`
	if err := os.WriteFile(path, []byte(corrupt), 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteDatasetInfo(dir, []DatasetInfoEntry{{Name: "x", File: "x.jsonl"}})
	if err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("err = %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != corrupt {
		t.Errorf("corrupt file changed: %s", b)
	}
}
