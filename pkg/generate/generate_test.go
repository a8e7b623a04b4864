package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// corpusSource loads a captured tools/list from testdata/mcp-servers as a
// Source named server.
func corpusSource(t testing.TB, file, server string) Source {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "mcp-servers", file))
	if err != nil {
		t.Fatal(err)
	}
	var hdr struct {
		Server string `json:"server"`
	}
	_ = json.Unmarshal(data, &hdr)
	tools, err := tool.ParseFile(data, tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	return Source{Server: server, ServerInfo: hdr.Server, Tools: tools}
}

func runTo(t *testing.T, srcs []Source, opts config, path string) *Result {
	t.Helper()
	res, err := run(context.Background(), srcs, opts, Output{Path: path})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

func read(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEveryFormatChecks(t *testing.T) {
	t.Parallel()
	srcs := []Source{corpusSource(t, "filesystem.json", "fs"), corpusSource(t, "everything.json", "everything")}
	schemas := map[string]json.RawMessage{}
	for _, s := range srcs {
		for _, tl := range s.Tools {
			schemas[tl.Name] = tl.InputSchema
		}
	}
	dir := t.TempDir()
	for _, f := range dataset.Names() {
		if f == "text" {
			continue
		}
		t.Run(f, func(t *testing.T) {
			out := filepath.Join(dir, f+".jsonl")
			res := runTo(t, srcs, config{N: 10, Seed: 3, Format: f, Distractors: 2, Negatives: 0.1, Workers: 2}, out)
			if res.Records < 200 {
				t.Fatalf("%d records", res.Records)
			}
			checkFile(t, out, f, schemas)
			if _, err := os.Stat(dataset.ManifestPath(out)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestCallsValidate reads openai records and checks what acceptance 2 asks:
// every line parses, every call names a tool of its record, every call's
// arguments validate against that tool's inputSchema.
func TestCallsValidate(t *testing.T) {
	t.Parallel()
	srcs := []Source{corpusSource(t, "filesystem.json", "fs"), corpusSource(t, "memory.json", "memory")}
	out := filepath.Join(t.TempDir(), "o.jsonl")
	res := runTo(t, srcs, config{N: 20, Seed: 1, Distractors: 3}, out)
	compiled := map[string]*schema.Schema{}
	for _, s := range srcs {
		for _, tl := range s.Tools {
			c, err := schema.Compile(tl.InputSchema, schema.CompileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			compiled[tl.Name] = c
		}
	}
	lines := bytes.Split(bytes.TrimSpace(read(t, out)), []byte("\n"))
	if len(lines) != res.Records {
		t.Fatalf("%d lines, result says %d", len(lines), res.Records)
	}
	for i, ln := range lines {
		var rec struct {
			Messages []struct {
				Role      string `json:"role"`
				ToolCalls []struct {
					ID       string `json:"id"`
					Function struct {
						Name      string `json:"name"`
						Arguments string `json:"arguments"`
					} `json:"function"`
				} `json:"tool_calls"`
			} `json:"messages"`
			Tools []struct {
				Function struct {
					Name string `json:"name"`
				} `json:"function"`
			} `json:"tools"`
		}
		if err := json.Unmarshal(ln, &rec); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		offered := map[string]bool{}
		for _, tl := range rec.Tools {
			offered[tl.Function.Name] = true
		}
		if len(offered) != 4 {
			t.Errorf("line %d: %d tools, want 1 + 3 distractors", i+1, len(offered))
		}
		for _, m := range rec.Messages {
			for _, c := range m.ToolCalls {
				if !offered[c.Function.Name] {
					t.Errorf("line %d: call %q not among the record's tools", i+1, c.Function.Name)
				}
				if len(c.ID) != 9 {
					t.Errorf("line %d: id %q", i+1, c.ID)
				}
				v, err := schema.DecodeJSON([]byte(c.Function.Arguments))
				if err != nil {
					t.Fatalf("line %d: %v", i+1, err)
				}
				if vs := compiled[c.Function.Name].Validate(v); len(vs) > 0 {
					t.Errorf("line %d: %s arguments invalid: %v", i+1, c.Function.Name, vs)
				}
			}
		}
	}
	for _, ts := range res.Tools {
		if ts.Records == 0 {
			t.Errorf("%s: no records", ts.Tool)
		}
	}
}

func TestDeterministicAcrossWorkersAndShards(t *testing.T) {
	t.Parallel()
	srcs := []Source{corpusSource(t, "filesystem.json", "fs"), corpusSource(t, "everything.json", "everything")}
	dir := t.TempDir()
	opts := config{N: 150, Seed: 42, Distractors: 2, Negatives: 0.05, Split: dataset.SplitRatios{Valid: 0.1}}
	var first map[string][]byte
	for _, w := range []int{1, 4} {
		opts.Workers = w
		out := filepath.Join(dir, fmt.Sprintf("w%d", w), "out.jsonl")
		runTo(t, srcs, opts, out)
		got := map[string][]byte{"train": read(t, dataset.SplitPath(out, "train")), "valid": read(t, dataset.SplitPath(out, "valid"))}
		if first == nil {
			first = got
			continue
		}
		for k := range got {
			if !bytes.Equal(first[k], got[k]) {
				t.Errorf("%s split differs between --workers 1 and 4", k)
			}
		}
	}
	// The same seed twice gives the same manifest bytes too.
	m1 := read(t, dataset.ManifestPath(filepath.Join(dir, "w1", "out.jsonl")))
	m4 := read(t, dataset.ManifestPath(filepath.Join(dir, "w4", "out.jsonl")))
	if !bytes.Equal(m1, m4) {
		t.Errorf("manifests differ:\n%s\n%s", m1, m4)
	}
	// Shards concatenated equal the single run, split by split.
	cat := map[string][]byte{}
	for i := 0; i < 3; i++ {
		o := opts
		o.Workers = 2
		o.Shard = &dataset.Shard{Index: i, Count: 3}
		out := filepath.Join(dir, fmt.Sprintf("s%d.jsonl", i))
		runTo(t, srcs, o, out)
		for _, k := range []string{"train", "valid"} {
			cat[k] = append(cat[k], read(t, dataset.SplitPath(out, k))...)
		}
	}
	for k := range cat {
		if !bytes.Equal(cat[k], first[k]) {
			t.Errorf("%s: shards 0..2 concatenated differ from the single run (%d vs %d bytes)", k, len(cat[k]), len(first[k]))
		}
	}
	if !strings.Contains(string(first["valid"]), "\"role\":\"user\"") {
		t.Error("valid split is empty")
	}
}

func TestSanitizeAndPrefixed(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"a.b/c": "a_b_c", "ok_name-1": "ok_name-1", "": "tool"} {
		if got := Sanitize(in); got != want {
			t.Errorf("Sanitize(%q) = %q", in, got)
		}
	}
	long := strings.Repeat("x", 80)
	if got := Sanitize(long); len(got) != 64 {
		t.Errorf("long name sanitized to %d chars", len(got))
	}
	used := map[string]bool{}
	if a, b := uniqueName("n", used, nil), uniqueName("n", used, nil); a == b {
		t.Error("collision not resolved")
	}
	src := corpusSource(t, "everything.json", "ev.1")
	out := filepath.Join(t.TempDir(), "p.jsonl")
	res := runTo(t, []Source{src}, config{N: 2, NameStyle: NamePrefixed, Workers: 1}, out)
	for _, n := range res.Manifest.Names {
		if !strings.HasPrefix(n.Name, "mcp_ev_1_") || Sanitize(n.Name) != n.Name {
			t.Errorf("prefixed name %q", n.Name)
		}
	}
}

func TestFailedSourceIsSkipped(t *testing.T) {
	t.Parallel()
	srcs := []Source{{Server: "down", Err: fmt.Errorf("server down: connection refused")}, corpusSource(t, "memory.json", "memory")}
	out := filepath.Join(t.TempDir(), "o.jsonl")
	res := runTo(t, srcs, config{N: 3, Workers: 2}, out)
	if !res.Partial() || len(res.Skipped) != 1 || res.Skipped[0].Server != "down" {
		t.Fatalf("skipped %+v", res.Skipped)
	}
	if res.Records == 0 {
		t.Fatal("no records from the working source")
	}
}

func TestIncludeExclude(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, server     string
		include, exclude []string
		want             bool
	}{
		{"read_file", "fs", nil, nil, true},
		{"read_file", "fs", []string{"read_*"}, nil, true},
		{"write_file", "fs", []string{"read_*"}, nil, false},
		{"read_file", "fs", []string{"fs/*"}, []string{"*_file"}, false},
		{"list_directory", "fs", []string{"fs/*"}, []string{"*_file"}, true},
		{"read_file", "other", []string{"fs/*"}, nil, false},
	} {
		if got := selected(c.name, c.server, c.include, c.exclude); got != c.want {
			t.Errorf("selected(%s/%s, %v, %v) = %v", c.server, c.name, c.include, c.exclude, got)
		}
	}
}

// TestSplitIsGrouped: records that make the same call never land on both
// sides; the shares of records follow the ratios asked for, every tool with
// several records reaches train (a tool without arguments too: its records
// are grouped by request, not all in one split), and every split file holds
// records.
func TestSplitIsGrouped(t *testing.T) {
	t.Parallel()
	src := corpusSource(t, "filesystem.json", "fs")
	out := filepath.Join(t.TempDir(), "s.jsonl")
	res := runTo(t, []Source{src}, config{N: 60, Seed: 5, Split: dataset.SplitRatios{Valid: 0.2, Test: 0.2}, Workers: 2}, out)
	for _, ts := range res.Tools {
		if ts.Splits["train"] == 0 {
			t.Errorf("%s has no train record: %v", ts.Tool, ts.Splits)
		}
	}
	count := map[string]int{}
	total := 0
	side := map[string]string{}
	for _, sp := range []string{"train", "valid", "test"} {
		for _, line := range bytes.Split(bytes.TrimSpace(read(t, dataset.SplitPath(out, sp))), []byte("\n")) {
			if len(line) == 0 {
				continue
			}
			count[sp]++
			total++
			var r struct {
				Messages []struct {
					ToolCalls []struct {
						Function struct{ Name, Arguments string } `json:"function"`
					} `json:"tool_calls"`
				} `json:"messages"`
			}
			if err := json.Unmarshal(line, &r); err != nil {
				t.Fatal(err)
			}
			for _, m := range r.Messages {
				for _, c := range m.ToolCalls {
					if c.Function.Arguments == "{}" {
						continue // grouped by request
					}
					k := c.Function.Name + c.Function.Arguments
					if s, ok := side[k]; ok && s != sp {
						t.Errorf("call %s in %s and %s", k, s, sp)
					}
					side[k] = sp
				}
			}
		}
	}
	for sp, want := range map[string]float64{"train": 0.6, "valid": 0.2, "test": 0.2} {
		if got := float64(count[sp]) / float64(total); got < want-0.08 || got > want+0.08 {
			t.Errorf("split %s holds %.2f of %d records, want %.2f±0.08 (%v)", sp, got, total, want, count)
		}
	}
	// Arguments differing only in case and spacing are one group; ids that
	// differ in digits are not.
	if groupKey("t", map[string]any{"p": "/tmp/File12.txt", "n": json.Number("3")}) !=
		groupKey("t", map[string]any{"p": " /tmp/FILE12.txt ", "n": json.Number("3")}) {
		t.Error("the same call said in other case got different groups")
	}
	if groupKey("t", map[string]any{"id": "APT-15865"}) == groupKey("t", map[string]any{"id": "APT-20417"}) {
		t.Error("two ids got one group")
	}
}

// A tool's coverage runs across all of its slots, not per block of
// ChunkSize: an enum of 100 values with N=100 gives all 100 values (the
// synthesizer cycles through enum values), whatever the worker count and
// with the same bytes for 1 and 3 workers.
func TestCoverageAcrossBlocks(t *testing.T) {
	t.Parallel()
	var enum []string
	for i := 0; i < 100; i++ {
		enum = append(enum, fmt.Sprintf(`"v%03d"`, i))
	}
	sch := `{"type":"object","properties":{"mode":{"type":"string","enum":[` + strings.Join(enum, ",") + `]}},"required":["mode"]}`
	tl := tool.Tool{Server: "cov", Name: "set_mode", Description: "Set the mode.", InputSchema: json.RawMessage(sch)}
	srcs := []Source{{Server: "cov", Tools: []tool.Tool{tl}}}
	dir := t.TempDir()
	var first []byte
	for _, w := range []int{1, 3} {
		out := filepath.Join(dir, fmt.Sprintf("w%d.jsonl", w))
		runTo(t, srcs, config{N: 100, Seed: 5, Workers: w}, out)
		data := read(t, out)
		seen := map[string]bool{}
		for _, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
			var rec struct {
				Messages []struct {
					ToolCalls []struct {
						Function struct{ Arguments string } `json:"function"`
					} `json:"tool_calls"`
				} `json:"messages"`
			}
			if err := json.Unmarshal(line, &rec); err != nil {
				t.Fatal(err)
			}
			for _, m := range rec.Messages {
				for _, c := range m.ToolCalls {
					var a struct{ Mode string }
					if err := json.Unmarshal([]byte(c.Function.Arguments), &a); err != nil {
						t.Fatal(err)
					}
					seen[a.Mode] = true
				}
			}
		}
		if len(seen) != 100 {
			t.Errorf("workers=%d: %d distinct enum values in 100 records, want 100", w, len(seen))
		}
		if first == nil {
			first = data
		} else if !bytes.Equal(first, data) {
			t.Errorf("workers=%d: output differs from workers=1", w)
		}
	}
}

// TestNoArgumentSchemas: a tool without inputSchema, or with inputSchema
// {} or true, takes no arguments; with a normalizer set (as generate's
// --profile does) it is generated, not skipped, and its records pass
// dataset check in every format.
func TestNoArgumentSchemas(t *testing.T) {
	t.Parallel()
	tools, err := tool.ParseFile([]byte(`{"tools":[
		{"name":"ping","description":"Health check with no inputSchema field."},
		{"name":"empty","description":"Return the time.","inputSchema":{}},
		{"name":"anything","description":"Return a random number.","inputSchema":true}]}`), tool.KindMCP)
	if err != nil {
		t.Fatal(err)
	}
	srcs := []Source{{Server: "bugs", Tools: tools}}
	norm := func(tl *tool.Tool) (json.RawMessage, error) {
		out, _, err := schema.Normalize(tl.InputSchema, schema.ProfileAll)
		return out, err
	}
	dir := t.TempDir()
	for _, f := range dataset.Names() {
		if f == "text" {
			continue
		}
		t.Run(f, func(t *testing.T) {
			out := filepath.Join(dir, f+".jsonl")
			res := runTo(t, srcs, config{N: 4, Seed: 1, Format: f, Normalize: norm, Workers: 1}, out)
			if len(res.Skipped) > 0 || len(res.Tools) != 3 || res.Records < 6 {
				t.Fatalf("%d records, skipped %+v", res.Records, res.Skipped)
			}
			fh, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer fh.Close()
			rep, err := dataset.Check(fh, f, dataset.CheckOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if !rep.OK() {
				t.Fatalf("dataset check %s: %+v", f, rep)
			}
		})
	}
}

// checkFile runs dataset check on the file at path in format, validating
// arguments against schemas, and fails the test on any error.
func checkFile(t *testing.T, path, format string, schemas map[string]json.RawMessage) {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	rep, err := dataset.Check(fh, format, dataset.CheckOptions{Tools: schemas})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("dataset check %s: %+v", format, rep)
	}
}
