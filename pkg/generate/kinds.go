package generate

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/synth"
)

// extraDraws is the number of further instances of its tool the slot
// index of u draws: 1–3 for a parallel record (2–4 calls), 1 for a
// follow-up (the value the second turn changes), else 0.
func extraDraws(seed int64, u *unit, index int) int {
	switch u.kinds[index] {
	case kindParallel:
		return 1 + kindRand(seed, u.hash, index).IntN(3)
	case kindFollowup:
		return 1
	}
	return 0
}

// slot builds the record of one tool slot into b: of the slot's kind, or
// a single call when the kind cannot be made for it (the kind is then
// counted as skipped for the tool).
func (w *worker) slot(ctx context.Context, u *unit, d *draw, index int, b *built) error {
	k := kindSingle
	if u.kinds != nil {
		k = u.kinds[index]
	}
	if k != kindSingle && d.err == nil {
		ok, err := w.kindRecord(ctx, u, d, index, k, b)
		if err != nil {
			return err
		}
		if ok {
			b.kind = k.String()
			return nil
		}
		*b = built{skippedKind: k.String()}
	}
	err := w.call(ctx, u, d, index, b)
	if u.kinds != nil {
		b.kind = kindSingle.String()
	}
	return err
}

// kindRecord builds a record of kind k; false when k cannot be made for
// this slot (no argument to vary or ask for, no chain partner, a chain
// whose second call found nothing to work on).
func (w *worker) kindRecord(ctx context.Context, u *unit, d *draw, index int, k recordKind, b *built) (bool, error) {
	args, ok := d.val.(map[string]any)
	if !ok {
		return false, nil
	}
	kr := kindRand(w.g.opts.Seed, u.hash, index)
	kr.IntN(3) // the draw extraDraws made
	switch k {
	case kindParallel:
		return w.parallel(ctx, u, d, args, index, b)
	case kindFollowup:
		return w.followup(ctx, u, d, args, index, kr, b)
	case kindClarify:
		return w.clarify(ctx, u, d, args, index, kr, b)
	case kindChain:
		return w.chain(ctx, u, d, args, index, kr, b)
	}
	return false, nil
}

// spec is one call of a record being built.
type spec struct {
	pt   *prepTool
	args map[string]any
	raw  json.RawMessage
	id   string
}

func (w *worker) specOf(pt *prepTool, rng *rand.Rand, args map[string]any, raw json.RawMessage) spec {
	if raw == nil {
		raw, _ = json.Marshal(args)
	}
	return spec{pt: pt, args: args, raw: raw, id: callID(rng)}
}

// base is the record of u's tool with its system prompt, offered tools
// and first user turn.
func (w *worker) base(u *unit, rng *rand.Rand, index int, args map[string]any, text, variant string, k recordKind) (dataset.Record, error) {
	pt := u.tool
	system, err := w.r.System(pt.bind, rng, index, args)
	if err != nil {
		return dataset.Record{}, err
	}
	rec := dataset.Record{
		System: system,
		Tools:  w.offered(rng, pt.index, w.g.opts.Distractors),
		Turns:  []dataset.Turn{{Role: dataset.RoleUser, Content: text}},
		Meta: dataset.Meta{Server: pt.t.Server, Tool: pt.t.Name, Index: index, Seq: u.start + int64(index),
			Kind: k.String(), Template: variant},
	}
	return rec, nil
}

// offer makes sure the tools of calls are among the record's offered
// tools (a chain's partner may not be).
func offer(rec *dataset.Record, calls []spec) {
	for _, c := range calls {
		if !slices.ContainsFunc(rec.Tools, func(d dataset.ToolDef) bool { return d.Name == c.pt.def.Name }) {
			rec.Tools = append(rec.Tools, c.pt.def)
		}
	}
}

