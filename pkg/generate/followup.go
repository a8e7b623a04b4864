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
)

// secondCall runs a follow-up's second call and encodes rec. After a
// failed first call the second must succeed (a correction that fails as
// well is no recovery a model should learn): else the follow-up is not
// made. A record with a failed call is of kind "error".
func (w *worker) secondCall(ctx context.Context, rec *dataset.Record, second spec, rng *rand.Rand, index int, b *built) (bool, error) {
	if w.outsideRoots([]spec{second}) {
		// A correction after a failed call drew a path elsewhere.
		return w.cannot(whyOutsideRoots)
	}
	firstFailed := b.isError
	b.isError = false
	if _, err := w.exchange(ctx, rec, []spec{second}, rng, index, b, nil); err != nil || b.fail != failNone {
		return true, err
	}
	if b.isError && firstFailed {
		return w.cannot(whyFollowupFailed)
	}
	if b.isError = b.isError || firstFailed; b.isError {
		rec.Meta.Kind = "error"
	}
	return true, w.encode(rec, b)
}

// failedValue picks the parameter of pt whose value in args the error
// of a failed call names (the first of turns' tool messages), the one a
// follow-up corrects: to one of the choices the error offers ("covered
// cities are Amsterdam, Berlin, …"), set in *other (a copy), else to
// other's own value, p then being one of changed. false when the error
// names no value a follow-up can correct.
func failedValue(pt *prepTool, turns []dataset.Turn, args map[string]any, other *map[string]any, changed []prompt.Param, index int) (prompt.Param, bool) {
	var msg string
	for _, t := range turns {
		if t.Role == dataset.RoleTool {
			msg = t.Content
			break
		}
	}
	opts := prompt.ErrorOptions(msg)
	lower := strings.ToLower(msg)
	for _, p := range pt.bind.Params() {
		v, set := args[p.Name]
		if s := strings.ToLower(fmt.Sprint(v)); !set || !scalar(v) || len(s) < 2 || !strings.Contains(lower, s) {
			continue
		}
		if _, isStr := v.(string); isStr && len(opts) > 0 {
			for k := range opts {
				o := opts[(index+k)%len(opts)]
				a2 := cloneArgs(args)
				a2[p.Name] = o
				if r, err := pt.schema.ValidateJSON(mustJSON(a2)); o != v && err == nil && len(r) == 0 {
					*other = cloneArgs(*other)
					(*other)[p.Name] = o
					return p, true
				}
			}
		}
		if slices.ContainsFunc(changed, func(c prompt.Param) bool { return c.Name == p.Name }) {
			return p, true
		}
	}
	return prompt.Param{}, false
}

// withoutEmptyMinimum drops from args the optional lower bounds that
// filter nothing ("rooms with at least 1 seat": a minimum of 1, or the
// schema's own minimum): said in a request they are noise a person would
// not type. args itself when there is none.
func withoutEmptyMinimum(pt *prepTool, args map[string]any) map[string]any {
	out := args
	for _, p := range pt.bind.Params() {
		v, set := args[p.Name]
		if !set || p.Required {
			continue
		}
		if _, lo := cutAffix(norm(p.Name), "min"); !lo || !isNumber(v) || narrows(pt, p, v) {
			continue
		}
		if len(out) == len(args) {
			out = cloneArgs(args)
		}
		delete(out, p.Name)
	}
	return out
}

// followArgs are the values of a follow-up's two calls, args and the
// draw's other instance (its raw JSON, nil when changed), without what a
// follow-up cannot carry over or would not say: a cursor points into one
// listing ("the same for block B" cannot go on from block A's cursor),
// and a lower bound of 1 filters nothing. d is returned with its raw
// JSON dropped when args changed.
func followArgs(pt *prepTool, args map[string]any, d *draw) (map[string]any, map[string]any, json.RawMessage, *draw) {
	other, _ := d.more[0].val.(map[string]any)
	otherRaw := d.more[0].raw
	for _, drop := range []func(map[string]any) map[string]any{
		func(m map[string]any) map[string]any { return withoutCursors(pt.bind.Params(), m) },
		func(m map[string]any) map[string]any { return withoutEmptyMinimum(pt, m) },
	} {
		if a := drop(args); len(a) != len(args) {
			dd := *d
			args, dd.raw, d = a, nil, &dd
			other, otherRaw = drop(other), nil
		}
	}
	return args, other, otherRaw, d
}

