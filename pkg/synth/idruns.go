package synth

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// Digit runs of a documented id that mean more than their length: a
// date ("WS-250314-007" was received on 2025-03-14), a two-digit year
// ("WO-25-03318", "STU-24-0193") and a zero-padded counter ("T-004412",
// "013-001"). A value drawn like such an example keeps what the run
// means: "WS-260107-004", not "WS-912837-682" (month 28) nor
// "T-509118" where the accounts are numbered from T-000001.

// fixRun rewrites seg, the digits drawn for the run i of the example ex
// (rs its runs), to mean what the example's run means: a date near the
// reference date for a date, a recent year for a two-digit year, and as
// many leading zeros (or one fewer) for a zero-padded counter. seg keeps
// its length.
func (g *Generator) fixRun(ex string, rs []run, i int, seg []byte) {
	r := rs[i]
	part := ex[r.start:r.end]
	if r.class != '9' || len(seg) != len(part) || !allDigits(string(seg)) {
		return
	}
	if layout := dateRunLayout(part); layout != "" {
		d := refDate.AddDate(0, 0, -g.rng.Intn(120))
		copy(seg, d.Format(layout))
		return
	}
	if dayBeforeMonth(ex, r) {
		// "DEN14MAR-021": a day of the month, never day 58
		copy(seg, strconv.Itoa(101 + g.rng.Intn(28))[1:])
		return
	}
	if shortYearRun(ex, rs, i) {
		yy := refDate.Year()%100 - 1 + g.rng.Intn(2)
		copy(seg, strconv.Itoa(100 + yy)[1:])
		return
	}
	if y, ok := g.yearIn(g.opts.Server.ShownYears(ex), r); ok {
		copy(seg, y)
		return
	}
	if g.roundRun(part, seg) {
		return
	}
	g.keepZeros(part, seg)
}

// roundRun draws seg, a run of digits standing for part, as a round
// number of part's magnitude when part is one: two significant digits
// then two or three zeros ("1800" of a rating band "U1800", "2500"
// of "PLAN-2500"). Its zeros are kept and its head drawn within half to
// twice its own at the same width: "U1800" is "U1400" or "U2200", not
// "U8995", a band no rating list has. False for other runs.
func (g *Generator) roundRun(part string, seg []byte) bool {
	t := len(part) - len(strings.TrimRight(part, "0"))
	head := part[:len(part)-t]
	if t < 2 || len(head) != 2 || len(part) > 5 || head[0] == '0' {
		// ("27700" of "EPSG:27700" names one grid: a code, not a band)
		return false
	}
	h, _ := strconv.Atoi(head)
	w := int(pow10(len(head) - 1))
	lo, hi := max(h/2, w), min(2*h, 10*w-1)
	n := lo + g.rng.Intn(hi-lo+1)
	if n == h && hi > lo {
		n = lo + (n-lo+1)%(hi-lo+1) // another band than the example's own
	}
	copy(seg, strconv.Itoa(n)+part[len(head):])
	return true
}

// dayBeforeMonth tells whether the run r of the example ex is two digits
// followed by a month's three letters and no more letters ("14MAR" of
// "DEN14MAR-021"): the day of that month.
func dayBeforeMonth(ex string, r run) bool {
	e := r.end
	if r.end-r.start != 2 || e+3 > len(ex) || !slices.Contains(monthAbbrs, strings.ToLower(ex[e:e+3])) {
		return false
	}
	if e+3 < len(ex) {
		c := ex[e+3] | 0x20
		return c < 'a' || c > 'z'
	}
	return true
}

// keepZeros gives seg the leading zeros of the counter part ("0193",
// "004412"): as many, or for two or more one fewer, then a digit other
// than zero, so the value counts in the range the example's does. A run
// of zeros only ("0000") is a placeholder and says nothing.
func (g *Generator) keepZeros(part string, seg []byte) {
	z := 0
	for z < len(part) && part[z] == '0' {
		z++
	}
	if z == 0 || z == len(part) {
		return
	}
	if z >= 2 && g.rng.Intn(2) == 0 {
		z--
	}
	for k := 0; k < z; k++ {
		seg[k] = '0'
	}
	if seg[z] == '0' {
		seg[z] = byte('1' + g.rng.Intn(9))
	}
}

