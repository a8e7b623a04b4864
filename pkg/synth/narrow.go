package synth

// narrowDecimals returns the digits after the point a value drawn from
// [lo, hi] needs so that the range holds at least twenty values: a
// specific gravity between 0.99 and 1.15 is 1.062, never 1; a pH between
// 3 and 6 is 4.3. dec, the digits the role asks for, is kept when it
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
