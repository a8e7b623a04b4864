package synth

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// Values of the shape the description's examples show, new for each
// record: "like 2027SP, 2027SU, 2027FA" gives 2026FA or 2027SU, never
// the example copied into every record, nor 9193SU (a year no one
// writes) or 2027QK (a season no example shows).

// run is a maximal stretch of one character class of a value: letters,
// digits, or one other character.
type run struct {
	start, end int
	class      byte // 'a' letters, '9' digits, else the character itself
}

// runsOf splits v into its runs.
func runsOf(v string) []run {
	var out []run
	for i := 0; i < len(v); i++ {
		c := v[i]
		cl := role.RunClass(c)
		if n := len(out); n > 0 && out[n-1].class == cl && (cl == 'a' || cl == '9') {
			out[n-1].end = i + 1
			continue
		}
		out = append(out, run{i, i + 1, cl})
	}
	return out
}

// yearRun tells whether a run of an example is a calendar year: four
// digits from 1950 to 2039 ("2027SP", "RC-2027-00418", "2026-Q3",
// "2019.45.3" hold a year); as the example's last run after a prefix,
// only a recent year after a word ("FALL-2025", "FY2026"): "RSV-2041" is
// a sequence number.
func yearRun(ex string, r run) bool {
	if r.class != '9' || r.end-r.start != 4 {
		return false
	}
	y, _ := strconv.Atoi(ex[r.start:r.end])
	if r.end == len(ex) && r.start > 0 {
		return trailingYear(ex, r, y)
	}
	return y >= 1950 && y <= 2039
}

// keepYears writes, into v (a value drawn like the example ex, of the
// same length), a year near today wherever ex has a year: a term, a
// fiscal year or a dated reference ("RC-2027-00418") names this year or
// the next, not 6831.
func (g *Generator) keepYears(ex string, v []byte) {
	if len(v) != len(ex) {
		return
	}
	for _, r := range runsOf(ex) {
		if yearRun(ex, r) {
			copy(v[r.start:r.end], g.yearOf(ex, r))
		}
	}
	g.keepRuns(ex, v)
}

// likeAmong returns a value shaped like ex, one of exs: its digits
// drawn anew (a year kept near today, no leading zero the example does
// not have), its separators and its leading letters kept, a run of three
// or more letters kept (a unit or a word: "350GSM-SILK"), and, where the
// examples of that form differ in a run of letters ("2027SP, 2027SU,
// 2027FA"), one of theirs: the examples list the letters the code takes.
// An example in lower case (a hex id, "7d") is drawn as likeExample draws
// it.
func (g *Generator) likeAmong(exs []string, ex string) string {
	if v, ok := g.munsellLike(ex); ok {
		return v
	}
	if v, ok := g.periodLike(ex); ok && !reISOWeek.MatchString(ex) {
		return v // "2024-Q3, 2025-Q1": any quarter, not only those shown
	}
	if strings.ToUpper(ex) != ex || reSpanExample.MatchString(ex) || strings.Contains(ex, "XXX") {
		v := []byte(g.likeExample(ex))
		return string(v)
	}
	rs := runsOf(ex)
	var same [][]run
	var sameEx []string
	for _, e := range exs {
		if r2 := runsOf(e); sameClasses(rs, r2) {
			same, sameEx = append(same, r2), append(sameEx, e)
		}
	}
	if !g.amongTells(ex, rs, same, sameEx) {
		return g.likeExample(ex) // nothing more to keep than it keeps
	}
	var b strings.Builder
	for i, r := range rs {
		part := ex[r.start:r.end]
		if gradeSegment(rs, i) {
			b.WriteString(part) // a level or grade ("A2", "B1"): not any letter and digit
			continue
		}
		switch r.class {
		case '9':
			if measureRun(ex, rs, i) && len(same) > 0 {
				// a measure and its unit ("350GSM", "50ML"): one of the
				// sizes the examples show, not any number
				k := g.rng.Intn(len(same))
				b.WriteString(sameEx[k][same[k][i].start:same[k][i].end])
				continue
			}
			b.WriteString(g.runDigits(ex, r))
		case 'a':
			alts := map[string]bool{}
			for j, r2 := range same {
				alts[sameEx[j][r2[i].start:r2[i].end]] = true
			}
			switch {
			case len(alts) >= 2:
				k := g.rng.Intn(len(same))
				b.WriteString(sameEx[k][same[k][i].start:same[k][i].end])
			case i == 0 || len(part) >= 3:
				b.WriteString(part)
			default:
				for range part {
					b.WriteByte(byte('A' + g.rng.Intn(26)))
				}
			}
		default:
			b.WriteString(part)
		}
	}
	v := []byte(b.String())
	g.keepYearDates(ex, v)
	return string(v)
}

// gradeSegment tells whether the run i of an example's runs rs is part
// of an inner segment of one letter and one digit ("ES-A2-EVE-0925",
// "WH-B1-04"): a level, a grade or a class the code names ("A2", a
// language level), which a value keeps, as a random "X7" is no level.
func gradeSegment(rs []run, i int) bool {
	sep := func(k int) bool { return k >= 0 && k < len(rs) && rs[k].class != 'a' && rs[k].class != '9' }
	one := func(k int) bool { return rs[k].end-rs[k].start == 1 }
	switch {
	case rs[i].class == 'a' && i+1 < len(rs) && rs[i+1].class == '9':
		return one(i) && one(i+1) && sep(i-1) && sep(i+2)
	case rs[i].class == '9' && i > 0 && rs[i-1].class == 'a':
		return one(i) && one(i-1) && sep(i-2) && sep(i+1)
	}
	return false
}