// exchange appends an assistant turn with calls and, when the run
// executes them, their results and one final answer. It returns whether
// the calls ran (false: the record ends at the calls, or with b.fail set
// it is dropped). offline, when set, gives the result of a call that is
// not executed (a chain's synthesized result); nil ends the record there.
func (w *worker) exchange(ctx context.Context, rec *dataset.Record, calls []spec, rng *rand.Rand, index int, b *built, offline func(spec) (string, bool)) (bool, error) {
	turn := dataset.Turn{Role: dataset.RoleAssistant}
	for _, c := range calls {
		turn.Calls = append(turn.Calls, dataset.Call{ID: c.id, Name: c.pt.def.Name, Arguments: c.raw})
	}
	rec.Turns = append(rec.Turns, turn)
	if w.hashOnly {
		return false, nil
	}
	g := w.g
	if g.opts.Executor == nil || g.opts.Shape != ShapeFull {
		if offline == nil {
			return false, nil
		}
		for _, c := range calls {
			res, ok := offline(c)
			if !ok {
				return false, nil
			}
			rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleTool, CallID: c.id, Name: c.pt.def.Name, Content: res})
		}
		return true, nil
	}
	var results []*ExecResult
	for _, c := range calls {
		res, err := g.opts.Executor.Execute(ctx, w.id, &c.pt.t, c.raw)
		if err != nil {
			if ctx.Err() != nil {
				return false, ctx.Err()
			}
			b.fail, b.reason = failExec, err.Error()
			return false, nil
		}
		if res.Skip {
			b.fail, b.reason = failExecSkip, res.SkipReason
			return false, nil
		}
		if res.CallOnly {
			return false, nil
		}
		results = append(results, res)
	}
	rec.Meta.Executed = true
	var finals []string
	for i, c := range calls {
		res := results[i]
		for k, n := range res.Scrubbed {
			if b.scrubbed == nil {
				b.scrubbed = map[string]int{}
			}
			b.scrubbed[k] += n
		}
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleTool, CallID: c.id, Name: c.pt.def.Name,
			Content: res.Content, IsError: res.IsError})
		b.isError = b.isError || res.IsError
		finals = append(finals, w.finalOf(c, rng, index, res))
	}
	if f := prompt.JoinAnswers(finals); f != "" {
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Content: f})
	}
	return true, nil
}

// finalOf renders the final answer to call c's result: the tool's final
// template, else its fallbacks; "" when none renders.
func (w *worker) finalOf(c spec, rng *rand.Rand, index int, res *ExecResult) string {
	if !c.pt.bind.HasFinal() {
		return ""
	}
	if s, err := w.r.Final(c.pt.bind, rng, index, c.args, res.Content, res.IsError); err == nil {
		return s
	}
	for _, fb := range c.pt.finals {
		if s, err := w.r.Final(fb, rng, index, c.args, res.Content, res.IsError); err == nil {
			return s
		}
	}
	return ""
}

// parallel: one request for 2–4 independent calls of the tool with
// different arguments, answered by all of them in one turn.
func (w *worker) parallel(ctx context.Context, u *unit, d *draw, args map[string]any, index int, b *built) (bool, error) {
	pt := u.tool
	rng := w.slotRand(u, index)
	calls := []spec{w.specOf(pt, rng, args, d.raw)}
	seen := map[string]bool{string(d.raw): true}
	for _, e := range d.more {
		a, ok := e.val.(map[string]any)
		if !ok || seen[string(e.raw)] {
			continue
		}
		seen[string(e.raw)] = true
		calls = append(calls, w.specOf(pt, rng, a, e.raw))
	}
	if len(calls) < 2 {
		// The tool's arguments do not vary (it takes none): the request
		// asks for something another tool of its server does too.
		o := w.sibling(pt, index)
		if o == nil {
			return false, nil
		}
		a, ok := w.synthOne(ctx, o, index, "parallel")
		if !ok {
			return false, nil
		}
		calls = append(calls, w.specOf(o, rng, a, nil))
	}
	var reqs []string
	variant := ""
	for i, c := range calls {
		// index+i: each part in another variant of the tool's wording, so
		// the parts do not repeat one sentence.
		t, v, err := w.r.Request(c.pt.bind, rng, index+i, c.args)
		if err != nil {
			return false, err
		}
		reqs, variant = append(reqs, t), cmpOr(variant, v)
	}
	text := prompt.JoinRequests(rng, reqs)
	rec, err := w.base(u, rng, index, args, text, variant, kindParallel)
	if err != nil {
		return false, err
	}
	offer(&rec, calls)
	return true, w.finish(ctx, &rec, calls, rng, index, b, nil)
}

// finish runs the last exchange of rec, sets its group key and keys, and
// encodes it.
func (w *worker) finish(ctx context.Context, rec *dataset.Record, calls []spec, rng *rand.Rand, index int, b *built, offline func(spec) (string, bool)) error {
	if !w.g.opts.Split.IsZero() {
		rec.Meta.GroupKey = kindGroupKey(rec)
	}
	turns := len(rec.Turns)
	rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls(calls)})
	b.content = contentHash(rec)
	b.prompt = hash64(rec.Turns[0].Content)
	rec.Turns = rec.Turns[:turns]
	if w.hashOnly {
		return nil
	}
	if _, err := w.exchange(ctx, rec, calls, rng, index, b, offline); err != nil || b.fail != failNone {
		return err
	}
	if b.isError {
		rec.Meta.Kind = "error"
	}
	return w.encode(rec, b)
}

func specCalls(calls []spec) []dataset.Call {
	out := make([]dataset.Call, len(calls))
	for i, c := range calls {
		out[i] = dataset.Call{ID: c.id, Name: c.pt.def.Name, Arguments: c.raw}
	}
	return out
}

