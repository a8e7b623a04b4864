package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/tool"
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
	// A kind named alone has weight 1: "chain" is every record a chain
	// (it was refused), "chain,followup=3" a quarter chains.
	one, err := parseMix("chain")
	if err != nil || one[kindChain] != 1 || one[kindSingle] != 0 {
		t.Errorf("parseMix(chain) = %v %v, want chain=1", one, err)
	}
	one, err = parseMix("chain,followup=3")
	if err != nil || one[kindChain] != 0.25 || one[kindFollowup] != 0.75 {
		t.Errorf("parseMix(chain,followup=3) = %v %v, want 25/75", one, err)
	}
	for _, bad := range []string{"sole", "sole=1", "single=-1", "single=0", "single=1,single=2"} {
		if _, err := parseMix(bad); err == nil {
			t.Errorf("parseMix(%q): no error", bad)
		}
	}
	// Weights so large their sum overflows keep their proportions.
	huge, err := parseMix("single=1e308,parallel=1e308")
	if err != nil || huge[kindSingle] != 0.5 || huge[kindParallel] != 0.5 {
		t.Errorf("parseMix(single=1e308,parallel=1e308) = %v %v, want 50/50", huge, err)
	}
	huge, err = parseMix("single=1.5e308,parallel=0.5e308")
	if err != nil || huge[kindSingle] != 0.75 || huge[kindParallel] != 0.25 {
		t.Errorf("parseMix(single=1.5e308,parallel=0.5e308) = %v %v, want 75/25", huge, err)
	}
	for _, bad := range []string{"single=inf", "single=NaN", "single=1e309"} {
		if _, err := parseMix(bad); err == nil {
			t.Errorf("parseMix(%q): no error", bad)
		}
	}
	ks := unitKinds(m, 1, 2, 20, 0)
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

// TestChainFound: the values a second call can take are found verbatim in
// text and structured results, by the parameter's role.
func TestChainFound(t *testing.T) {
	dir := prompt.Param{Name: "path", Role: role.Role{Kind: role.DirPath}}
	file := prompt.Param{Name: "path", Role: role.Role{Kind: role.FilePath}}
	id := prompt.Param{Name: "connectionId", Role: role.Role{Kind: role.ID}}
	for _, c := range []struct {
		result string
		p      prompt.Param
		want   []string
	}{
		{`{"content":"Allowed directories:\n/tmp/x/sample"}`, dir, []string{"/tmp/x/sample"}},
		{"Allowed directories:\n/tmp/x/sample", dir, []string{"/tmp/x/sample"}},
		{"/tmp/x/a.txt\n/tmp/x/notes\n/tmp/x/notes/m.md", file, []string{"/tmp/x/a.txt", "/tmp/x/notes/m.md"}},
		{"/tmp/x/a.txt\n/tmp/x/notes", dir, []string{"/tmp/x/notes"}},
		{`{"connections":[{"connectionId":"47","name":"main"}]}`, id, []string{"47"}},
		{"No matches found", file, nil},
	} {
		got := found(c.result, c.p)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("found(%q, %s) = %q, want %q", c.result, c.p.Role.Kind, got, c.want)
		}
	}
}

