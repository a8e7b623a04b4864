package generate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// unit is a run of consecutive slots: one tool's, or the negatives.
type unit struct {
	tool  *prepTool // nil for negatives
	count int
	start int64 // global slot of the unit's first record
	key   string
	hash  uint64
}

// job is a block of up to ChunkSize slots of one unit.
type job struct {
	u        *unit
	first, n int  // slot indexes within the unit
	hashOnly bool // before the shard: generated only to know duplicates
	res      chan chunkResult
	// synthIn and synthOut hand the tool's generator from block to block
	// (nil synthIn for the unit's first block): one generator (one seeded
	// source, one coverage state) makes all of a tool's instances in slot
	// order, whatever worker runs a block.
	synthIn, synthOut chan *synth.Generator
}

// built is one generated slot.
type built struct {
	line    []byte // nil: no record (see fail)
	split   string
	content uint64 // exact-duplicate key
	prompt  uint64 // the user request, for distinct counts
	isError bool
	fail    failKind
	reason  string
	// finalErr is the error of the final-answer template that failed to
	// execute for this record ("" for none); finalDropped tells that every
	// fallback failed too and the record has no final answer.
	finalErr     string
	finalDropped bool
}

type failKind uint8

const (
	failNone failKind = iota
	failSynth
	failExec
	failExecSkip
	failUnrepresentable
)

type chunkResult struct {
	recs []built
	err  error
}

// negativeKey names the negatives unit in seeds and stats.
const negativeKey = "\x00negatives"

