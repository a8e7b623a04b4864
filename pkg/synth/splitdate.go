package synth

import "time"

// A date written in an id with separators between its parts
// ("S-2024-11-06-PC", "INV-2024-11", "R-06/11/2024-3") is drawn as
// one: its digit runs redrawn one by one read month 22 or day 45.

// splitDate returns the layout of the date whose parts are the runs of
// ex from rs[i] on, and the index of its last run: a year, one
// separator, a month (01–12) and, after the same separator, a day of
// that month ("2006-01-02", "2006-01", "2006.01.02"), or a day and a
// month (or a month and a day where the second part is over 12) then the
// year ("02/01/2006", "01/02/2006"). ok is false where the runs read as
// no date: "RC-2027-00418" holds a year and a counter.
func splitDate(ex string, rs []run, i int) (layout string, last int, ok bool) {
	part := func(k int) string { return ex[rs[k].start:rs[k].end] }
	two := func(k int) bool { return k < len(rs) && rs[k].class == '9' && rs[k].end-rs[k].start == 2 }
	sep := func(k int) bool { return k < len(rs) && rs[k].class != '9' && rs[k].class != 'a' }
	if yearRun(ex, rs[i]) && sep(i+1) && two(i+2) {
		if m := atoi2(part(i + 2)); m < 1 || m > 12 {
			return "", 0, false
		}
		s := part(i + 1)
		if sep(i+3) && part(i+3) == s && two(i+4) && validDate(part(i)+part(i+2)+part(i+4), "20060102") {
			return "2006" + s + "01" + s + "02", i + 4, true
		}
		if sep(i+3) && part(i+3) == s && i+4 < len(rs) && rs[i+4].class == '9' {
			return "", 0, false // "2024-11-0042": a year, then numbers
		}
		return "2006" + s + "01", i + 2, true
	}
	if two(i) && sep(i+1) && two(i+2) && sep(i+3) && part(i+3) == part(i+1) && i+4 < len(rs) && yearRun(ex, rs[i+4]) {
		s := part(i + 1)
		y := part(i + 4)
		if validDate(y+part(i+2)+part(i), "20060102") {
			return "02" + s + "01" + s + "2006", i + 4, true
		}
		if validDate(y+part(i)+part(i+2), "20060102") {
			return "01" + s + "02" + s + "2006", i + 4, true
		}
	}
	return "", 0, false
}

// validDate tells whether v is a real date written in layout.
func validDate(v, layout string) bool {
	d, err := time.Parse(layout, v)
	return err == nil && d.Format(layout) == v
}

// keepSplitDates writes, into v (drawn like ex, of its length), a date
// of the last months wherever ex holds a date in separated parts
// (splitDate), in the example's own order and separators.
func (g *Generator) keepSplitDates(ex string, v []byte) {
	rs := runsOf(ex)
	for i := 0; i < len(rs); i++ {
		layout, last, ok := splitDate(ex, rs, i)
		if !ok {
			continue
		}
		d := refDate.AddDate(0, 0, -g.rng.Intn(120))
		copy(v[rs[i].start:rs[last].end], d.Format(layout))
		i = last
	}
}
