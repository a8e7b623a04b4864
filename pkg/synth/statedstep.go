package synth

import (
	"math/big"
	"strconv"
)

// statedStep narrows b to the step the description states ("in 5 dB
// steps", role.Role.Step) when the schema's own multipleOf (an integer's
// 1) divides it and a multiple of it lies inside the bounds: a hearing
// level is 45, not 43.5, without the schema saying multipleOf 5.
func (g *Generator) statedStep(c conj, h hint, b *bounds) {
	st := g.roleOf(c, h).Step
	if st <= 0 {
		return
	}
	r, ok := new(big.Rat).SetString(strconv.FormatFloat(st, 'f', -1, 64))
	if !ok || r.Sign() <= 0 {
		return
	}
	if b.step != nil && !new(big.Rat).Quo(r, b.step).IsInt() {
		return // the schema's step is not a divisor: it wins
	}
	if klo, khi := ceilDiv(b.lo, r, b.loEx), floorDiv(b.hi, r, b.hiEx); klo != nil && khi != nil && klo.Cmp(khi) > 0 {
		return // no multiple inside the bounds
	}
	b.step = r
}
