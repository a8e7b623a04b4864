package synth

import (
	"regexp"
	"sync"
	"sync/atomic"
)

// descRe is a regular expression over schema text (a description, a
// parameter's name) that Next asks on every instance drawn: the text of a
// compiled schema never changes, so each answer is kept and the pattern
// runs once per text, not once per value ("Data range in A1 notation" was
// matched against reA1Stated for every one of a run's million instances,
// a tenth of synth's time in BenchmarkMCPTools). The memo is shared by
// every worker; it holds at most descMemoEntries texts of at most
// descMemoLen bytes per pattern, so memory stays flat however many
// distinct texts a run reads (the rest are matched afresh each time).
type descRe struct {
	re    *regexp.Regexp
	match sync.Map // string → bool
	subs  sync.Map // string → []string (nil for no match)
	n     atomic.Int64
}

const (
	descMemoEntries = 1 << 12
	descMemoLen     = 4096
)

// newDescRe compiles expr as [regexp.MustCompile] does (a bad pattern
// panics at start-up) into a memoizing descRe.
func newDescRe(expr string) *descRe {
	return &descRe{re: regexp.MustCompile(expr)}
}

// keep tells whether one more answer for s may be stored.
func (d *descRe) keep(s string) bool {
	return len(s) <= descMemoLen && d.n.Load() < descMemoEntries
}

// MatchString reports whether s holds a match of the pattern, as
// [regexp.Regexp.MatchString].
func (d *descRe) MatchString(s string) bool {
	if v, ok := d.match.Load(s); ok {
		return v.(bool)
	}
	m := d.re.MatchString(s)
	if d.keep(s) {
		if _, loaded := d.match.LoadOrStore(s, m); !loaded {
			d.n.Add(1)
		}
	}
	return m
}

// FindStringSubmatch returns the leftmost match of the pattern in s and
// its submatches, as [regexp.Regexp.FindStringSubmatch]. The slice may be
// the memo's, shared by every caller: it must be read only.
func (d *descRe) FindStringSubmatch(s string) []string {
	if v, ok := d.subs.Load(s); ok {
		return v.([]string)
	}
	m := d.re.FindStringSubmatch(s)
	if d.keep(s) {
		if _, loaded := d.subs.LoadOrStore(s, m); !loaded {
			d.n.Add(1)
		}
	}
	return m
}
