package generate

import (
	"math/rand/v2"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// changeSaid words a follow-up's second turn (ask) and, for a call the
// client did not run, its correction (redo), changing p of u's tool from
// old to its value in a2, the second call's arguments; text is the first
// request. A number is said in the words the first request says it with
// ("a reading of 3 m³", "40 km/h"), not by its parameter's name ("with a
// reading m3 of 3"). The request's words are drawn from a source of
// their own, so the turns after them stay as they were.
func (w *worker) changeSaid(u *unit, rng *rand.Rand, index int, p prompt.Param, old any, a2 map[string]any, text string) (ask, redo string) {
	pt := u.tool
	args := cloneArgs(a2)
	args[p.Name] = old
	named := sameKind(pt.bind.Params(), p) || namesOther(pt.bind.Params(), args, p) || pastedAmong(p, args)
	said := w.r.ArgSaid(pt.bind, kindRand(w.g.opts.Seed, u.hash, index^0x5a1d), index, a2, p.Name)
	ask = prompt.FollowUpSaid(rng, p, a2[p.Name], named, said)
	redo = prompt.RedirectSaid(rng, p, old, a2[p.Name], named, said, text)
	return ask, redo
}
