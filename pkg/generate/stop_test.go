package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// bigCollector is the collector of a run of n tools writing to dir, as
// openCollector leaves it (incomplete manifest written, files open), each
// tool with the counts of a tool half done.
func bigCollector(tb testing.TB, dir string, n int) *collector {
	tb.Helper()
	p := &plan{}
	for i := range n {
		name := fmt.Sprintf("tool%d", i)
		p.Tools = append(p.Tools, &prepTool{key: "many/" + name, index: i,
			stats: &ToolStats{Server: "many", Tool: name, Name: name, Slots: 20000, Records: 9990, Distinct: 9990, Duplicates: 10, Template: "templates/_generic.tmpl"}})
		p.Names = append(p.Names, dataset.NameMapping{Server: "many", MCPName: name, Name: name})
	}
	out := Output{Path: filepath.Join(dir, "y.jsonl")}
	c := &collector{p: p, neg: &ToolStats{}, defs: toolDigests(p), pmp: dataset.PartialManifestPath(out.Path), sp: &slotPlan{}}
	if err := c.writeStartManifest(out); err != nil {
		tb.Fatal(err)
	}
	var err error
	if c.sink, err = openSink(out, dataset.SplitRatios{}); err != nil {
		tb.Fatal(err)
	}
	return c
}

// TestNoCheckpointOnceStopped: once the run's context ended (SIGINT), the
// collector writes no checkpoint of its own: finish writes the incomplete
// manifest once the run stopped, and a checkpoint due at that moment (for a
// run of 10,000 tools a 4 MB manifest, rewritten every checkpointEvery)
// only delayed the stop. A checkpoint due while the run goes on is written.
func TestNoCheckpointOnceStopped(t *testing.T) {
	c := bigCollector(t, t.TempDir(), 100)
	u := &unit{tool: c.p.Tools[0], count: 10}
	j := &job{u: u, n: 0}
	stamp := func() time.Time {
		st, err := os.Stat(c.pmp)
		if err != nil {
			t.Fatal(err)
		}
		return st.ModTime()
	}
	old := time.Unix(1, 0)
	if err := os.Chtimes(c.pmp, old, old); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c.last = time.Time{} // a checkpoint is due
	if err := c.take(ctx, j, nil); err != nil {
		t.Fatal(err)
	}
	if !stamp().Equal(old) {
		t.Error("take wrote a checkpoint after the run's context ended; finish writes the incomplete manifest anyway")
	}
	c.last = time.Time{}
	if err := c.take(context.Background(), j, nil); err != nil {
		t.Fatal(err)
	}
	if stamp().Equal(old) {
		t.Error("take wrote no checkpoint when one was due and the run goes on")
	}
	c.sink.abort()
}

// TestPartialManifestCompact: the incomplete manifest is compact JSON that
// reads back as the manifest it was built from (dataset.ReadManifest, as
// --resume reads it), and its state as the collector's resume state.
func TestPartialManifestCompact(t *testing.T) {
	c := bigCollector(t, t.TempDir(), 3)
	defer c.sink.abort()
	want := c.partialManifest(nil)
	if err := writePartialManifest(want, c.pmp); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(c.pmp)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Count(b, []byte("\n")) != 1 || !bytes.Contains(b, []byte(`"complete":false`)) {
		t.Errorf("incomplete manifest is not one line of compact JSON:\n%s", b)
	}
	got, err := dataset.ReadManifest(c.pmp)
	if err != nil {
		t.Fatal(err)
	}
	var st resumeState
	if err := json.Unmarshal(got.State, &st); err != nil {
		t.Fatal(err)
	}
	if len(got.Tools) != 3 || got.Records != 3*9990 || len(st.Tools) != 3 || st.Tools[2].Records != 9990 {
		t.Errorf("incomplete manifest read back: %d tools, %d records, state %d tools", len(got.Tools), got.Records, len(st.Tools))
	}
}

// BenchmarkStopManifest times what an interrupted run of 10,000 tools does
// once it stopped, before it exits: total the counts and write the
// incomplete manifest. "indented" is how it was written before (as the
// complete manifest, dataset.Manifest.WriteFile, with the counts totalled
// twice); "compact" is how finish writes it now. On the development
// machine: compact ≈ 0.35× indented.
func BenchmarkStopManifest(b *testing.B) {
	c := bigCollector(b, b.TempDir(), 10000)
	defer c.sink.abort()
	b.Run("indented", func(b *testing.B) {
		for b.Loop() {
			r := &Result{Skipped: c.p.Skipped}
			totals(r, c.p, c.neg)
			_ = buildManifest(c.opts, c.p, r, c.defs)
			if err := c.partialManifest(nil).WriteFile(c.pmp); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("compact", func(b *testing.B) {
		for b.Loop() {
			r := &Result{Skipped: c.p.Skipped}
			totals(r, c.p, c.neg)
			if err := writePartialManifest(c.partialManifest(r), c.pmp); err != nil {
				b.Fatal(err)
			}
		}
	})
}
