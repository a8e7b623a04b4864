package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/mcpgen/mcpgen/internal/textscan"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// gen is the shared, read-only state of a run.
type gen struct {
	opts   config
	format dataset.Format
	tools  []*prepTool
	// byServer holds each server's tools in the order of tools, and
	// pageServers the servers with a tool pointing at page elements:
	// built once, so that a record's look at its server's other tools
	// costs that server's size, not the run's (a run of 10,000 tools
	// made parallel records in cubic time).
	byServer    map[string][]*prepTool
	pageServers map[string]bool
	negBind     *prompt.Binding
	related     func(string) bool
	// near holds the near-miss negatives derived from the run's tools.
	near *prompt.NearDomain
	// lines recycles encoded lines (the collector hands them back).
	lines linePool
	// files holds the text of the files edits were fitted to (editLines),
	// by path: each is read from its server once per run.
	files sync.Map
}

// worker is one generating goroutine's state.
type worker struct {
	g    *gen
	id   int
	r    *prompt.Renderer
	pick []int
	// swaps holds offered's swapped positions (room for 2 per
	// distractor; more distractors take the slice of every index).
	swaps []([2]int)
	// hashOnly is set while generating a block before the shard's range.
	hashOnly bool
	pcg      *rand.PCG
	rng      *rand.Rand
	draws    []draw
	// why is the reason the last slot's kind could not be made.
	why string
	// key, when set, is the duplicate key of the slot being built
	// whatever record it ends with (an executed chain's, see chainKey).
	key *built
	// hollow is set when the kind record being built was refused for a
	// call updating a thing given only its id (see hollowUpdate).
	hollow bool
	// slotHollow tells that the slot's own call is a hollow update too:
	// its single call would change nothing either, so the kind record is
	// kept.
	slotHollow bool
}

func (g *gen) newWorker(id int) *worker {
	pcg := rand.NewPCG(0, 0)
	return &worker{g: g, id: id, r: g.opts.Templates.NewRenderer(), pcg: pcg, rng: rand.New(pcg), swaps: make([][2]int, 0, 16)}
}

// slotRand reseeds and returns the worker's source for one slot: the
// values drawn depend on (seed, unit, index) only.
func (w *worker) slotRand(u *unit, index int) *rand.Rand {
	w.pcg.Seed(uint64(w.g.opts.Seed)^0x9e3779b97f4a7c15, u.hash+uint64(index)*0xbf58476d1ce4e5b9)
	return w.rng
}

// A producer makes the records of one kind of unit: a tool's calls, or
// the negatives. Each record kind is a producer: the pipeline plans units,
// hands their blocks to producers on the workers and writes what they
// return in slot order, whatever the kind.
type producer interface {
	// produce fills recs (len(recs) == j.n) with the records of j's slots,
	// using w's renderer and sources. An error stops the run.
	produce(ctx context.Context, w *worker, j *job, recs []built) error
}

// callProducer makes the records of one tool: a synthesized call each,
// executed when the run has an executor.
type callProducer struct{}

func (callProducer) produce(ctx context.Context, w *worker, j *job, recs []built) error {
	sg, err := w.synthFor(ctx, j)
	if err != nil {
		return err
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
		if d.err == nil {
			d.raw, d.val = unsaid(j.u.tool, d.raw, d.val)
			d.raw, d.val = w.rooted(ctx, j.u.tool, d.raw, d.val)
		}
		d.more = nil
		if d.err == nil && j.u.kinds != nil {
			// Kinds with several calls of the tool draw their further
			// instances from the same generator, in slot order.
			for range extraDraws(w.g.opts.Seed, j.u, j.first+k) {
				var e draw
				if e.raw, e.val, e.err = sg.NextValue(); e.err == nil {
					e.raw, e.val = unsaid(j.u.tool, e.raw, e.val)
					e.raw, e.val = w.rooted(ctx, j.u.tool, e.raw, e.val)
					d.more = append(d.more, e)
				}
			}
		}
		if d.err != nil && ctx.Err() != nil {
			// The synthesizer stopped because the run did (SIGINT): this
			// is no failed slot, and nothing of the block is kept.
			j.synthOut <- sg
			clear(draws)
			return ctx.Err()
		}
	}
	j.synthOut <- sg // buffered: never blocks
	defer clear(draws)
	for k := range recs {
		if err := w.slot(ctx, j.u, &draws[k], j.first+k, &recs[k]); err != nil {
			return err
		}
	}
	return nil
}

// negativeProducer makes negative records: requests no offered tool fits,
// answered in plain text.
type negativeProducer struct{}

func (negativeProducer) produce(_ context.Context, w *worker, j *job, recs []built) error {
	for k := range recs {
		if err := w.negative(j.u, j.first+k, &recs[k]); err != nil {
			return err
		}
	}
	return nil
}