// Run generates the dataset of sources into out. It returns the run's
// counts even on error when some were made. Errors: invalid options, a
// template error (naming file and line), an unknown format, output files
// that cannot be written, and ctx's error when it ends (files are then left
// as "<path>.partial" and the manifest says complete: false).
func Run(ctx context.Context, sources []Source, opts Options, out Output) (*Result, error) {
	start := time.Now()
	if err := opts.check(); err != nil {
		return nil, err
	}
	if opts.N == 0 {
		opts.N = DefaultN
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.NumCPU()
	}
	if opts.Format == "" {
		opts.Format = "openai"
	}
	if opts.Shape == "" {
		opts.Shape = ShapeCall
	}
	format := opts.FormatImpl
	var err error
	if format == nil {
		if format, err = dataset.Lookup(opts.Format); err != nil {
			return nil, err
		}
	}
	if opts.Templates == nil {
		if opts.Templates, err = prompt.Load(); err != nil {
			return nil, err
		}
	}
	plan, err := prepare(sources, opts)
	if err != nil {
		return nil, err
	}
	res := &Result{Skipped: plan.Skipped, Notes: plan.Notes}

	// Lay out the slots.
	var units []*unit
	var total int64
	for _, pt := range plan.Tools {
		units = append(units, &unit{tool: pt, count: opts.N, start: total, key: pt.key, hash: hash64(pt.key)})
		total += int64(opts.N)
	}
	calls := total
	if opts.Negatives > 0 && calls > 0 {
		n := int(math.Round(float64(calls) * opts.Negatives / (1 - opts.Negatives)))
		if n > 0 {
			units = append(units, &unit{count: n, start: total, key: negativeKey, hash: hash64(negativeKey)})
			total += int64(n)
		}
	}
	lo, hi := int64(0), total
	if opts.Shard != nil {
		lo, hi = opts.Shard.Range(total)
	}
	res.Slots, res.ShardSlots = total, hi-lo

	// writeLo is the first slot this run writes: the shard's start, or
	// where an interrupted run stopped (--resume).
	writeLo := lo
	var rs *resumeState
	var sink *sink
	if opts.Resume {
		if rs, err = loadResume(out, opts); err != nil {
			return nil, err
		}
		writeLo = max(lo, min(rs.Next, hi))
		sink, err = resumeSink(out, opts.Split, rs)
	} else {
		sink, err = openSink(out, opts.Split)
	}
	if err != nil {
		return nil, err
	}
	committed := false
	defer func() {
		if !committed {
			sink.abort()
		}
	}()

	g := &gen{opts: opts, format: format, tools: plan.Tools, related: relatedFunc(plan.Tools)}
	if opts.Templates != nil {
		// Negatives share the system prompt of tools without their own.
		if b, err := opts.Templates.For(prompt.ToolInfo{Name: "_negative"}); err == nil {
			g.negBind = b
		}
	}
	negStats := &ToolStats{Tool: "", Name: ""}
	statsOf := func(u *unit) *ToolStats {
		if u.tool != nil {
			return u.tool.stats
		}
		return negStats
	}
	if rs != nil {
		saved := map[string]ToolStats{}
		for _, t := range rs.Tools {
			saved[t.Server+"/"+t.Tool] = t
		}
		for _, pt := range plan.Tools {
			if t, ok := saved[pt.key]; ok {
				*pt.stats = t
			}
		}
		*negStats = rs.Negatives
	}
	for _, u := range units {
		if s, e := u.start, u.start+int64(u.count); e > lo && s < hi {
			statsOf(u).Slots = int(min(e, hi) - max(s, lo))
		}
	}
	// next is the first slot the writer has not decided; failed the slots
	// of the unit holding it that gave no record (for the resume state).
	next := writeLo
	var failed []int64
	resumedFailed := map[int64]bool{}
	if rs != nil {
		for _, f := range rs.Failed {
			resumedFailed[f] = true
		}
		failed = append(failed, rs.Failed...)
	}

	eg, ectx := errgroup.WithContext(ctx)
	jobs := make(chan *job)
	ordered := make(chan *job, 4*opts.Workers)
	// Producer: blocks in slot order, from the start of the unit holding
	// writeLo (for duplicate detection) to hi.
	eg.Go(func() error {
		defer close(jobs)
		defer close(ordered)
		for _, u := range units {
			end := u.start + int64(u.count)
			if end <= writeLo || u.start >= hi {
				continue
			}
			var handoff chan *synth.Generator
			for first := 0; first < u.count; first += ChunkSize {
				n := min(ChunkSize, u.count-first)
				s := u.start + int64(first)
				if s >= hi {
					break
				}
				j := &job{u: u, first: first, n: n, hashOnly: s+int64(n) <= writeLo, res: make(chan chunkResult, 1)}
				if u.tool != nil {
					j.synthIn, j.synthOut = handoff, make(chan *synth.Generator, 1)
					handoff = j.synthOut
				}
				select {
				case ordered <- j:
				case <-ectx.Done():
					return ectx.Err()
				}
				select {
				case jobs <- j:
				case <-ectx.Done():
					return ectx.Err()
				}
			}
		}
		return nil
	})
	for w := 0; w < opts.Workers; w++ {
		wk := g.newWorker(w)
		eg.Go(func() error {
			for j := range jobs {
				r := wk.chunk(ectx, j)
				j.res <- r
				if r.err != nil {
					return r.err
				}
			}
			return nil
		})
	}
	// Writer: takes blocks back in slot order.
	eg.Go(func() error {
		var cur *unit
		var seen, prompts map[uint64]struct{}
		done := writeLo - lo
		for j := range ordered {
			var r chunkResult
			select {
			case r = <-j.res:
			case <-ectx.Done():
				return ectx.Err()
			}
			if r.err != nil {
				return r.err
			}
			if j.u != cur {
				cur = j.u
				seen = make(map[uint64]struct{}, min(cur.count, 1<<16))
				prompts = make(map[uint64]struct{}, min(cur.count, 1<<16))
				if j.u.start >= writeLo {
					failed = failed[:0]
				}
			}
			st := statsOf(j.u)
			for k := range r.recs {
				b := &r.recs[k]
				slot := j.u.start + int64(j.first+k)
				in := slot >= writeLo && slot < hi
				resumed := slot >= lo && slot < writeLo // written by the interrupted run
				if b.fail != failNone || (resumed && resumedFailed[slot]) {
					if in {
						countFail(st, b)
						failed = append(failed, slot)
						done++
					}
					continue
				}
				if in && b.finalErr != "" {
					st.FinalErrors++
					if b.finalDropped {
						st.FinalDropped++
					}
					if st.FirstFinalError == "" {
						st.FirstFinalError = b.finalErr
					}
				}
				if _, dup := seen[b.content]; dup {
					if in {
						st.Duplicates++
						done++
					}
					continue
				}
				seen[b.content] = struct{}{}
				if resumed {
					prompts[b.prompt] = struct{}{}
				}
				if !in {
					continue
				}
				if err := sink.write(b.split, b.line); err != nil {
					return err
				}
				prompts[b.prompt] = struct{}{}
				st.Distinct = len(prompts)
				st.Records++
				if b.isError {
					st.Errors++
				}
				if !opts.Split.IsZero() {
					if st.Splits == nil {
						st.Splits = map[string]int{}
					}
					st.Splits[b.split]++
				}
				done++
			}
			if e := j.u.start + int64(j.first+j.n); e > next {
				next = e
			}
			if opts.Progress != nil {
				opts.Progress(done, hi-lo)
			}
		}
		return nil
	})
	runErr := eg.Wait()
	if runErr == nil && ctx.Err() != nil {
		runErr = ctx.Err()
	}

	for _, pt := range plan.Tools {
		res.Tools = append(res.Tools, *pt.stats)
		res.Records += pt.stats.Records
		res.Duplicates += pt.stats.Duplicates
		res.Unrepresentable += pt.stats.Unrepresentable
	}
	res.Negatives = *negStats
	res.Records += negStats.Records
	res.Duplicates += negStats.Duplicates
	res.Unrepresentable += negStats.Unrepresentable

	m := &dataset.Manifest{
		MCPGenVersion: opts.Version, Seed: opts.Seed, Format: opts.Format, FormatOptions: opts.FormatOptions,
		Options: opts.CommandOptions, Shard: opts.Shard, Skipped: res.Skipped, Names: plan.Names, Notes: plan.Notes,
		Records: res.Records, Duplicates: res.Duplicates, Unrepresentable: res.Unrepresentable,
	}
	if m.MCPGenVersion == "" {
		m.MCPGenVersion = "devel"
	}
	if !opts.Split.IsZero() {
		sp := opts.Split
		m.Split = &sp
	}
	for _, t := range append(res.Tools, res.Negatives) {
		if t.Slots == 0 && t.Tool == "" {
			continue
		}
		m.Tools = append(m.Tools, dataset.ToolCount{Server: t.Server, Tool: t.Tool, Name: t.Name, Records: t.Records,
			Calls: t.Records - t.Errors, Errors: t.Errors, DistinctPrompts: t.Distinct, Splits: t.Splits})
	}
	res.Manifest = m
	res.Elapsed = time.Since(start)

	if runErr != nil {
		sink.abort()
		committed = true
		if mp := dataset.ManifestPath(out.Path); mp != "" {
			m.Complete = false
			st := resumeState{Next: next, Lines: map[string]int{}, Tools: res.Tools, Negatives: res.Negatives}
			for _, n := range sink.order {
				st.Lines[n] = sink.writers[n].Lines()
			}
			for _, f := range failed {
				if f < next {
					st.Failed = append(st.Failed, f)
				}
			}
			m.State, _ = json.Marshal(st)
			if err := m.WriteFile(mp); err == nil {
				res.ManifestPath = mp
			}
		}
		return res, runErr
	}
	files, err := sink.commit()
	committed = true
	if err != nil {
		return res, err
	}
	res.Files = files
	m.Complete = true
	if mp := dataset.ManifestPath(out.Path); mp != "" {
		// Paths relative to the manifest's folder keep it portable.
		for _, f := range files {
			if rel, err := filepath.Rel(filepath.Dir(mp), f.Path); err == nil {
				f.Path = filepath.ToSlash(rel)
			}
			m.Files = append(m.Files, f)
		}
		if err := m.WriteFile(mp); err != nil {
			return res, err
		}
		res.ManifestPath = mp
		if opts.Format == "sharegpt" {
			if err := writeDatasetInfo(out.Path, files); err != nil {
				return res, err
			}
		}
	}
	return res, nil
}

