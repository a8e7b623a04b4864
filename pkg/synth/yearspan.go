package synth

import "strconv"

// yearSpanRun tells whether run i of ex is the second year of a span
// written with the first year in full and the next one short ("2024-25",
// "2025/26": a season, an academic or a fiscal year): two digits after a
// year and one dash or slash, the last two digits of the year after it.
func yearSpanRun(ex string, rs []run, i int) bool {
	r := rs[i]
	if r.class != '9' || r.end-r.start != 2 || i < 2 || !yearRun(ex, rs[i-2]) {
		return false
	}
	if sep := ex[rs[i-1].start:rs[i-1].end]; sep != "-" && sep != "/" {
		return false
	}
	y, _ := strconv.Atoi(ex[rs[i-2].start:rs[i-2].end])
	n, _ := strconv.Atoi(ex[r.start:r.end])
	return (y+1)%100 == n
}

// keepYearSpans writes, into v (drawn like ex, of its length), the year
// after v's own wherever ex writes a span of two years ("2024-25"): a
// season drawn as 2026 runs to 27, never to 64. It reports whether ex
// has such a span.
func keepYearSpans(ex string, v []byte) bool {
	if len(v) != len(ex) {
		return false
	}
	rs := runsOf(ex)
	found := false
	for i, r := range rs {
		if !yearSpanRun(ex, rs, i) {
			continue
		}
		y := rs[i-2]
		n, err := strconv.Atoi(string(v[y.start:y.end]))
		if err != nil {
			continue
		}
		copy(v[r.start:r.end], strconv.Itoa(100 + (n+1)%100)[1:])
		found = true
	}
	return found
}