// TestMixNegativesFitTools: with a mix, a near-miss refusal ("I can read,
// list or search them") offers tools having each capability it names,
// and a call's distractors come from its own server first.
func TestMixNegativesFitTools(t *testing.T) {
	srcs := []Source{corpusSource(t, "filesystem.json", "fs"), corpusSource(t, "github.json", "github"), corpusSource(t, "slack.json", "slack")}
	opts := mixConfig(t, 5)
	opts.Split, opts.N, opts.Negatives, opts.Distractors = dataset.SplitRatios{}, 10, 0.3, 2
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, srcs, opts, out)
	server := map[string]string{}
	for _, s := range srcs {
		for _, tl := range s.Tools {
			server[tl.Name] = s.Server
		}
	}
	canRe := regexp.MustCompile(`I can ([a-z, ]+?) (?:them|that)\b`)
	near, calls := 0, 0
	for _, line := range bytes.Split(bytes.TrimSpace(read(t, out)), []byte("\n")) {
		var r struct {
			Messages []struct {
				Role, Content string
				ToolCalls     []struct{ Function struct{ Name string } } `json:"tool_calls"`
			}
			Tools []struct{ Function struct{ Name string } }
		}
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, tl := range r.Tools {
			names = append(names, tl.Function.Name)
		}
		last := r.Messages[len(r.Messages)-1]
		if m := canRe.FindStringSubmatch(last.Content); m != nil && len(r.Messages) <= 3 {
			near++
			for _, v := range strings.FieldsFunc(strings.ReplaceAll(m[1], " or ", ","), func(r rune) bool { return r == ',' || r == ' ' }) {
				if !slices.ContainsFunc(names, func(n string) bool { return strings.Contains(n, v) }) {
					t.Errorf("refusal %q names %q, offered tools %v", last.Content, v, names)
				}
			}
		}
		if len(r.Messages) == 2 && len(r.Messages[1].ToolCalls) == 1 {
			calls++
			called := r.Messages[1].ToolCalls[0].Function.Name
			for _, n := range names {
				if server[n] != server[called] {
					t.Errorf("%s offered beside %s (server %s has more tools)", n, called, server[called])
				}
			}
		}
	}
	if near == 0 || calls == 0 {
		t.Fatalf("%d near-miss negatives, %d single calls checked", near, calls)
	}
}

// TestMixEveryFormatChecks: offline records of every kind (chains on
// synthesized results among them) pass dataset check in every format that
// holds them, with the example server's patterned ids among the chains'
// found values.
func TestMixEveryFormatChecks(t *testing.T) {
	srcs := []Source{corpusSource(t, "example.json", "example"), corpusSource(t, "memory.json", "memory"), corpusSource(t, "filesystem.json", "fs")}
	schemas := map[string]json.RawMessage{}
	for _, s := range srcs {
		for _, tl := range s.Tools {
			schemas[tl.Name] = tl.InputSchema
		}
	}
	dir := t.TempDir()
	for _, f := range dataset.Names() {
		if f == "text" || f == "hf" {
			// hf's argument encoding (objects, or strings when the tools'
			// columns disagree) is chosen by the command; execute_fs_mix
			// checks hf through it.
			continue
		}
		t.Run(f, func(t *testing.T) {
			opts := mixConfig(t, 11)
			opts.Split, opts.N, opts.Format, opts.Workers = dataset.SplitRatios{}, 20, f, 2
			out := filepath.Join(dir, f+".jsonl")
			res := runTo(t, srcs, opts, out)
			if res.Records < 100 {
				t.Fatalf("%d records", res.Records)
			}
			checkFile(t, out, f, schemas)
		})
	}
}