// kindGroupKey groups a record by the tools it calls and their arguments,
// so a split keeps records using the same tools on one side.
func kindGroupKey(rec *dataset.Record) string {
	var tools []string
	var args []any
	for _, t := range rec.Turns {
		for _, c := range t.Calls {
			tools = append(tools, c.Name)
			var a any
			_ = json.Unmarshal(c.Arguments, &a)
			args = append(args, a)
		}
	}
	tools = slices.Compact(slices.Sorted(slices.Values(tools)))
	return groupKey(strings.Join(tools, "+"), args)
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// scalar tells whether v is a value a person says in a few words.
func scalar(v any) bool {
	switch x := v.(type) {
	case string:
		return x != "" && !strings.ContainsRune(x, '\n') && len(x) <= 120
	case json.Number, float64, int, int64:
		return true
	}
	return false
}

// sayable tells whether v is a value a user gives in a short reply: a
// number, or a one-line string not ending in punctuation (a reply is read
// without its final stop, so a value ending in one would not be in it).
func sayable(v any) bool {
	if s, ok := v.(string); ok {
		return scalar(v) && !strings.ContainsAny(s[len(s)-1:], ".!?")
	}
	return scalar(v)
}

// followup: a finished exchange, then a second user turn referring back
// to it with one value changed ("And for Lyon?"), answered by a call.
func (w *worker) followup(ctx context.Context, u *unit, d *draw, args map[string]any, index int, kr *rand.Rand, b *built) (bool, error) {
	pt := u.tool
	if len(d.more) == 0 {
		return false, nil
	}
	other, _ := d.more[0].val.(map[string]any)
	var changed []prompt.Param
	for _, p := range pt.bind.Params() {
		v1, ok1 := args[p.Name]
		v2, ok2 := other[p.Name]
		if ok1 && ok2 && scalar(v1) && scalar(v2) && fmt.Sprint(v1) != fmt.Sprint(v2) && !p.Enum {
			changed = append(changed, p)
		}
	}
	rng := w.slotRand(u, index)
	text, variant, err := w.r.Request(pt.bind, rng, index, args)
	if err != nil {
		return false, err
	}
	rec, err := w.base(u, rng, index, args, text, variant, kindFollowup)
	if err != nil {
		return false, err
	}
	first := w.specOf(pt, rng, args, d.raw)
	var second spec
	var ask string
	if len(changed) > 0 {
		p := changed[kr.IntN(len(changed))]
		a2 := cloneArgs(args)
		a2[p.Name] = other[p.Name]
		second = w.specOf(pt, rng, a2, nil)
		ask = prompt.FollowUp(rng, p, other[p.Name])
	} else {
		op, oargs, oraw := pt, other, d.more[0].raw
		if string(d.more[0].raw) == string(d.raw) || other == nil {
			// Nothing to vary: the follow-up asks another tool of the
			// server.
			if op = w.sibling(pt, index); op == nil {
				return false, nil
			}
			var ok bool
			if oargs, ok = w.synthOne(ctx, op, index, "followup"); !ok {
				return false, nil
			}
			oraw = nil
		}
		t2, _, err := w.r.Request(op.bind, rng, index, oargs)
		if err != nil {
			return false, err
		}
		second = w.specOf(op, rng, oargs, oraw)
		offer(&rec, []spec{second})
		ask = prompt.FollowUpRequest(rng, t2)
	}
	offline := w.offlineResult(u, index)
	if offline != nil && len(pt.t.OutputSchema) == 0 {
		return false, nil // offline, nothing to follow up on
	}
	if w.hashOnly {
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{first})})
		b.content, b.prompt = contentHash(&rec), hash64(text)
		return true, nil
	}
	ran, err := w.exchange(ctx, &rec, []spec{first}, rng, index, b, offline)
	if err != nil || b.fail != failNone {
		return true, err
	}
	if !ran {
		return false, nil // no result to follow up on
	}
	if last := rec.Turns[len(rec.Turns)-1]; last.Role == dataset.RoleTool {
		// Offline (a synthesized result): the first exchange ends with
		// the final answer to it.
		if f := w.finalOf(first, rng, index, &ExecResult{Content: last.Content}); f != "" {
			rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Content: f})
		}
	}
	rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleUser, Content: ask})
	if !w.g.opts.Split.IsZero() {
		rec.Meta.GroupKey = kindGroupKey(&rec)
	}
	b.content, b.prompt = contentHash(&rec), hash64(text)
	if _, err := w.exchange(ctx, &rec, []spec{second}, rng, index, b, nil); err != nil || b.fail != failNone {
		return true, err
	}
	if b.isError {
		rec.Meta.Kind = "error"
	}
	return true, w.encode(&rec, b)
}

