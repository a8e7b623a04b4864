package generate

import (
	"context"
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