// TestMixExecutedDeterministicAcrossShardsResume: with every record kind
// executed on the real example server (its read-only tools, so that
// what a call returns does not depend on the order calls ran in), shards
// concatenate to the single run and a run interrupted part-way (so that
// its resume regenerates earlier blocks of a tool without running them)
// resumes to the same bytes. An executed chain's duplicate key must not
// depend on whether it ran: keyed by what execution found, a resumed run
// or a later shard kept chains the single run dropped as duplicates.
func TestMixExecutedDeterministicAcrossShardsResume(t *testing.T) {
	src := corpusSource(t, "example.json", "ex")
	src.Tools = slices.DeleteFunc(src.Tools, func(tl tool.Tool) bool { return !tl.IsReadOnly() })
	if len(src.Tools) < 3 {
		t.Fatalf("example server: %d read-only tools", len(src.Tools))
	}
	m, err := parseMix(testMix)
	if err != nil {
		t.Fatal(err)
	}
	opts := config{N: 300, Seed: 21, Mix: m, Shape: ShapeFull, Workers: 3}
	dir := t.TempDir()
	runExec := func(ctx context.Context, o config, out string) error {
		o.Executor = newExampleExecutor(t) // a fresh server: no state from another run
		_, err := run(ctx, []Source{src}, o, Output{Path: out})
		return err
	}
	single := filepath.Join(dir, "single", "out.jsonl") // the manifest names the file
	if err := runExec(context.Background(), opts, single); err != nil {
		t.Fatal(err)
	}
	want, wantManifest := read(t, single), read(t, dataset.ManifestPath(single))
	if !bytes.Contains(want, []byte(`"kind":"chain"`)) && !strings.Contains(string(wantManifest), `"chain"`) {
		t.Fatalf("no chain records in the single run: %s", wantManifest)
	}

	var cat []byte
	for i := 0; i < 3; i++ {
		o := opts
		o.Shard = &dataset.Shard{Index: i, Count: 3}
		out := filepath.Join(dir, fmt.Sprintf("s%d.jsonl", i))
		if err := runExec(context.Background(), o, out); err != nil {
			t.Fatal(err)
		}
		cat = append(cat, read(t, out)...)
	}
	if !bytes.Equal(cat, want) {
		t.Errorf("shards concatenated differ from the single run (%d vs %d bytes)", len(cat), len(want))
	}

	for _, stop := range []int64{3, 5} { // interrupted after about stop/8 of the slots
		ctx, cancel := context.WithCancel(context.Background())
		o := opts
		o.Progress = func(done, total int64) {
			if done >= total*stop/8 {
				cancel()
			}
		}
		out := filepath.Join(dir, fmt.Sprintf("r%d", stop), "out.jsonl")
		if err := runExec(ctx, o, out); err == nil {
			t.Fatalf("stop %d/8: interrupted run returned no error", stop)
		}
		cancel()
		o = opts
		o.Resume = true
		if err := runExec(context.Background(), o, out); err != nil {
			t.Fatalf("stop %d/8: resume: %v", stop, err)
		}
		if got := read(t, out); !bytes.Equal(got, want) {
			t.Errorf("stop %d/8: resumed file differs from the single run (%d vs %d lines)", stop, bytes.Count(got, []byte("\n")), bytes.Count(want, []byte("\n")))
		}
		if !bytes.Equal(read(t, dataset.ManifestPath(out)), wantManifest) {
			t.Errorf("stop %d/8: manifest differs after resume", stop)
		}
	}
}

// TestSplitSpreadsKinds: with a mix and --split, every record kind reaches
// every split in about the shares asked. The group key of parallel and
// clarify records was taken before their calls were in the record, so all
// of them shared one group and one split.
func TestSplitSpreadsKinds(t *testing.T) {
	t.Parallel()
	cfg := mixConfig(t, 7)
	cfg.Negatives, cfg.Split = 0, dataset.SplitRatios{Valid: 0.2, Test: 0.2}
	out := filepath.Join(t.TempDir(), "k.jsonl")
	runTo(t, []Source{corpusSource(t, "filesystem.json", "fs")}, cfg, out)
	shape := func(line []byte) string {
		var r struct {
			Messages []struct {
				Role      string            `json:"role"`
				ToolCalls []json.RawMessage `json:"tool_calls"`
			} `json:"messages"`
		}
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		users, calls, most := 0, 0, 0
		for _, m := range r.Messages {
			if m.Role == "user" {
				users++
			}
			calls += len(m.ToolCalls)
			most = max(most, len(m.ToolCalls))
		}
		switch {
		case most > 1:
			return "parallel"
		case users > 1 && calls == 1:
			return "clarify"
		}
		return "other"
	}
	count := map[string]map[string]int{}
	for _, sp := range []string{"train", "valid", "test"} {
		for _, line := range bytes.Split(bytes.TrimSpace(read(t, dataset.SplitPath(out, sp))), []byte("\n")) {
			k := shape(line)
			if count[k] == nil {
				count[k] = map[string]int{}
			}
			count[k][sp]++
		}
	}
	for _, k := range []string{"parallel", "clarify"} {
		c := count[k]
		total := c["train"] + c["valid"] + c["test"]
		if total < 20 {
			t.Fatalf("only %d %s records: %v", total, k, count)
		}
		if share := float64(c["train"]) / float64(total); share < 0.4 || share > 0.8 {
			t.Errorf("%s records: %v, train share %.2f, want about 0.6", k, c, share)
		}
	}
}
