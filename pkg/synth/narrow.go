package synth

// narrowDecimals returns the digits after the point a value of unknown
// range (see rangeKnown) drawn from [lo, hi] needs so that the range
// holds at least twenty values: a specific gravity between 0.99 and 1.15
// is 1.062, never 1; a pH between 3 and 6 is 4.3. dec is kept when it
// already gives that many; at most 4 digits.
func narrowDecimals(lo, hi float64, dec int) int {
	span := hi - lo
	if span <= 0 {
		return dec
	}
	for p := pow10(dec); dec < 4 && span*p < 20; p *= 10 {
		dec++
	}
	return dec
}

// pow10 is 10 to the power n, for small n ≥ 0.
func pow10(n int) float64 {
	p := 1.0
	for ; n > 0; n-- {
		p *= 10
	}
	return p
}

// rangeKnown reports whether plausible found a range for the number (its
// description, default or role gave one) rather than falling back to
// [0, 100]: a known range keeps its own digits (a position 0–12 stays
// whole), only an unknown one is given digits by narrowDecimals.
func (g *Generator) rangeKnown(c conj, h hint, integer bool) bool {
	k := plausibleKey{s: c.first(), name: h.name, integer: integer}
	if len(c.pos) != 1 {
		k.desc = h.desc
	}
	r, ok := g.ranges[k]
	return ok && r.known
}