// followOffline ends rec, a follow-up whose first call does not run,
// with a result synthesized for it (followSynth), else, when nothing
// runs in the whole run, with the tool's report of a change done
// (followAck), else, a read, after a change to the same thing
// (followLead), else with the user declining it (declined).
func (w *worker) followOffline(ctx context.Context, rec *dataset.Record, first, second spec, ask, redo, text string, varied prompt.Param, rng *rand.Rand, index int, b *built) (bool, error) {
	// A change done again with another setting is not said after its
	// result ("How about with …?"): followAck words what a person does
	// ask after a change, else the call is declined.
	// One booking done, another into the same slot is no request a
	// person makes (doublesSlot): only a declined one is corrected.
	again := varied.Name != "" && second.pt == first.pt && doublesSlot(first.pt, varied, first.args)
	if !settingRedone(first, second, varied) && !again && !rowsElsewhere(first, second, varied) {
		if ok, err := w.followSynth(ctx, rec, first, second, ask, text, rng, index, b); ok || err != nil {
			return ok, err
		}
	}
	if w.g.opts.Executor == nil {
		if !again {
			if ok, err := w.followAck(rec, first, second, ask, text, varied, rng, index, b); ok || err != nil {
				return ok, err
			}
		}
		if ok, err := w.followLead(ctx, rec, first, text, rng, index, b); ok || err != nil {
			return ok, err
		}
	}
	if emptyRedirect(first, second) {
		return w.cannot(whyNoChange)
	}
	if !redoKeeps(first, second) {
		return w.cannot(whyRedoElsewhere)
	}
	return true, w.declined(rec, first, second, redo, rng, b)
}

// followSynth ends rec, an offline follow-up, the way a real exchange
// reads: the first call, its result synthesized from the tool's
// outputSchema, the answer to it, the user's next request referring
// back ("And for Lyon?") and the second call, where the record ends as
// an offline record ends at its call. false (rec untouched) when the
// first call ends or removes something (such a follow-up is declined
// instead: nothing is claimed done), its tool has no outputSchema or one
// holding only free text or content blocks (what is synthesized from it
// is a made-up note, not this call's result), the result holds no value
// (saysNothing) or only the call's own (echoesOnly), or no answer renders
// from the result.
func (w *worker) followSynth(ctx context.Context, rec *dataset.Record, first, second spec, ask, text string, rng *rand.Rand, index int, b *built) (bool, error) {
	out := first.pt.t.OutputSchema
	if endsThings(first.pt) || len(out) == 0 || freeTextOnly(out) || contentOnly(out) || w.g.opts.Shape != ShapeFull && w.g.opts.Executor != nil {
		return false, nil
	}
	res, ok := w.synthOutput(ctx, first.pt, index, first.args, nil)
	var v any
	if !ok || json.Unmarshal(res, &v) != nil || saysNothing(v) || echoesOnly(v, first.args) {
		return false, nil // nulls alone, or the call's own values back: no result to answer from
	}
	if second.pt == first.pt && narrowsNothing(v, first.args, second.args) {
		return false, nil
	}
	final := w.finalOf(first, rng, index, &ExecResult{Content: string(res)})
	if final == "" {
		return false, nil
	}
	return w.finishedExchange(rec, first, second, string(res), prompt.WithoutClosingQuestion(final), ask, text, b)
}

// finishedExchange ends rec, a follow-up record whose first call was not
// run, with that call, result (its tool message), answer, the user's
// ask referring back, and second, the call the ask makes; it offers
// second's tool, keys the record's split group and hashes it (text: the
// first request), then encodes it into b unless the run only hashes.
func (w *worker) finishedExchange(rec *dataset.Record, first, second spec, result, answer, ask, text string, b *built) (bool, error) {
	if hollowAny(first, second) && !w.slotHollow {
		w.hollow = true // the slot falls back to a single call (see kindRecord)
		return true, nil
	}
	if len(rec.Turns) > 0 {
		ask = unlikeOpening(rec.Turns[0].Content, ask)
	}
	rec.Turns = append(rec.Turns,
		dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{first})},
		dataset.Turn{Role: dataset.RoleTool, CallID: first.id, Name: first.pt.def.Name, Content: result},
		dataset.Turn{Role: dataset.RoleAssistant, Content: answer},
		dataset.Turn{Role: dataset.RoleUser, Content: ask},
		dataset.Turn{Role: dataset.RoleAssistant, Calls: specCalls([]spec{second})})
	offer(rec, []spec{second})
	if !w.g.opts.Split.IsZero() {
		rec.Meta.GroupKey = kindGroupKey(rec)
	}
	b.content, b.prompt = contentHash(rec), hash64(text)
	if w.hashOnly {
		return true, nil
	}
	return true, w.encode(rec, b)
}

// contentOnly tells whether an output schema's one member is "content",
// the content blocks every MCP result has: it says nothing of what the
// tool returns.
func contentOnly(raw json.RawMessage) bool {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if json.Unmarshal(raw, &s) != nil || len(s.Properties) != 1 {
		return false
	}
	_, ok := s.Properties["content"]
	return ok
}