// dateRunLayout returns the layout of a run of digits that reads as a
// recent calendar date, "060102" for YYMMDD ("250314") or "20060102" for
// YYYYMMDD ("20250314"), a year within ten years of the reference date,
// or "0106" for MMYY ("0925") of a year next to it; "" for other runs. A six-digit counter ("104233") is rarely a valid
// date of those years.
func dateRunLayout(part string) string {
	var layout string
	switch len(part) {
	case 4:
		// MMYY ("0925": a course starting in September 2025), only
		// for a year next to the reference year: a counter ("0193",
		// "1234") rarely reads as one
		if m, y := atoi2(part[:2]), atoi2(part[2:]); m < 1 || m > 12 || y < refDate.Year()%100-1 || y > refDate.Year()%100+1 {
			return ""
		}
		return "0106"
	case 6:
		layout = "060102"
	case 8:
		layout = "20060102"
	default:
		return ""
	}
	d, err := time.Parse(layout, part)
	if err != nil || d.Format(layout) != part {
		return ""
	}
	if y := d.Year(); y < refDate.Year()-10 || y > refDate.Year()+1 {
		return ""
	}
	return layout
}

// shortYearRun tells whether the run i of ex is a two-digit year: two
// digits after a letter prefix and a separator, before a separator and a
// counter of three or more digits, within six years before the reference
// year ("WO-25-03318", "STU-24-0193"; not "ACM-8X-004213" nor "A-12").
// A prefix of one to three letters may run straight into the year
// ("S24-0113", "NB25-0042": drawn as any two digits they read "S86-").
func shortYearRun(ex string, rs []run, i int) bool {
	r := rs[i]
	if r.end-r.start != 2 || i < 1 || i+2 >= len(rs) {
		return false
	}
	if i == 1 {
		if rs[0].class != 'a' || rs[0].end > 3 {
			return false
		}
	} else if rs[i-1].class == 'a' || rs[i-1].class == '9' || rs[i-2].class != 'a' {
		return false
	}
	next, counter := rs[i+1], rs[i+2]
	if next.class == 'a' || next.class == '9' || counter.class != '9' || counter.end-counter.start < 3 {
		return false
	}
	yy, _ := strconv.Atoi(ex[r.start:r.end])
	ref := refDate.Year() % 100
	return yy >= ref-6 && yy <= ref+1
}

// keepRuns rewrites v, a value drawn like the example ex and of its
// length, so that each of its digit runs means what the example's does
// (fixRun). Runs whose characters are not all digits in v are left.
func (g *Generator) keepRuns(ex string, v []byte) {
	if len(v) != len(ex) || ex == "" {
		return // (an empty example has no runs to keep)
	}
	rs := runsOf(ex)
	for i, r := range rs {
		if r.class == '9' && !yearRun(ex, r) {
			g.fixRun(ex, rs, i, v[r.start:r.end])
		}
		if wordSegment(ex, rs, i) && allLetters(v[r.start:r.end]) {
			copy(v[r.start:r.end], ex[r.start:r.end])
		}
		if r.class == 'a' && r.end-r.start == 3 && i+2 < len(rs) && yearRun(ex, rs[i+2]) {
			g.otherMonth(ex[r.start:r.end], v[r.start:r.end]) // "Mar 2026": any month of a year
		}
	}
	g.keepYearDates(ex, v)
	span := keepYearSpans(ex, v)
	if string(v) == ex && !yearRun(ex, rs[len(rs)-1]) && !span {
		// a short padded counter ("DT-MR-04") leaves few values; the
		// example itself copied into a record reads as the doc's echo;
		// a year ("FALL-2025") is left a year
		g.unlikeLastDigit(v)
	}
}

// unlikeLastDigit changes the last digit of v to another one from 1 to 9.
func (g *Generator) unlikeLastDigit(v []byte) {
	for i := len(v) - 1; i >= 0; i-- {
		if c := v[i]; c >= '0' && c <= '9' {
			d := byte('1' + g.rng.Intn(8))
			if d >= c && c != '0' {
				d++
			}
			v[i] = d
			return
		}
	}
}

// wordSegment tells whether the run i of ex is a segment of two or more
// capitals between separators, after the first, that is no hex ("CV" of
// "2024-CV-001234", "MR" of "DT-MR-04", "ROSE" of "BQT-ROSE-24"): a case
// type, a kind of room, a word, which a value keeps. A random "VB",
// "PR" or "ADNV" names nothing. The example must hold a digit, so the
// value still differs from it.
func wordSegment(ex string, rs []run, i int) bool {
	r := rs[i]
	if r.class != 'a' || i == 0 || r.end-r.start < 2 || !strings.ContainsAny(ex, "0123456789") {
		return false
	}
	if rs[i-1].class == 'a' || rs[i-1].class == '9' || i+1 < len(rs) && (rs[i+1].class == 'a' || rs[i+1].class == '9') {
		return false
	}
	part := ex[r.start:r.end]
	return strings.ToUpper(part) == part && strings.ContainsAny(part, "GHIJKLMNOPQRSTUVWXYZ")
}

