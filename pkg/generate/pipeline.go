package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/mcpgen/mcpgen/internal/atomicfile"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// unit is a run of consecutive slots: one tool's, or the negatives.
type unit struct {
	tool     *prepTool // nil for negatives
	producer producer  // makes the unit's records
	count    int
	start    int64 // global slot of the unit's first record
	key      string
	hash     uint64
	// kinds is the record kind of each slot (nil: single calls only).
	kinds []recordKind
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
	// scrubbed counts the secrets replaced in the tool result, by kind.
	scrubbed map[string]int
	// kind is the record kind written ("" when the run has no --mix);
	// skippedKind the kind the slot asked for when it could not be made
	// (the slot then holds a single call).
	kind, skippedKind string
	// skipWhy says why skippedKind could not be made.
	skipWhy string
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

// run is the pipeline, in three stages a reader can take one at a time:
// plan the slots (planSlots: which units, in which order, which of their
// slots this run writes), produce the records (produce: blocks of slots
// go to the workers, each block to its unit's producer, and come back in
// slot order to the collector), then write and finish (finish: counts,
// manifest, files committed, or the resume state when the run stopped).
//
// The output's files and manifest are replaced only by a run that
// completes with records: the run holds the output's lock
// (dataset.LockOutput: a second run fails at once), refuses an output that
// is one of out.Inputs, writes "<path>.partial" files and an incomplete
// manifest beside them (dataset.PartialManifestPath, written before the
// files and brought up to date every checkpointEvery), renamed into place
// at the end. A run that fails, is interrupted or killed leaves the
// previous output and manifest as they were, and its partial files for
// resume; a run that makes no record writes nothing.
func run(ctx context.Context, sources []Source, opts config, out Output) (*Result, error) {
	start := time.Now()
	if err := opts.check(); err != nil {
		return nil, err
	}
	format, err := opts.defaults()
	if err != nil {
		return nil, err
	}
	p, err := prepare(ctx, sources, opts)
	if err != nil {
		return nil, err
	}
	p.Notes = append(p.Notes, arrowSafe(&opts, p.Tools)...)
	p.Notes = append(p.Notes, distractorNote(opts.Distractors, len(p.Tools), opts.Negatives > 0)...)
	if out.Notes != nil && len(p.Notes) > 0 {
		out.Notes(p.Notes)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := checkInputs(out, opts); err != nil {
		return nil, err
	}
	if opts.Format == "sharegpt" && out.Path != "" && out.Path != "-" {
		// A dataset_info.json the run could not add its files to stops it
		// here, before anything is generated or written.
		if err := dataset.CheckDatasetInfo(filepath.Dir(dataset.SplitPath(out.Path, dataset.SplitTrain)), datasetInfoEntries(out.Path, opts.Split)); err != nil {
			if c := (*dataset.DatasetInfoConflict)(nil); errors.As(err, &c) {
				return nil, badOutput(fmt.Sprintf("output %s: %v", out.Path, err))
			}
			return nil, err
		}
	}
	if err := makeOutputDir(out); err != nil {
		return nil, err
	}
	lock, err := dataset.LockOutput(out.Path)
	if err != nil {
		return nil, err
	}
	defer func() { _ = lock.Unlock() }()
	sp := planSlots(p, opts)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	col, err := openCollector(out, opts, p, sp)
	if err != nil {
		return nil, err
	}
	g := &gen{opts: opts, format: format, tools: p.Tools, related: relatedFunc(p.Tools), lines: newLinePool()}
	g.indexTools()
	if opts.Negatives > 0 {
		g.near = nearDomain(p.Tools, opts.Distractors+1).WithSeed(uint64(opts.Seed))
	}
	col.lines = g.lines
	// Negatives share the system prompt of tools without their own.
	if b, err := opts.Templates.For(prompt.ToolInfo{Name: "_negative"}); err == nil {
		g.negBind = b
	}
	runErr := produce(ctx, g, sp, col)
	if runErr == nil && ctx.Err() != nil {
		runErr = ctx.Err()
	}
	return col.finish(out, opts, p, sp, start, runErr)
}

// defaults fills in the defaults of zero options and returns the format.
func (o *config) defaults() (dataset.Format, error) {
	if o.N == 0 {
		o.N = DefaultN
	}
	if o.Workers <= 0 {
		o.Workers = runtime.NumCPU()
	}
	if o.Format == "" {
		o.Format = "openai"
	}
	if o.Shape == "" {
		o.Shape = ShapeCall
	}
	if o.Templates == nil {
		set, err := prompt.Load()
		if err != nil {
			return nil, err
		}
		o.Templates = set
	}
	if o.FormatImpl != nil {
		return o.FormatImpl, nil
	}
	return dataset.Lookup(o.Format)
}

// slotPlan is the run's slots: the units in output order and the range
// this run writes.
type slotPlan struct {
	units []*unit
	// total is the number of slots of the whole run (all shards); [lo, hi)
	// this shard's.
	total, lo, hi int64
}

// planSlots lays out the slots: opts.N per tool in plan order, then the
// negatives (their share of all records), then cuts the shard's range.
func planSlots(p *plan, opts config) *slotPlan {
	sp := &slotPlan{}
	off := 0
	for _, pt := range p.Tools {
		u := &unit{tool: pt, producer: callProducer{}, count: opts.N, start: sp.total, key: pt.key, hash: hash64(pt.key)}
		u.kinds = unitKinds(opts.Mix, opts.Seed, u.hash, opts.N, off)
		off += leftover(opts.Mix, opts.N)
		sp.units = append(sp.units, u)
		sp.total += int64(opts.N)
	}
	if calls := sp.total; opts.Negatives > 0 && calls > 0 {
		n := int(math.Round(float64(calls) * opts.Negatives / (1 - opts.Negatives)))
		if n > 0 {
			sp.units = append(sp.units, &unit{producer: negativeProducer{}, count: n, start: sp.total, key: negativeKey, hash: hash64(negativeKey)})
			sp.total += int64(n)
		}
	}
	sp.lo, sp.hi = 0, sp.total
	if opts.Shard != nil {
		sp.lo, sp.hi = opts.Shard.Range(sp.total)
	}
	return sp
}

// produce runs the dispatcher, the workers and the collector until every
// block from writeLo's unit to hi is written, or the first error.
func produce(ctx context.Context, g *gen, sp *slotPlan, col *collector) error {
	eg, ectx := errgroup.WithContext(ctx)
	jobs := make(chan *job)
	ordered := make(chan *job, 4*g.opts.Workers)
	eg.Go(func() error { return dispatch(ectx, sp, col.writeLo, jobs, ordered) })
	for w := 0; w < g.opts.Workers; w++ {
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
	eg.Go(func() error {
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
			if err := col.take(ectx, j, r.recs); err != nil {
				return err
			}
		}
		return nil
	})
	return eg.Wait()
}

// dispatch sends blocks in slot order, from the start of the unit holding
// writeLo (earlier blocks of that unit are generated for duplicate
// detection only) to hi, to the workers and, in the same order, to the
// collector.
func dispatch(ctx context.Context, sp *slotPlan, writeLo int64, jobs, ordered chan<- *job) error {
	defer close(jobs)
	defer close(ordered)
	for _, u := range sp.units {
		end := u.start + int64(u.count)
		if end <= writeLo || u.start >= sp.hi {
			continue
		}
		var handoff chan *synth.Generator
		for first := 0; first < u.count; first += ChunkSize {
			n := min(ChunkSize, u.count-first)
			s := u.start + int64(first)
			if s >= sp.hi {
				break
			}
			j := &job{u: u, first: first, n: n, hashOnly: s+int64(n) <= writeLo, res: make(chan chunkResult, 1)}
			if u.tool != nil {
				j.synthIn, j.synthOut = handoff, make(chan *synth.Generator, 1)
				handoff = j.synthOut
			}
			for _, ch := range []chan<- *job{ordered, jobs} {
				select {
				case ch <- j:
				case <-ctx.Done():
					return ctx.Err()
				}
			}
		}
	}
	return nil
}

// collector takes the blocks back in slot order, drops duplicates, writes
// the records of this run's range and counts per unit.
type collector struct {
	sink *sink
	opts config
	p    *plan
	sp   *slotPlan
	neg  *ToolStats
	// defs are the tools' definition digests (toolDigests); pmp the
	// incomplete manifest ("" for standard output), written at each
	// checkpoint (last: when).
	defs map[string]string
	pmp  string
	last time.Time
	// pmpMu orders the writes of the incomplete manifest (checkpoint's
	// goroutine, finish).
	pmpMu sync.Mutex
	rs    *resumeState // nil unless resuming
	lo    int64
	hi    int64
	// writeLo is the first slot this run writes: the shard's start, or
	// where an interrupted run stopped (resume).
	writeLo int64
	// next is the first slot the collector has not decided; failed the
	// slots of the unit holding it that gave no record (for the resume
	// state); resumedFailed those the interrupted run decided so.
	next          int64
	failed        []int64
	resumedFailed map[int64]bool
	done          int64
	cur           *unit
	seen, prompts map[uint64]struct{}
	// lines takes back each record's line once it is written or dropped.
	lines linePool
}

// openCollector opens the output (continuing partial files on resume) and
// sets each unit's counts (restored from the interrupted run's state on
// resume).
func openCollector(out Output, opts config, p *plan, sp *slotPlan) (*collector, error) {
	c := &collector{opts: opts, p: p, sp: sp, neg: &ToolStats{}, lo: sp.lo, hi: sp.hi, writeLo: sp.lo, resumedFailed: map[int64]bool{},
		defs: toolDigests(p), pmp: dataset.PartialManifestPath(out.Path)}
	var err error
	if opts.Resume {
		var why string
		if c.rs, why, err = loadResume(out, opts, c.defs); err != nil {
			return nil, err
		}
		if c.rs == nil && out.Notice != nil {
			out.Notice("resume: " + why + "; starting the run from the beginning")
		}
	}
	if c.rs != nil {
		c.writeLo = max(sp.lo, min(c.rs.Next, sp.hi))
		c.sink, err = resumeSink(out, opts.Split, c.rs)
		if err == nil && out.Notice != nil {
			out.Notice(resumedNotice(out.Path, opts.Split, c.rs, sp.hi-c.writeLo))
		}
	} else {
		if _, err := os.Stat(c.pmp); err == nil && !opts.Resume && out.Notice != nil {
			// Starting over replaces an interrupted run's partial files:
			// say so, since --resume would have continued it.
			out.Notice(fmt.Sprintf("the partial files of an interrupted run (%s) are discarded and this run starts over; --resume would have continued it", c.pmp))
		}
		// The incomplete manifest comes first, so that whatever stops
		// the run from here on (even kill -9) leaves one for resume.
		if err := c.writeStartManifest(out); err != nil {
			return nil, err
		}
		c.sink, err = openSink(out, opts.Split)
	}
	if err != nil {
		return nil, err
	}
	if rs := c.rs; rs != nil {
		saved := map[string]ToolStats{}
		for _, t := range rs.Tools {
			saved[t.Server+"/"+t.Tool] = t
		}
		for _, pt := range p.Tools {
			if t, ok := saved[pt.key]; ok {
				*pt.stats = t
			}
		}
		*c.neg = rs.Negatives
		for _, f := range rs.Failed {
			c.resumedFailed[f] = true
		}
		c.failed = append(c.failed, rs.Failed...)
	}
	for _, u := range sp.units {
		if s, e := u.start, u.start+int64(u.count); e > sp.lo && s < sp.hi {
			c.statsOf(u).Slots = int(min(e, sp.hi) - max(s, sp.lo))
		}
	}
	c.next, c.done = c.writeLo, c.writeLo-sp.lo
	if c.rs != nil {
		// Also moves an incomplete manifest an older mcpgen left at the
		// manifest's path to the incomplete manifest's.
		if err := c.checkpoint(context.Background()); err != nil {
			c.sink.abort()
			return nil, err
		}
	}
	c.last = time.Now()
	return c, nil
}

// writeStartManifest writes the incomplete manifest of a run starting at
// writeLo, before its files are created: no line written, no count.
func (c *collector) writeStartManifest(out Output) error {
	if c.pmp == "" {
		return nil
	}
	r := &Result{Skipped: c.p.Skipped}
	totals(r, c.p, &ToolStats{})
	m := buildManifest(c.opts, c.p, r, c.defs)
	lines := map[string]int{}
	for _, n := range splitNames(out.Path, c.opts.Split) {
		lines[n] = 0
	}
	m.State, _ = json.Marshal(resumeState{Next: c.writeLo, Lines: lines, Tools: r.Tools, Negatives: r.Negatives})
	return writePartialManifest(m, c.pmp)
}

// partialManifest is the incomplete manifest of the run so far, with its
// resume state; r holds the run's totals, or is nil to total them here.
func (c *collector) partialManifest(r *Result) *dataset.Manifest {
	if r == nil {
		r = &Result{Skipped: c.p.Skipped}
		totals(r, c.p, c.neg)
	}
	m := buildManifest(c.opts, c.p, r, c.defs)
	m.State, _ = json.Marshal(c.resumeState(r))
	return m
}

// checkpoint flushes the files and writes the incomplete manifest, so
// that a run killed outright can be resumed from there. The manifest (4 MB
// for a run of 10,000 tools) is encoded and written by another goroutine
// while checkpoint waits for it or for ctx to end: a run stopped (SIGINT)
// during a checkpoint goes on to finish at once, which writes the
// incomplete manifest of the stopped run, and the abandoned write stops
// before it replaces the file (ctx ended: see writeCheckpoint).
func (c *collector) checkpoint(ctx context.Context) error {
	if c.pmp == "" {
		return nil
	}
	if err := c.sink.flush(); err != nil {
		return err
	}
	if ctx.Err() != nil {
		return nil
	}
	m := c.partialManifest(nil)
	done := make(chan error, 1)
	go func() { done <- c.writeCheckpoint(ctx, m) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return nil
	}
}

// writeCheckpoint encodes m and, unless ctx ended meanwhile, writes it to
// the incomplete manifest's path. c.pmpMu orders it with finish's write:
// finish runs once ctx ended, so a checkpoint never replaces the manifest
// finish wrote.
func (c *collector) writeCheckpoint(ctx context.Context, m *dataset.Manifest) error {
	b, err := encodePartialManifest(m, c.pmp)
	if err != nil {
		return err
	}
	c.pmpMu.Lock()
	defer c.pmpMu.Unlock()
	if ctx.Err() != nil {
		return nil
	}
	return atomicfile.WriteFile(c.pmp, b, 0o644)
}

// writePartialManifest writes an incomplete manifest to path atomically
// (as [dataset.Manifest.WriteFile]) but as compact JSON: a run rewrites it
// every checkpointEvery and once more when it stops, and for a run of
// 10,000 tools (a 4 MB manifest) indenting took three times as long as
// encoding, which made an interrupted run stop late on a loaded machine.
// The complete manifest stays indented.
func writePartialManifest(m *dataset.Manifest, path string) error {
	b, err := encodePartialManifest(m, path)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, b, 0o644)
}

// encodePartialManifest encodes m as writePartialManifest writes it; path
// names the file in the error.
func encodePartialManifest(m *dataset.Manifest, path string) ([]byte, error) {
	if m.ManifestVersion == 0 {
		m.ManifestVersion = dataset.ManifestVersion
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return nil, fmt.Errorf("manifest %s: %w", path, err)
	}
	return buf.Bytes(), nil
}

func (c *collector) statsOf(u *unit) *ToolStats {
	if u.tool != nil {
		return u.tool.stats
	}
	return c.neg
}

// take handles one block's records in slot order. Once ctx ended it
// writes no checkpoint: finish writes the incomplete manifest of the
// stopped run anyway, and a checkpoint first only delayed the stop.
func (c *collector) take(ctx context.Context, j *job, recs []built) error {
	if j.u != c.cur {
		c.cur = j.u
		c.seen = make(map[uint64]struct{}, min(c.cur.count, 1<<16))
		c.prompts = make(map[uint64]struct{}, min(c.cur.count, 1<<16))
		if j.u.start >= c.writeLo {
			c.failed = c.failed[:0]
		}
	}
	st := c.statsOf(j.u)
	for k := range recs {
		err := c.takeOne(st, j.u.start+int64(j.first+k), &recs[k])
		c.lines.put(recs[k].line)
		recs[k].line = nil
		if err != nil {
			return err
		}
	}
	if e := j.u.start + int64(j.first+j.n); e > c.next {
		c.next = e
	}
	if time.Since(c.last) >= checkpointEvery && ctx.Err() == nil {
		if err := c.checkpoint(ctx); err != nil {
			return err
		}
		c.last = time.Now()
	}
	if c.opts.Progress != nil {
		c.opts.Progress(c.done, c.hi-c.lo)
	}
	return nil
}

// takeOne counts and, when it is new and in this run's range, writes the
// record of slot.
func (c *collector) takeOne(st *ToolStats, slot int64, b *built) error {
	in := slot >= c.writeLo && slot < c.hi
	resumed := slot >= c.lo && slot < c.writeLo // written by the interrupted run
	if in && b.skippedKind != "" {
		st.KindsSkipped = inc(st.KindsSkipped, b.skippedKind)
		st.KindsSkippedWhy = inc(st.KindsSkippedWhy, b.skippedKind+": "+probeAdvice(b.skipWhy, c.opts.Probe))
	}
	if b.fail != failNone || (resumed && c.resumedFailed[slot]) {
		if in {
			countFail(st, b)
			if b.fail == failUnrepresentable && b.kind != "" {
				st.KindsUnrepresentable = inc(st.KindsUnrepresentable, b.kind)
			}
			c.failed = append(c.failed, slot)
			c.done++
		}
		return nil
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
	if _, dup := c.seen[b.content]; dup {
		if in {
			st.Duplicates++
			c.done++
		}
		return nil
	}
	c.seen[b.content] = struct{}{}
	if resumed {
		c.prompts[b.prompt] = struct{}{}
	}
	if !in {
		return nil
	}
	if err := c.sink.write(b.split, b.line); err != nil {
		return err
	}
	c.prompts[b.prompt] = struct{}{}
	st.Distinct = len(c.prompts)
	st.Records++
	for k, n := range b.scrubbed {
		if st.Scrubbed == nil {
			st.Scrubbed = map[string]int{}
		}
		st.Scrubbed[k] += n
	}
	if b.isError {
		st.Errors++
	}
	if b.kind != "" {
		st.Kinds = inc(st.Kinds, b.kind)
	}
	if !c.opts.Split.IsZero() {
		if st.Splits == nil {
			st.Splits = map[string]int{}
		}
		st.Splits[b.split]++
	}
	c.done++
	return nil
}

// finish totals the counts and builds the manifest; then it commits the
// files and writes the manifest, or, when the run stopped (runErr), drops
// the files to "<path>.partial" and brings the incomplete manifest up to
// date. A run with no record, or one stopped by a template error (which
// --resume would only repeat), keeps nothing: the previous output and
// manifest stay.
func (c *collector) finish(out Output, opts config, p *plan, sp *slotPlan, start time.Time, runErr error) (*Result, error) {
	res := &Result{Skipped: p.Skipped, Notes: p.Notes, Slots: sp.total, ShardSlots: sp.hi - sp.lo}
	totals(res, p, c.neg)
	res.Elapsed = time.Since(start)
	if runErr != nil {
		if te := (*prompt.TemplateError)(nil); errors.As(runErr, &te) {
			// Only an edit of the template mends the run, and a resume
			// after the edit would mix two templates' records: nothing is
			// kept, and the previous output and manifest stay.
			c.sink.discard()
			if c.pmp != "" {
				_ = os.Remove(c.pmp)
			}
			res.Manifest = buildManifest(opts, p, res, c.defs)
			return res, runErr
		}
		c.sink.abort()
		if c.pmp != "" {
			pm := c.partialManifest(res)
			c.pmpMu.Lock()
			if err := writePartialManifest(pm, c.pmp); err == nil {
				res.ManifestPath = c.pmp
			}
			c.pmpMu.Unlock()
			res.Manifest = pm
		} else {
			res.Manifest = buildManifest(opts, p, res, c.defs)
		}
		return res, runErr
	}
	m := buildManifest(opts, p, res, c.defs)
	res.Manifest = m
	mp := dataset.ManifestPath(out.Path)
	if res.Records == 0 && c.pmp != "" {
		c.sink.discard()
		_ = os.Remove(c.pmp)
		return res, nil
	}
	files, err := c.sink.commit()
	if err != nil {
		return res, err
	}
	res.Files = files
	m.Complete = true
	if mp == "" {
		return res, nil
	}
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
	if err := os.Remove(c.pmp); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return res, fmt.Errorf("remove %s: %w", c.pmp, err)
	}
	if opts.Format == "sharegpt" {
		if err := writeDatasetInfo(out.Path, files); err != nil {
			return res, &DatasetInfoError{Err: err}
		}
	} else if err := dropDatasetInfo(out.Path, files); err != nil {
		return res, &DatasetInfoError{Err: err}
	}
	return res, nil
}

// DatasetInfoError is the error of a sharegpt run that wrote its dataset
// files and manifest (the run is complete, nothing to resume) but could not
// add them to LLaMA-Factory's dataset_info.json beside them: Err names that
// file and says why.
type DatasetInfoError struct {
	Err error
}

func (e *DatasetInfoError) Error() string {
	return "dataset files written, but not listed in dataset_info.json: " + e.Err.Error()
}

// Unwrap returns the dataset_info.json error.
func (e *DatasetInfoError) Unwrap() error { return e.Err }

// totals sets res's per-tool counts and their totals from the plan's
// stats and the negatives'.
func totals(res *Result, p *plan, neg *ToolStats) {
	res.Tools = slices.Grow(res.Tools[:0], len(p.Tools))
	res.Records, res.Duplicates, res.Unrepresentable = 0, 0, 0
	for _, pt := range p.Tools {
		st := *pt.stats
		st.Splits, st.Scrubbed = maps.Clone(st.Splits), maps.Clone(st.Scrubbed)
		st.Kinds, st.KindsSkipped = maps.Clone(st.Kinds), maps.Clone(st.KindsSkipped)
		st.KindsSkippedWhy = maps.Clone(st.KindsSkippedWhy)
		st.KindsUnrepresentable = maps.Clone(st.KindsUnrepresentable)
		res.Tools = append(res.Tools, st)
		res.Records += pt.stats.Records
		res.Duplicates += pt.stats.Duplicates
		res.Unrepresentable += pt.stats.Unrepresentable
	}
	res.Negatives = *neg
	res.Negatives.Splits = maps.Clone(neg.Splits)
	res.Records += neg.Records
	res.Duplicates += neg.Duplicates
	res.Unrepresentable += neg.Unrepresentable
}

// resumeState is where a stopped run is: the first undecided slot, the
// lines of each file and the counts so far.
func (c *collector) resumeState(res *Result) resumeState {
	st := resumeState{Next: c.next, Lines: map[string]int{}, Tools: res.Tools, Negatives: res.Negatives}
	for _, n := range c.sink.order {
		st.Lines[n] = c.sink.writers[n].Lines()
	}
	for _, f := range c.failed {
		if f < c.next {
			st.Failed = append(st.Failed, f)
		}
	}
	return st
}

// buildManifest is the manifest of a run with counts res, each tool with
// its definition's digest (defs); files, state and completeness are
// filled in by the caller.
func buildManifest(opts config, p *plan, res *Result, defs map[string]string) *dataset.Manifest {
	m := &dataset.Manifest{
		MCPGenVersion: opts.Version, Seed: opts.Seed, Format: opts.Format, FormatOptions: opts.FormatOptions,
		Options: opts.CommandOptions, Shard: opts.Shard, Skipped: res.Skipped, Names: p.Names, Notes: p.Notes,
		Records: res.Records, Duplicates: res.Duplicates, Unrepresentable: res.Unrepresentable,
	}
	if m.MCPGenVersion == "" {
		m.MCPGenVersion = "devel"
	}
	if !opts.Split.IsZero() {
		sp := opts.Split
		m.Split = &sp
	}
	if len(res.Tools) > 0 { // none stays null, as before
		m.Tools = make([]dataset.ToolCount, 0, len(res.Tools)+1)
	}
	keys := defKeys{}
	for _, t := range append(res.Tools, res.Negatives) {
		if t.Slots == 0 && t.Tool == "" {
			continue
		}
		var def string
		if t.Tool != "" {
			def = defs[keys.next(t.Server, t.Tool, t.Name)]
		}
		m.Tools = append(m.Tools, dataset.ToolCount{Server: t.Server, Tool: t.Tool, Name: t.Name, Records: t.Records,
			Calls: t.Records - t.Errors, Errors: t.Errors, DistinctPrompts: t.Distinct, Splits: t.Splits,
			Scrubbed: t.Scrubbed, Kinds: t.Kinds, KindsSkipped: t.KindsSkipped, KindsSkippedWhy: t.KindsSkippedWhy, KindsUnrepresentable: t.KindsUnrepresentable, Definition: def})
		for k, n := range t.Kinds {
			m.Kinds = inc(m.Kinds, k, n)
		}
		for k, n := range t.KindsSkipped {
			m.KindsSkipped = inc(m.KindsSkipped, k, n)
		}
		for k, n := range t.KindsSkippedWhy {
			m.KindsSkippedWhy = inc(m.KindsSkippedWhy, k, n)
		}
		for k, n := range t.KindsUnrepresentable {
			m.KindsUnrepresentable = inc(m.KindsUnrepresentable, k, n)
		}
	}
	addNoSlotKinds(m, opts, len(res.Tools))
	return m
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

func hash64(s string) uint64 { return uint64(fnvWrite(newFNV(), s)) }

// relatedFunc rejects negative requests that mention a word of a tool name.
func relatedFunc(tools []*prepTool) func(string) bool {
	names := make([]string, 0, len(tools))
	for _, t := range tools {
		names = append(names, t.t.Name)
	}
	return prompt.Related(names)
}

// nearDomain derives near-miss negatives from the run's tools.
// A record offers k tools: its answer names no more.
func nearDomain(tools []*prepTool, k int) *prompt.NearDomain {
	nt := make([]prompt.NearTool, 0, len(tools))
	for _, t := range tools {
		nt = append(nt, prompt.NearTool{Name: t.t.Name, Description: t.t.Description, InputSchema: t.t.InputSchema})
	}
	return prompt.NewNearDomain(nt, k)
}

// inc adds n (default 1) to m[k], making m when nil.
func inc(m map[string]int, k string, n ...int) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	d := 1
	if len(n) > 0 {
		d = n[0]
	}
	m[k] += d
	return m
}

// probeAdvice is why, a reason a record kind could not be made, as a run
// with --probe on (probe) says it: the reasons advise "with --probe or
// --hints", which such a run already does, so it is told to give values
// with --hints instead.
func probeAdvice(why string, probe bool) string {
	if !probe {
		return why
	}
	return strings.ReplaceAll(why, "with --probe or --hints", "with --hints FILE (the values --probe read did not do it)")
}