func cloneArgs(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// clarify: the request leaves out a required value; the assistant asks
// for it by name; the user gives it; the call follows.
func (w *worker) clarify(ctx context.Context, u *unit, d *draw, args map[string]any, index int, kr *rand.Rand, b *built) (bool, error) {
	pt := u.tool
	var cands []prompt.Param
	for _, p := range pt.bind.Params() {
		if v, ok := args[p.Name]; ok && p.Required && sayable(v) && p.Role.Kind != "secret" {
			cands = append(cands, p)
		}
	}
	if len(cands) == 0 {
		return false, nil
	}
	kr.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	rng := w.slotRand(u, index)
	var p prompt.Param
	var partial map[string]any
	var text, variant string
	for _, c := range cands {
		// The first value the request can leave out: some templates need
		// a value, or say it with another one.
		p, partial = c, cloneArgs(args)
		delete(partial, p.Name)
		if text, variant = w.withoutValue(pt, rng, index, partial, args[p.Name]); text != "" {
			break
		}
	}
	if text == "" {
		return false, nil
	}
	rec, err := w.base(u, rng, index, partial, text, variant, kindClarify)
	if err != nil {
		return false, err
	}
	rec.Turns = append(rec.Turns,
		dataset.Turn{Role: dataset.RoleAssistant, Content: prompt.ClarifyQuestion(rng, p)},
		dataset.Turn{Role: dataset.RoleUser, Content: prompt.ClarifyAnswer(rng, p, args[p.Name])})
	return true, w.finish(ctx, &rec, []spec{w.specOf(pt, rng, args, d.raw)}, rng, index, b, nil)
}

// withoutValue renders the request for partial (args without the value
// v), through the tool's template or else the generic one; "" when
// neither words the request without saying v or leaving a hole.
func (w *worker) withoutValue(pt *prepTool, rng *rand.Rand, index int, partial map[string]any, v any) (string, string) {
	vals := []any{v}
	if l, ok := v.([]any); ok {
		vals = l
	}
	leaks := func(text string) bool {
		for _, x := range vals {
			if strings.Contains(text, fmt.Sprint(x)) {
				return true
			}
		}
		return strings.Contains(text, "nothing") || strings.Contains(text, "<no value>")
	}
	text, variant, err := w.r.Request(pt.bind, rng, index, partial)
	if err == nil && !leaks(text) {
		return text, variant
	}
	if text, variant, err = w.r.RequestGeneric(pt.bind, rng, index, partial); err == nil && !leaks(text) {
		return text, variant
	}
	return "", ""
}

// offlineResult returns, for a run that does not execute, a source of
// results synthesized from a tool's outputSchema (nil when the run
// executes: results are real then). A tool without one gives none.
func (w *worker) offlineResult(u *unit, index int) func(spec) (string, bool) {
	if w.g.opts.Executor != nil && w.g.opts.Shape == ShapeFull {
		return nil
	}
	return func(c spec) (string, bool) {
		v, ok := w.synthOutput(c.pt, index)
		if !ok {
			return "", false
		}
		return string(v), true
	}
}

// synthOutput synthesizes a structured result of pt from its
// outputSchema (seeded by the tool and slot), or false when it has none.
func (w *worker) synthOutput(pt *prepTool, index int) (json.RawMessage, bool) {
	if len(pt.t.OutputSchema) == 0 {
		return nil, false
	}
	sc, err := schema.Compile(pt.t.OutputSchema, schema.CompileOptions{})
	if err != nil {
		return nil, false
	}
	sg, err := synth.New(sc, synth.Options{Seed: w.g.opts.Seed, Key: fmt.Sprintf("%s#output%d", pt.key, index),
		Budget: w.g.opts.SynthBudget, Topic: pt.t.Name, RootObject: true})
	if err != nil {
		return nil, false
	}
	raw, _, err := sg.NextValue()
	if err != nil {
		return nil, false
	}
	return raw, true
}

// sibling picks another tool of pt's server for the slot index (one the
// run executes first: marked read-only when the run executes), or nil.
func (w *worker) sibling(pt *prepTool, index int) *prepTool {
	var ro, all []*prepTool
	for _, o := range w.g.tools {
		if o != pt && o.t.Server == pt.t.Server {
			all = append(all, o)
			if o.t.IsReadOnly() {
				ro = append(ro, o)
			}
		}
	}
	if w.g.opts.Executor != nil && len(ro) > 0 {
		all = ro
	}
	if len(all) == 0 {
		return nil
	}
	return all[kindRand(w.g.opts.Seed, hash64(pt.key+"#sibling"), index).IntN(len(all))]
}
