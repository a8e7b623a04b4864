package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// proseNear returns the range the numbers a description gives as
// examples or as its default imply ("size in pixels (e.g., 100, 600,
// 2048)", "default is 400"): from the smallest to the largest of two or
// more examples, else half to one and a half times the one number. A
// number stays on the scale its description shows: a photo of 2048
// pixels is not asked for at 11 pixels, nor a quality of 80 at 3. A
// default of at most 100 bounds a scale that ends at 100 (a quality, a
// share), so the range does not pass it. ok is false when the
// description gives no positive number, or examples of two scales.
func proseNear(r *role.Role) (lo, hi float64, ok bool) {
	var vs []float64
	for _, e := range r.Examples {
		if f, err := strconv.ParseFloat(strings.TrimSpace(e), 64); err == nil && f > 0 {
			vs = append(vs, f)
		}
	}
	if len(vs) == 0 && r.Default != "" {
		if f, err := strconv.ParseFloat(r.Default, 64); err == nil && f > 0 {
			vs = append(vs, f)
		}
	}
	if len(vs) == 0 {
		return 0, 0, false
	}
	lo, hi = vs[0], vs[0]
	for _, v := range vs[1:] {
		lo, hi = min(lo, v), max(hi, v)
	}
	if hi > 100*lo {
		// examples of two scales ("quantities such as 91.9, 121 …
		// ratios such as 0.055"): no one range
		return 0, 0, false
	}
	if lo == hi && len(vs) == 1 && lo >= 1 && fineExample(r.Examples) {
		// "OG as specific gravity, e.g. 1.052": a reading written to
		// thousandths varies in its last digits, 1.000 to 1.105, never
		// 0.6 or 1.5
		lo, hi = lo*0.95, hi*1.05
	} else if lo == hi {
		lo, hi = lo/2, hi*3/2
		if vs[0] <= 100 && hi > 100 {
			hi = 100
		}
	}
	if r.Min != nil && lo < *r.Min {
		lo = *r.Min
	}
	if r.Max != nil && hi > *r.Max {
		hi = *r.Max
	}
	return lo, hi, lo < hi
}

// fineExample reports whether the one number among examples is written
// to three or more decimal places ("1.052"): a fine reading, whose
// values lie close to it.
func fineExample(examples []string) bool {
	for _, e := range examples {
		e = strings.TrimSpace(e)
		if _, err := strconv.ParseFloat(e, 64); err != nil {
			continue
		}
		dot := strings.IndexByte(e, '.')
		return dot >= 0 && len(e)-dot-1 >= 3
	}
	return false
}
