package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
)

const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// callID returns 9 characters of [A-Za-z0-9] (valid for Mistral and every
// other format, docs/formats.md, trap 4).
func callID(rng *rand.Rand) string {
	var b [9]byte
	for i := range b {
		b[i] = idAlphabet[rng.IntN(len(idAlphabet))]
	}
	return string(b[:])
}

// offered returns the tool definitions of a record: self (index into
// g.tools, -1 for none) plus up to k others of the run, at seeded
// positions.
func (w *worker) offered(rng *rand.Rand, self int, k int) []dataset.ToolDef {
	if !w.g.opts.Mix.singleOnly() {
		return w.offeredNear(rng, self, k, nil)
	}
	all := w.g.tools
	others := len(all)
	if self >= 0 {
		others--
	}
	k = min(k, others)
	out := make([]dataset.ToolDef, 0, k+1)
	if k > 0 && 2*k <= cap(w.swaps) {
		// The same partial Fisher-Yates over the indexes of the other
		// tools, with the few positions it swaps kept aside instead of
		// writing out every index on each record.
		swaps := w.swaps[:0]
		at := func(p int) int {
			for _, s := range swaps {
				if s[0] == p {
					return s[1]
				}
			}
			if self >= 0 && p >= self {
				return p + 1
			}
			return p
		}
		set := func(p, v int) {
			for i := range swaps {
				if swaps[i][0] == p {
					swaps[i][1] = v
					return
				}
			}
			swaps = append(swaps, [2]int{p, v})
		}
		for i := 0; i < k; i++ {
			j := i + rng.IntN(others-i)
			vi, vj := at(i), at(j)
			set(i, vj)
			set(j, vi)
			out = append(out, all[vj].def)
		}
	} else if k > 0 {
		// Partial Fisher-Yates over the indexes of the other tools.
		if cap(w.pick) < len(all) {
			w.pick = make([]int, 0, len(all))
		}
		w.pick = w.pick[:0]
		for i := range all {
			if i != self {
				w.pick = append(w.pick, i)
			}
		}
		for i := 0; i < k; i++ {
			j := i + rng.IntN(len(w.pick)-i)
			w.pick[i], w.pick[j] = w.pick[j], w.pick[i]
			out = append(out, all[w.pick[i]].def)
		}
	}
	if self >= 0 {
		pos := rng.IntN(len(out) + 1)
		out = append(out, dataset.ToolDef{})
		copy(out[pos+1:], out[pos:])
		out[pos] = all[self].def
	}
	return out
}

// call builds the record of one tool slot into b.
func (w *worker) call(ctx context.Context, u *unit, d *draw, index int, b *built) error {
	g, pt := w.g, u.tool
	raw, val, err := d.raw, d.val, d.err
	if err != nil {
		b.fail, b.reason = failSynth, err.Error()
		return nil
	}
	// The synthesizer hands back the decoded instance it validated; only
	// a non-object (which DecodeArgs rejects or maps to nil) is decoded
	// again, for the same result and error.
	args, isObj := val.(map[string]any)
	if !isObj {
		if args, err = prompt.DecodeArgs(raw); err != nil {
			b.fail, b.reason = failSynth, err.Error()
			return nil
		}
	}
	if a, ok := w.widenList(ctx, pt, args, index, "single"); ok {
		args, raw = a, mustJSON(a) // a tool made for several items is asked for several
	}
	rng := w.slotRand(u, index)
	text, variant, err := w.r.Request(pt.bind, rng, index, args)
	if err != nil {
		return err
	}
	system, err := w.r.System(pt.bind, rng, index, args)
	if err != nil {
		return err
	}
	call := dataset.Call{ID: callID(rng), Name: pt.def.Name, Arguments: raw}
	rec := dataset.Record{
		System: system,
		Tools:  w.offered(rng, pt.index, g.opts.Distractors),
		Turns: []dataset.Turn{
			{Role: dataset.RoleUser, Content: text},
			{Role: dataset.RoleAssistant, Calls: []dataset.Call{call}},
		},
		Meta: dataset.Meta{Server: pt.t.Server, Tool: pt.t.Name, Index: index, Seq: u.start + int64(index),
			Kind: "call", Template: variant},
	}
	if !g.opts.Split.IsZero() {
		rec.Meta.GroupKey = callGroupKey(pt.key, args, text)
	}
	b.content = contentHash(&rec)
	b.prompt = hash64(text)
	if w.hashOnly {
		return nil // before the shard: only the duplicate key is needed
	}
	if g.opts.Executor != nil && g.opts.Shape == ShapeFull {
		res, err := g.opts.Executor.Execute(ctx, w.id, &pt.t, raw)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			b.fail, b.reason = failExec, err.Error()
			return nil
		}
		if res.Skip {
			b.fail, b.reason = failExecSkip, res.SkipReason
			return nil
		}
		if res.CallOnly {
			return w.encode(&rec, b)
		}
		rec.Meta.Executed = true
		b.scrubbed = res.Scrubbed
		rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleTool, CallID: call.ID, Name: call.Name,
			Content: res.Content, IsError: res.IsError})
		if res.IsError {
			rec.Meta.Kind = "error"
			b.isError = true
		}
		if pt.bind.HasFinal() {
			final, err := w.r.FinalTo(pt.finalBind(res.finalInput(), res.IsError), rng, index, args, res.finalInput(), res.IsError, text)
			if err != nil {
				// A final template that fails on this result does not stop
				// the run: the other variants, then the generic final
				// template are tried; failing all, the record ends at the
				// tool result. The failure is counted for the tool.
				b.finalErr = strings.TrimPrefix(err.Error(), fmt.Sprintf("tool %q: ", pt.t.Name))
				final = ""
				for _, fb := range pt.finals {
					if v := fb.Final.Sections[prompt.SectionFinal]; len(v) == 1 && strings.HasPrefix(b.finalErr, fb.Final.Path+":") && strings.Contains(b.finalErr, strconv.Quote(strings.TrimPrefix(v[0].Name, fb.Final.Path))) {
						continue // the variant that just failed
					}
					if s, ferr := w.r.FinalTo(fb, rng, index, args, res.finalInput(), res.IsError, text); ferr == nil {
						final = s
						break
					}
				}
				b.finalDropped = final == ""
			}
			if final != "" {
				rec.Turns = append(rec.Turns, dataset.Turn{Role: dataset.RoleAssistant, Content: final})
			}
		}
	}
	return w.encode(&rec, b)
}

