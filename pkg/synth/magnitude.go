package synth

import (
	"encoding/json"
	"math"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// bigMoney draws a large amount of money (a role whose typical range
// starts at 1000: a house's price, a deposit, a deal, a salary) rounded
// the way people state one, to a multiple of 5 in its third significant
// digit: 555000 or 18500, not 557192. ok is false for other numbers, a
// multipleOf other than 1, or a result outside the bounds.
func (g *Generator) bigMoney(c conj, h hint, b bounds, lo, hi float64) (json.Number, bool) {
	if len(h.name) == 0 || b.step != nil && b.step.Cmp(ratOne) != 0 {
		return "", false
	}
	r := g.roleOf(c, h)
	if r.Kind != role.Money || r.Typical == nil || r.Typical.Lo < 1000 || lo < 1000 || hi <= lo {
		return "", false
	}
	x := lo + g.rng.Float64()*(hi-lo)
	p := 5 * math.Pow(10, math.Floor(math.Log10(x))-2)
	v := roundRat(math.Round(x/p)*p, 0)
	if v == nil || !inBounds(v, b) {
		return "", false
	}
	return json.Number(ratText(v)), true
}