func countFail(st *ToolStats, b *built) {
	switch b.fail {
	case failSynth:
		st.SynthFailures++
	case failExec:
		st.ExecFailures++
	case failExecSkip:
		st.ExecSkipped++
	case failUnrepresentable:
		st.Unrepresentable++
	}
	if st.FirstFailure == "" {
		st.FirstFailure = b.reason
	}
}

func hash64(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// relatedFunc rejects negative requests that mention a word of a tool name.
func relatedFunc(tools []*prepTool) func(string) bool {
	names := make([]string, 0, len(tools))
	for _, t := range tools {
		names = append(names, t.t.Name)
	}
	return prompt.Related(names)
}

// sink writes lines to one file per split (or to a stream).
type sink struct {
	writers map[string]*dataset.Writer
	order   []string
}

func openSink(out Output, split dataset.SplitRatios) (*sink, error) {
	return openSinkWith(out, split, dataset.Create)
}

// openSinkWith opens the files of out with open (dataset.Create, or
// dataset.Resume to continue partial files).
func openSinkWith(out Output, split dataset.SplitRatios, open func(string) (*dataset.Writer, error)) (*sink, error) {
	s := &sink{writers: map[string]*dataset.Writer{}}
	if out.Path == "" || out.Path == "-" {
		if !split.IsZero() {
			return nil, errors.New("--split needs -o FILE or -o DIR/, not standard output")
		}
		if out.Stdout == nil {
			return nil, errors.New("output: Path is standard output but Output.Stdout is nil")
		}
		s.writers[""] = dataset.NewStreamWriter(out.Stdout)
		s.order = []string{""}
		return s, nil
	}
	names := []string{""}
	if !split.IsZero() {
		names = split.Names()
	}
	if strings.HasSuffix(out.Path, "/") || strings.HasSuffix(out.Path, string(filepath.Separator)) {
		if err := os.MkdirAll(out.Path, 0o755); err != nil {
			return nil, fmt.Errorf("output %s: %w", out.Path, err)
		}
		if split.IsZero() {
			names = []string{dataset.SplitTrain} // dir output: train.jsonl
		}
	} else if dir := filepath.Dir(out.Path); dir != "" {
		if st, err := os.Stat(out.Path); err == nil && st.IsDir() {
			if split.IsZero() {
				names = []string{dataset.SplitTrain}
			}
		} else if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("output %s: %w", out.Path, err)
			}
			if out.Created != nil {
				out.Created(dir)
			}
		}
	}
	for _, n := range names {
		w, err := open(dataset.SplitPath(out.Path, n))
		if err != nil {
			s.abort()
			return nil, err
		}
		s.writers[n] = w
		s.order = append(s.order, n)
	}
	return s, nil
}