// allLetters reports whether b is ASCII letters only.
func allLetters(b []byte) bool {
	for _, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// yearOf returns a year for the year run r of ex: near today, and for a
// dated counter ("2024-CV-001234", "CTR-2023-004512": a year, then a
// number of three or more digits) this year or last, as such an id is
// issued when the thing is filed, never in a year still to come. A term
// or a season ("2027SP") may be next year's, but only where the example
// is this year's or later: an example of a past year ("2019.45.3", an
// accession, "FALL-2025") gives a year from its own to this one, never
// one to come.
func (g *Generator) yearOf(ex string, r run) string {
	for _, r2 := range runsOf(ex[r.end:]) {
		if r2.class == '9' && r2.end-r2.start >= 3 {
			return strconv.Itoa(refDate.Year() - g.rng.Intn(2))
		}
	}
	ey, _ := strconv.Atoi(ex[r.start:r.end])
	if ey < refDate.Year() {
		lo := min(ey, refDate.Year()-1)
		return strconv.Itoa(lo + g.rng.Intn(refDate.Year()-lo+1))
	}
	return strconv.Itoa(refDate.Year() - 1 + g.rng.Intn(3))
}

// trailingYear tells whether y, the last run r of ex, is a year: one of
// the last ten years or the next, after a word of two or more letters
// and at most one separator ("FALL-2025", "FY2026", "Q3-2025"; not
// "RSV-2041", a number, nor "A-2019").
func trailingYear(ex string, r run, y int) bool {
	if y < refDate.Year()-10 || y > refDate.Year()+1 {
		return false
	}
	rs := runsOf(ex[:r.start])
	n := len(rs)
	if n > 0 && rs[n-1].class != 'a' && rs[n-1].class != '9' {
		n--
	}
	if n == 0 || rs[n-1].class != 'a' && rs[n-1].class != '9' {
		return false
	}
	w := rs[n-1]
	return w.class == '9' || w.end-w.start >= 2 && strings.ToUpper(ex[w.start:w.end]) == ex[w.start:w.end] ||
		calendarWords[strings.ToLower(ex[w.start:w.end])]
}

// monthAbbrs are the three-letter names of the months.
var monthAbbrs = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// otherMonth writes into v (three bytes) a month drawn anew when ex is a
// month's three-letter name, in ex's case ("Dec", "DEC", "dec"), so that
// an example "Mar 2026" gives every month, not March in every record.
func (g *Generator) otherMonth(ex string, v []byte) {
	lw := strings.ToLower(ex)
	if !slices.Contains(monthAbbrs, lw) {
		return
	}
	m := []byte(monthAbbrs[g.rng.Intn(len(monthAbbrs))])
	for i := range m {
		if ex[i] >= 'A' && ex[i] <= 'Z' {
			m[i] -= 'a' - 'A'
		}
	}
	copy(v, m)
}

// calendarWords are words a year follows in any case: months and seasons
// ("Dec 2027", "March 2026", "Autumn 2025").
var calendarWords = map[string]bool{"jan": true, "feb": true, "mar": true, "apr": true, "may": true, "jun": true, "jul": true,
	"aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true, "january": true, "february": true,
	"march": true, "april": true, "june": true, "july": true, "august": true, "september": true, "october": true,
	"november": true, "december": true, "spring": true, "summer": true, "autumn": true, "fall": true, "winter": true}

// mmddRun tells whether the run i of ex is a month and day after a year
// ("1108" of "PERF-2025-1108-19"): four digits that read as a date,
// after a separator after a year.
func mmddRun(ex string, rs []run, i int) bool {
	r := rs[i]
	if r.class != '9' || r.end-r.start != 4 || i < 2 || rs[i-1].class == 'a' || rs[i-1].class == '9' || !yearRun(ex, rs[i-2]) {
		return false
	}
	y := ex[rs[i-2].start:rs[i-2].end]
	d, err := time.Parse("20060102", y+ex[r.start:r.end])
	return err == nil && d.Format("0102") == ex[r.start:r.end]
}

// keepYearDates writes, into v (drawn like ex, of its length), a date of
// the last months wherever ex has a year and then a month and day: the
// year and the day are drawn together, so the day is never one to come.
func (g *Generator) keepYearDates(ex string, v []byte) {
	if len(v) != len(ex) {
		return
	}
	rs := runsOf(ex)
	for i, r := range rs {
		if mmddRun(ex, rs, i) {
			d := refDate.AddDate(0, 0, -g.rng.Intn(120))
			y := rs[i-2]
			copy(v[y.start:y.end], d.Format("2006"))
			copy(v[r.start:r.end], d.Format("0102"))
		}
	}
	g.keepSplitDates(ex, v)
}

// describedYears returns v, a string drawn from a pattern, with the
// runs that the description's example or stated form of that shape
// shows as a year or a month and day made a real one: "e.g.
// M-2025-0412-031" or "M-YYYY-MMDD-NNN" makes M-6501-8576-235 a meeting
// of the last months, "year.lot.item" makes 9247.67.3 a year's lot.
// ok is false when nothing of the description lines up with v.
func (g *Generator) describedYears(v, desc string) (string, bool) {
	vr := runsOf(v)
	for w := range strings.FieldsSeq(desc) {
		w = strings.TrimRight(strings.Trim(w, `()[]{},;:'"`), ".")
		wr := runsOf(w)
		if len(wr) != len(vr) {
			continue
		}
		pseudo, ok := g.alignedExample(v, vr, w, wr)
		if !ok {
			continue
		}
		b := []byte(v)
		g.keepYears(pseudo, b)
		return string(b), string(b) != v
	}
	return "", false
}

// alignedExample returns an example of v's length for the runs vr of v:
// where w (runs wr, as many, letters and digits where v has either) has a year or a month and day of the
// length v has there, that part (a year named "YYYY" or "year" is one
// of the last five; two digits, or "MM" or "DD", kept so that a date in
// parts stays one), else v's own; ok is false when w shows none, or
// its separators differ from v's.
func (g *Generator) alignedExample(v string, vr []run, w string, wr []run) (string, bool) {
	var b strings.Builder
	found := false
	for i, r := range vr {
		part, vp := w[wr[i].start:wr[i].end], v[r.start:r.end]
		switch {
		case r.class != 'a' && r.class != '9' || wr[i].class != 'a' && wr[i].class != '9':
			if part != vp {
				return "", false
			}
		case len(vp) == 4 && (strings.EqualFold(part, "yyyy") || strings.EqualFold(part, "year")):
			part, found = strconv.Itoa(refDate.Year()-1-g.rng.Intn(5)), true
		case len(vp) == 4 && strings.EqualFold(part, "mmdd") && found:
			part = "0314"
		case len(vp) == len(part) && r.class == '9' && (yearRun(w, wr[i]) || mmddRun(w, wr, i)):
			found = true
		case len(vp) == 2 && (strings.EqualFold(part, "mm") || strings.EqualFold(part, "dd")):
			part = "01" // a month or day the form names: any real one (keepSplitDates)
		case len(vp) == 2 && len(part) == 2 && r.class == '9' && wr[i].class == '9':
			// two digits beside a year may be its month or day
			// ("S-2024-11-06-PC"): kept, so the date reads as one
		default:
			part = vp
		}
		b.WriteString(part)
	}
	return b.String(), found
}

// atoi2 returns the number two digits write.
func atoi2(s string) int { return int(s[0]-'0')*10 + int(s[1]-'0') }

// yearIn returns a recent year (this one or the one before) of
// the run r's length when mask, an example the server shows with its
// year written as 'y's (role.Server.ShownYears), has its year there:
// beside "the 2-digit year, a dash and a 4-digit running number (e.g.
// `25-0871`)" a value drawn like 25-0871 is 24-0436, not 39-0436, a
// year to come. ok is false for another run.
func (g *Generator) yearIn(mask string, r run) (string, bool) {
	n := r.end - r.start
	if r.end > len(mask) || n != 2 && n != 4 || mask[r.start:r.end] != strings.Repeat("y", n) {
		return "", false
	}
	y := strconv.Itoa(refDate.Year() - g.rng.Intn(2))
	return y[4-n:], true
}

// shownYears returns v, a string drawn from a pattern, with the run the
// server's words call a year in an example of v's form (yearIn) made
// a recent one: "GL56-435" of ^GL[0-9]{2}-[0-9]{3}$ beside another
// tool's "GL + yy + '-' + 3 digits, e.g. GL25-014" is "GL25-435". ok is
// false when no such example is shown.
func (g *Generator) shownYears(v string) (string, bool) {
	mask := g.opts.Server.ShownYears(v)
	if len(mask) != len(v) {
		return "", false
	}
	b := []byte(v)
	for _, r := range runsOf(v) {
		if y, ok := g.yearIn(mask, r); ok && r.class == '9' && allDigits(v[r.start:r.end]) {
			copy(b[r.start:r.end], y)
		}
	}
	return string(b), string(b) != v
}
