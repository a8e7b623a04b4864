package generate

import "context"

// singleOnSnapshot makes a single slot of a tool acting on page elements
// by their snapshot references, offline, the chain of the page's
// snapshot and the call (snapshotChain): a person names an element by
// what it is ("the Sign in button"), never by a reference ("e83") only a
// snapshot shows. Only in a run that mixes kinds (--mix), where the
// record counts as a chain: a run of single calls keeps one call per
// record, as it promises. false when the call takes no reference, the run
// does not mix kinds or executes its calls, or no such chain is made (the
// slot is then the single call).
func (w *worker) singleOnSnapshot(ctx context.Context, u *unit, d *draw, index int, b *built) (bool, error) {
	args, ok := d.val.(map[string]any)
	if !ok || d.err != nil || u.kinds == nil || w.g.opts.Executor != nil && w.g.opts.Shape == ShapeFull || !hasSnapRef(u.tool, args) {
		return false, nil
	}
	ok, err := w.snapshotChain(ctx, u, args, index, b)
	if err != nil || !ok {
		*b = built{}
		return false, err
	}
	b.kind = kindChain.String()
	return true, nil
}