func (s *sink) write(split string, line []byte) error {
	w := s.writers[split]
	if w == nil {
		if len(s.order) == 1 {
			w = s.writers[s.order[0]]
		} else {
			return fmt.Errorf("no output for split %q", split)
		}
	}
	return w.Write(line)
}

func (s *sink) abort() {
	for _, n := range s.order {
		_ = s.writers[n].Abort()
	}
}

func (s *sink) commit() ([]dataset.FileSum, error) {
	var out []dataset.FileSum
	for _, n := range s.order {
		sum, err := s.writers[n].Commit()
		if err != nil {
			return out, err
		}
		if len(s.order) > 1 || n != "" {
			sum.Split = n
		}
		out = append(out, sum)
	}
	return out, nil
}

// writeDatasetInfo writes LLaMA-Factory's dataset_info.json beside the
// output (FORMATS.md §2.6), one entry per file, named after the file.
func writeDatasetInfo(output string, files []dataset.FileSum) error {
	dir := filepath.Dir(dataset.SplitPath(output, dataset.SplitTrain))
	info := map[string]any{}
	for _, f := range files {
		base := filepath.Base(f.Path)
		name := strings.TrimSuffix(base, filepath.Ext(base))
		info[name] = map[string]any{
			"file_name":  base,
			"formatting": "sharegpt",
			"columns":    map[string]string{"messages": "conversations", "system": "system", "tools": "tools"},
			"tags": map[string]string{"role_tag": "from", "content_tag": "value", "user_tag": "human",
				"assistant_tag": "gpt", "observation_tag": "observation", "function_tag": "function_call", "system_tag": "system"},
		}
	}
	keys := make([]string, 0, len(info))
	for k := range info {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	data, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return err
	}
	return dataset.WriteFileAtomic(filepath.Join(dir, "dataset_info.json"), append(data, '\n'), 0o644)
}

