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