// negative builds the record of one negative slot into b.
func (w *worker) negative(u *unit, index int, b *built) error {
	g := w.g
	rng := w.slotRand(u, index)
	q, a, variant, err := w.r.NegativeIn(rng, index, g.related, g.near)
	if errors.Is(err, prompt.ErrNoNegative) {
		b.fail, b.reason = failSynth, err.Error()
		return nil
	}
	if err != nil {
		return err
	}
	system := ""
	if g.negBind != nil {
		if system, err = w.r.System(g.negBind, rng, index, nil); err != nil {
			return err
		}
	}
	rec := dataset.Record{
		System: system,
		// As many tools as a positive record offers (the called one plus
		// Distractors), so the count does not give the label away.
		Tools: w.negativeTools(rng, q),
		Turns: []dataset.Turn{
			{Role: dataset.RoleUser, Content: q},
			{Role: dataset.RoleAssistant, Content: a},
		},
		Meta: dataset.Meta{Index: index, Seq: u.start + int64(index), Kind: "negative", Template: variant,
			GroupKey: "negative\x00" + prompt.Humanize(variant) + "\x00" + looseText(q)},
	}
	b.content = contentHash(&rec)
	b.prompt = hash64(q)
	if w.hashOnly {
		return nil
	}
	return w.encode(&rec, b)
}

func (w *worker) encode(rec *dataset.Record, b *built) error {
	w.groundRefs(rec)
	var line []byte
	var err error
	if ap, ok := w.g.format.(dataset.Appender); ok {
		line, err = ap.AppendEncode(w.g.lines.get(), rec, w.g.opts.FormatOptions)
	} else {
		line, err = w.g.format.Encode(rec, w.g.opts.FormatOptions)
	}
	if err != nil {
		if errors.Is(err, dataset.ErrNotRepresentable) {
			b.fail, b.reason = failUnrepresentable, err.Error()
			return nil
		}
		return err
	}
	b.line = line
	b.split = dataset.SplitTrain
	if !w.g.opts.Split.IsZero() {
		b.split = dataset.AssignSplit(rec.Meta.GroupKey, w.g.opts.Seed, w.g.opts.Split)
	}
	return nil
}

// contentHash is the exact-duplicate key of a record: its system prompt,
// user request, and the assistant turns up to the first call (names and
// arguments; not ids, distractors or tool results, so a duplicate is known
// before any tool runs).
func contentHash(r *dataset.Record) uint64 {
	h := newFNV()
	h = fnvField(h, r.System)
	for i := range r.Turns {
		t := &r.Turns[i]
		if t.Role == dataset.RoleTool {
			break
		}
		h = fnvField(h, t.Role)
		h = fnvField(h, t.Content)
		for j := range t.Calls {
			h = fnvField(h, t.Calls[j].Name)
			h = fnvField(h, t.Calls[j].Arguments)
		}
	}
	return uint64(h)
}

// fnv64a is the state of a 64-bit FNV-1a hash (hash/fnv's New64a),
// written without allocating.
type fnv64a uint64

func newFNV() fnv64a { return 14695981039346656037 }

func fnvWrite[S ~string | ~[]byte](h fnv64a, s S) fnv64a {
	for i := 0; i < len(s); i++ {
		h ^= fnv64a(s[i])
		h *= 1099511628211
	}
	return h
}

// fnvField writes the 4-byte little-endian length of s, then s.
func fnvField[S ~string | ~[]byte](h fnv64a, s S) fnv64a {
	for l, i := uint32(len(s)), 0; i < 4; i, l = i+1, l>>8 {
		h ^= fnv64a(byte(l))
		h *= 1099511628211
	}
	return fnvWrite(h, s)
}

// callGroupKey is the split group of a single call. A call without
// arguments is the same call in every record of its tool, so its group is
// the request instead (white space and letter case aside): otherwise a tool
// without arguments would be in one split only and a model trained on the
// train split would never see it.
func callGroupKey(tool string, args map[string]any, text string) string {
	if len(args) == 0 {
		return groupKey(tool, nil) + "\x00say\x00" + looseText(text)
	}
	return groupKey(tool, args)
}
