package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// testMix is the mix of the determinism tests: every kind.
const testMix = "single=0.4,parallel=0.2,chain=0.2,followup=0.1,clarify=0.1"

func mixConfig(t *testing.T, seed int64) config {
	t.Helper()
	m, err := parseMix(testMix)
	if err != nil {
		t.Fatal(err)
	}
	return config{N: 90, Seed: seed, Distractors: 2, Negatives: 0.05, Mix: m, Split: dataset.SplitRatios{Valid: 0.1}}
}

// TestMixDeterministicAcrossWorkersShardsResume: with a mix of record
// kinds, the same seed gives the same bytes for any --workers, shards
// concatenate to the single run, and a resumed run ends byte-equal.
func TestMixDeterministicAcrossWorkersShardsResume(t *testing.T) {
	srcs := []Source{corpusSource(t, "filesystem.json", "fs"), corpusSource(t, "memory.json", "memory"), corpusSource(t, "mongodb.json", "mongodb")}
	dir := t.TempDir()
	opts := mixConfig(t, 7)
	splits := []string{"train", "valid"}
	var first map[string][]byte
	for _, w := range []int{1, 3} {
		opts.Workers = w
		out := filepath.Join(dir, fmt.Sprintf("w%d", w), "out.jsonl")
		runTo(t, srcs, opts, out)
		got := map[string][]byte{"manifest": read(t, dataset.ManifestPath(out))}
		for _, k := range splits {
			got[k] = read(t, dataset.SplitPath(out, k))
		}
		if first == nil {
			first = got
			continue
		}
		for k := range got {
			if !bytes.Equal(first[k], got[k]) {
				t.Errorf("%s differs between --workers 1 and 3", k)
			}
		}
	}
	var m dataset.Manifest
	if err := json.Unmarshal(first["manifest"], &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range kindNames {
		if m.Kinds[k] == 0 {
			t.Errorf("no %s records: kinds %v, skipped %v", k, m.Kinds, m.KindsSkipped)
		}
	}
	cat := map[string][]byte{}
	for i := 0; i < 3; i++ {
		o := opts
		o.Workers = 2
		o.Shard = &dataset.Shard{Index: i, Count: 3}
		out := filepath.Join(dir, fmt.Sprintf("s%d.jsonl", i))
		runTo(t, srcs, o, out)
		for _, k := range splits {
			cat[k] = append(cat[k], read(t, dataset.SplitPath(out, k))...)
		}
	}
	for _, k := range splits {
		if !bytes.Equal(cat[k], first[k]) {
			t.Errorf("%s: shards concatenated differ from the single run (%d vs %d bytes)", k, len(cat[k]), len(first[k]))
		}
	}

	// Interrupt halfway, then resume: the files and manifest end as the
	// uninterrupted run's.
	ctx, cancel := context.WithCancel(context.Background())
	o := opts
	o.Workers = 2
	o.Progress = func(done, total int64) {
		if done >= total/2 {
			cancel()
		}
	}
	out := filepath.Join(dir, "r", "out.jsonl")
	if _, err := run(ctx, srcs, o, Output{Path: out}); err == nil {
		t.Fatal("interrupted run returned no error")
	}
	o = opts
	o.Workers, o.Resume = 2, true
	if _, err := run(context.Background(), srcs, o, Output{Path: out}); err != nil {
		t.Fatalf("resume: %v", err)
	}
	for _, k := range splits {
		if !bytes.Equal(read(t, dataset.SplitPath(out, k)), first[k]) {
			t.Errorf("%s differs after resume", k)
		}
	}
	if !bytes.Equal(read(t, dataset.ManifestPath(out)), first["manifest"]) {
		t.Error("manifest differs after resume")
	}
}

// TestMixOffline: offline, parallel, followup and clarify records are made
// for tools with arguments, chains where a finder's outputSchema gives a
// value, and the slots whose kind could not be made are counted.
func TestMixOffline(t *testing.T) {
	srcs := []Source{corpusSource(t, "memory.json", "memory"), corpusSource(t, "mongodb.json", "mongodb")}
	opts := mixConfig(t, 3)
	opts.Split = dataset.SplitRatios{}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	res := runTo(t, srcs, opts, out)
	m := res.Manifest
	for _, k := range []string{"single", "parallel", "chain", "followup", "clarify"} {
		if m.Kinds[k] == 0 {
			t.Errorf("no %s records: %v", k, m.Kinds)
		}
	}
	if m.KindsSkipped["chain"] == 0 {
		t.Errorf("no chain slot counted as skipped: %v", m.KindsSkipped)
	}
	total := 0
	for _, n := range m.Kinds {
		total += n
	}
	if total != m.Records-res.Negatives.Records {
		t.Errorf("kinds sum to %d, tool records %d", total, m.Records-res.Negatives.Records)
	}
}

func TestParseMix(t *testing.T) {
	m, err := parseMix("single=3,parallel=1")
	if err != nil || m[kindSingle] != 0.75 || m[kindParallel] != 0.25 {
		t.Errorf("parseMix: %v %v", m, err)
	}
	for _, bad := range []string{"single", "sole=1", "single=-1", "single=0", "single=1,single=2"} {
		if _, err := parseMix(bad); err == nil {
			t.Errorf("parseMix(%q): no error", bad)
		}
	}
	ks := unitKinds(m, 1, 2, 20)
	n := 0
	for _, k := range ks {
		if k == kindParallel {
			n++
		}
	}
	if n != 5 {
		t.Errorf("unitKinds: %d parallel of 20, want 5", n)
	}
}