// amongTells reports whether likeAmong keeps more of ex than
// likeExample does: a run of three or more letters after the first run,
// a run of letters the examples of its form differ in, or a measure
// before its unit.
func (g *Generator) amongTells(ex string, rs []run, same [][]run, sameEx []string) bool {
	for i, r := range rs {
		if measureRun(ex, rs, i) {
			return true
		}
		if r.class != 'a' || i == 0 {
			continue
		}
		if r.end-r.start >= 3 {
			return true
		}
		for j, r2 := range same {
			if sameEx[j][r2[i].start:r2[i].end] != ex[r.start:r.end] {
				return true
			}
		}
	}
	return false
}

// measureRun tells whether the run i of ex is a measure before its unit:
// two or more digits opening a segment (the start, or after a
// separator), not a year, before two or more letters ("350GSM", not
// "2027SP" or the "2" of "K7M2QX").
func measureRun(ex string, rs []run, i int) bool {
	r := rs[i]
	if r.class != '9' || r.end-r.start < 2 || yearRun(ex, r) || i > 0 && rs[i-1].class == 'a' {
		return false
	}
	return i+1 < len(rs) && rs[i+1].class == 'a' && rs[i+1].end-rs[i+1].start >= 2
}

// sameClasses reports whether a and b have runs of the same classes in
// the same order, whatever their lengths.
func sameClasses(a, b []run) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].class != b[i].class {
			return false
		}
	}
	return true
}

// runDigits draws the digits of the run r of ex anew: a year near today
// for a year, else as many digits, opening with a zero only where the
// example's run does.
func (g *Generator) runDigits(ex string, r run) string {
	if yearRun(ex, r) {
		return g.yearOf(ex, r)
	}
	b := make([]byte, r.end-r.start)
	for i := range b {
		b[i] = byte('0' + g.rng.Intn(10))
	}
	if ex[r.start] != '0' && b[0] == '0' {
		b[0] = byte('1' + g.rng.Intn(9))
	}
	rs := runsOf(ex)
	for i := range rs {
		if rs[i] == r {
			g.fixRun(ex, rs, i, b)
		}
	}
	return string(b)
}

// yearWords are name tokens of codes that hold a year: a term, a fiscal
// year, a season, a cohort.
var yearWords = map[string]bool{"year": true, "term": true, "fiscal": true, "fy": true, "season": true, "semester": true,
	"period": true, "cohort": true, "intake": true, "vintage": true, "academic": true, "quarter": true}

// patternYears returns v, a string drawn from a pattern, with each run of
// exactly four digits made a year near today when the parameter's name
// says its value holds one ("termCode" of "^[0-9]{4}(SP|SU|FA)$": 2026FA,
// not 9193SU), or where the description's example or form shows one
// (describedYears); ok is false when nothing changed.
func (g *Generator) patternYears(v string, h hint) (string, bool) {
	if y, ok := g.describedYears(v, h.desc); ok {
		return y, true
	}
	named := false
	for _, t := range sharedTokens(h.name) {
		named = named || yearWords[t]
	}
	if !named {
		if y, ok := g.datedCounterYears(v); ok {
			return y, true
		}
		if y, ok := g.shownYears(v); ok {
			return y, true
		}
		return g.embeddedDate(v)
	}
	b := []byte(v)
	changed := false
	for _, r := range runsOf(v) {
		if y, _ := strconv.Atoi(v[r.start:r.end]); r.class == '9' && r.end-r.start == 4 && (y < refDate.Year()-1 || y > refDate.Year()+1) {
			copy(b[r.start:r.end], strconv.Itoa(refDate.Year()-1+g.rng.Intn(3)))
			changed = true
		}
	}
	return string(b), changed
}

// smallNumberLike returns, for a string whose examples are all numbers
// of one to three digits ("FDI tooth number like 36 or 11", "Berth e.g.
// 7"), a number between the smallest and the largest (for one example,
// within a factor of two of it): such a number names one of a few things
// (a tooth, a berth, a floor), never a six-digit id. ok is false for
// other examples.
func (g *Generator) smallNumberLike(exs []string) (string, bool) {
	lo, hi := -1, -1
	for _, e := range exs {
		n, err := strconv.Atoi(e)
		if err != nil || len(e) > 3 || n <= 0 || e[0] == '0' {
			return "", false
		}
		if lo < 0 || n < lo {
			lo = n
		}
		if n > hi {
			hi = n
		}
	}
	if lo < 0 {
		return "", false
	}
	if lo == hi {
		lo, hi = max(1, lo/2), hi*2
	}
	return strconv.Itoa(lo + g.rng.Intn(hi-lo+1)), true
}

// matchesPattern reports whether v matches the RE2 pattern pat; false
// when pat does not compile.
func matchesPattern(pat, v string) bool {
	re, err := regexp.Compile(pat)
	return err == nil && re.MatchString(v)
}