// gen is the shared, read-only state of a run.
type gen struct {
	opts    Options
	format  dataset.Format
	tools   []*prepTool
	negBind *prompt.Binding
	related func(string) bool
}

// worker is one generating goroutine's state.
type worker struct {
	g    *gen
	id   int
	r    *prompt.Renderer
	pick []int
	// hashOnly is set while generating a block before the shard's range.
	hashOnly bool
	pcg      *rand.PCG
	rng      *rand.Rand
	draws    []draw
}

func (g *gen) newWorker(id int) *worker {
	pcg := rand.NewPCG(0, 0)
	return &worker{g: g, id: id, r: g.opts.Templates.NewRenderer(), pcg: pcg, rng: rand.New(pcg)}
}

// slotRand reseeds and returns the worker's source for one slot: the
// values drawn depend on (seed, unit, index) only.
func (w *worker) slotRand(u *unit, index int) *rand.Rand {
	w.pcg.Seed(uint64(w.g.opts.Seed)^0x9e3779b97f4a7c15, u.hash+uint64(index)*0xbf58476d1ce4e5b9)
	return w.rng
}

func (w *worker) chunk(ctx context.Context, j *job) chunkResult {
	if err := ctx.Err(); err != nil {
		return chunkResult{err: err}
	}
	recs := make([]built, j.n)
	w.hashOnly = j.hashOnly
	if j.u.tool == nil {
		for k := range recs {
			if err := w.negative(j.u, j.first+k, &recs[k]); err != nil {
				return chunkResult{err: err}
			}
		}
		return chunkResult{recs: recs}
	}
	sg, err := w.synthFor(ctx, j)
	if err != nil {
		return chunkResult{err: err}
	}
	// Draw the block's instances first and hand the generator on, so the
	// next block of this tool can start while this one renders, encodes
	// and executes.
	if cap(w.draws) < j.n {
		w.draws = make([]draw, j.n)
	}
	draws := w.draws[:j.n]
	for k := range draws {
		d := &draws[k]
		d.raw, d.val, d.err = sg.NextValue()
	}
	j.synthOut <- sg // buffered: never blocks
	for k := range recs {
		if err := w.call(ctx, j.u, &draws[k], j.first+k, &recs[k]); err != nil {
			return chunkResult{err: err}
		}
	}
	clear(draws)
	return chunkResult{recs: recs}
}

// draw is one synthesized instance (synth.Generator.NextValue's results).
type draw struct {
	raw json.RawMessage
	val any
	err error
}

// synthFor returns the generator of j's tool: a new one for the tool's
// first block, else the one the previous block handed on (it waits for
// that block's instances). Blocks of a unit are dispatched in slot order
// from the unit's first one (blocks before the shard or resume point are
// generated too, hash-only), so the instances of a slot are the same for
// any --workers, --shard or --resume.
func (w *worker) synthFor(ctx context.Context, j *job) (*synth.Generator, error) {
	pt := j.u.tool
	if j.synthIn != nil {
		select {
		case sg := <-j.synthIn:
			return sg, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	hints := w.g.opts.Hints
	if w.g.opts.HintsFor != nil {
		hints = w.g.opts.HintsFor(&pt.t)
	}
	sg, err := synth.New(pt.schema, synth.Options{Seed: w.g.opts.Seed, Key: pt.key,
		Budget: w.g.opts.SynthBudget, Hints: hints, Topic: pt.t.Name, RootObject: true})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", pt.key, err)
	}
	return sg, nil
}
