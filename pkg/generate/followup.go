package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
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

// failedValue picks the parameter of changed whose value in args the
// error of a failed call names (the first of turns' tool messages): the
// value a follow-up corrects. false when the error names none of them.
func failedValue(turns []dataset.Turn, args map[string]any, changed []prompt.Param) (prompt.Param, bool) {
	var msg string
	for _, t := range turns {
		if t.Role == dataset.RoleTool {
			msg = strings.ToLower(t.Content)
			break
		}
	}
	for _, p := range changed {
		v, set := args[p.Name]
		if s := strings.ToLower(fmt.Sprint(v)); set && scalar(v) && len(s) > 1 && strings.Contains(msg, s) {
			return p, true
		}
	}
	return prompt.Param{}, false
}
