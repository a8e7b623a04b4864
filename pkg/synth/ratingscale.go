package synth

import (
	"math"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// pointsRating returns the range of a rating on a scale of points rather
// than stars: a schema maximum above 10 (a chess rating up to 3000, a
// score out of 100) makes 1–5 a value nobody holds; a rating then lies in
// the middle of its scale, 40–75% of the maximum (1200–2250 of 3000),
// whole. ok is false for other roles, a scale of ten or less, or a range
// the description states; nor a bound no scale has (zod's 2^53-1) or
// a rating in a unit.
func pointsRating(r *role.Role, c conj) (plausibleVal, bool) {
	if r.Kind != role.Rating || r.Unit != "" || r.Min != nil || r.Max != nil {
		return plausibleVal{}, false
	}
	top := math.Inf(1)
	for _, s := range c.pos {
		if s.Maximum != nil {
			if f, _ := s.Maximum.Float64(); f < top {
				top = f
			}
		}
	}
	if top <= 10 || top > 10000 {
		// stars, or a bound that is no scale (2^53-1)
		return plausibleVal{}, false
	}
	lo, hi := math.Round(top*0.4), math.Round(top*0.75)
	return plausibleVal{lo: floatRat(lo), hi: floatRat(hi), known: true}, true
}
