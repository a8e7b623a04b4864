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
	if len(h.name) == 0 || b.step != nil && ratCmp(b.step, ratOne) != 0 {
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

// centsAmount draws an amount in cents as a person prices things: a
// rate of a few cents or a price per unit (a typical range under 30000
// cents, which the generic 100–50000 is not) as it is, $5 to
// $300 with .00, .50 or .99 (1999, 4500), or, when the role's typical
// range is thousands of dollars (a budget), whole dollars rounded to a
// multiple of 5 in the third significant digit ($24,500 is 2450000).
func (g *Generator) centsAmount(t *role.Range) int64 {
	if t != nil && t.Hi <= 30000 && t.Hi > t.Lo {
		// a rate per word or per mile: a few cents, not dollars; a price
		// per kilo in pence as its unit sizes it (221, not 22100)
		return int64(t.Lo) + g.rng.Int63n(int64(t.Hi-t.Lo)+1)
	}
	if t == nil || t.Hi/100 <= 1000 {
		return int64(5+g.rng.Intn(296))*100 + []int64{0, 99, 50, 0, 99}[g.rng.Intn(5)]
	}
	lo, hi := t.Lo/100, t.Hi/100
	x := lo + g.rng.Float64()*(hi-lo)
	p := 5 * math.Pow(10, math.Floor(math.Log10(x))-2)
	return int64(math.Round(x/p)*p) * 100
}