// chunk runs j's producer on this worker.
func (w *worker) chunk(ctx context.Context, j *job) chunkResult {
	if err := ctx.Err(); err != nil {
		return chunkResult{err: err}
	}
	recs := make([]built, j.n)
	w.hashOnly = j.hashOnly
	if err := j.u.producer.produce(ctx, w, j, recs); err != nil {
		return chunkResult{err: err}
	}
	return chunkResult{recs: recs}
}

// draw is one synthesized instance (synth.Generator.NextValue's results).
type draw struct {
	raw json.RawMessage
	val any
	err error
	// more are the further instances of the tool a slot of a kind with
	// several calls drew (extraDraws).
	more []draw
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
		Budget: w.g.opts.SynthBudget, Hints: hints, Topic: pt.t.Name, About: pt.t.Description, Server: pt.server, RootObject: true, Context: ctx})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", pt.key, err)
	}
	return sg, nil
}

// indexTools fills byServer and pageServers from tools.
func (g *gen) indexTools() {
	g.byServer = map[string][]*prepTool{}
	g.pageServers = map[string]bool{}
	for _, o := range g.tools {
		o.facts = &toolFacts{readOnly: readsOnly(o), pageAct: pageAction(o.spoken().Name), topic: topicWords(o), at: len(g.byServer[o.t.Server])}
		g.byServer[o.t.Server] = append(g.byServer[o.t.Server], o)
		for _, p := range o.bind.Params() {
			if p.Role.Kind == role.ElementRef || p.Role.Kind == role.Selector {
				g.pageServers[o.t.Server] = true
			}
		}
	}
	for _, o := range g.tools {
		o.facts.superseded = supersededBy(o, g.byServer[o.t.Server]) != nil
	}
}

// supersededBy is the tool of others that pt's description or title says
// replaces it ("DEPRECATED: Use read_text_file instead."), nil when pt
// says no such thing or the replacement is not offered. A person asking
// for two things beside one another, or after one another, is answered
// with the tool its server recommends, not with the one it retires.
func supersededBy(pt *prepTool, others []*prepTool) *prepTool {
	rest := pt.t.Description
	if i := strings.Index(strings.ToLower(rest), "deprecated"); i >= 0 {
		rest = rest[i:] // the tool it names after saying so
	} else if !strings.Contains(strings.ToLower(pt.t.Title), "deprecated") {
		return nil
	}
	for _, o := range others {
		if o == pt || o.t.Name == "" {
			continue
		}
		if textscan.HasWord(rest, o.t.Name) {
			return o
		}
	}
	return nil
}

// maxSiblings bounds how many tools of its server a record weighs as
// the other calls of a parallel, chain or clarify record: a server of
// more tools (a generated list of thousands) offers each tool the
// maxSiblings that follow it, so a record's work stays bounded. Servers
// people run have far fewer tools, and see all of them.
const maxSiblings = 256

// siblings lists the tools of pt's server a record about pt weighs: all
// of them, in the run's order, or for a server of more than maxSiblings
// tools the maxSiblings after pt (wrapping round).
func (g *gen) siblings(pt *prepTool) []*prepTool {
	all := g.live(pt, g.serverTools(pt.t.Server))
	if len(all) <= maxSiblings || pt.facts == nil {
		return all
	}
	out := make([]*prepTool, 0, maxSiblings)
	for k := 1; k <= maxSiblings; k++ {
		out = append(out, all[(pt.facts.at+k)%len(all)])
	}
	return out
}

// live is all, the tools of pt's server, without those another tool of
// all supersedes (supersededBy), pt itself aside: a deprecated tool is no
// other call a record picks beside or after pt. all itself when none is.
func (g *gen) live(pt *prepTool, all []*prepTool) []*prepTool {
	n := 0
	for _, o := range all {
		if o != pt && g.superseded(o, all) {
			n++
		}
	}
	if n == 0 {
		return all
	}
	out := make([]*prepTool, 0, len(all)-n)
	for _, o := range all {
		if o == pt || !g.superseded(o, all) {
			out = append(out, o)
		}
	}
	return out
}

// superseded tells whether o is retired for another tool of all
// (supersededBy), read once by indexTools.
func (g *gen) superseded(o *prepTool, all []*prepTool) bool {
	if o.facts != nil {
		return o.facts.superseded
	}
	return supersededBy(o, all) != nil
}

// serverTools lists the run's tools of server, in the run's order.
func (g *gen) serverTools(server string) []*prepTool {
	if g.byServer != nil {
		return g.byServer[server]
	}
	var out []*prepTool
	for _, o := range g.tools {
		if o.t.Server == server {
			out = append(out, o)
		}
	}
	return out
}

// pageServer tells whether a tool of server points at page elements (a
// snapshot ref or a selector).
func (g *gen) pageServer(server string) bool {
	if g.pageServers != nil {
		return g.pageServers[server]
	}
	for _, o := range g.serverTools(server) {
		for _, p := range o.bind.Params() {
			if p.Role.Kind == role.ElementRef || p.Role.Kind == role.Selector {
				return true
			}
		}
	}
	return false
}
