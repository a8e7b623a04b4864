package synth

import (
	"regexp"

	"github.com/mcpgen/mcpgen/internal/memo"
)

// descRe is a regular expression over schema text (a description, a
// parameter's name) that Next asks on every instance drawn: the text of a
// compiled schema never changes, so each answer is kept and the pattern
// runs once per text, not once per value ("Data range in A1 notation" was
// matched against reA1Stated for every one of a run's million instances,
// a tenth of synth's time in BenchmarkMCPTools). The memos are shared by
// every worker and hold at most descMemoEntries texts each of at most
// descMemoLen bytes, so memory stays flat however many distinct texts a
// run reads (the rest are matched afresh each time).
type descRe struct {
	re    *regexp.Regexp
	match *memo.Bounded[string, bool]
	subs  *memo.Bounded[string, []string]
}

const (
	descMemoEntries = 1 << 12
	descMemoLen     = 4096
)

// newDescRe compiles expr as [regexp.MustCompile] does (a bad pattern
// panics at start-up) into a memoizing descRe.
func newDescRe(expr string) *descRe {
	return &descRe{re: regexp.MustCompile(expr), match: memo.New[string, bool](descMemoEntries),
		subs: memo.New[string, []string](descMemoEntries)}
}

// MatchString reports whether s holds a match of the pattern, as
// [regexp.Regexp.MatchString].
func (d *descRe) MatchString(s string) bool {
	if len(s) > descMemoLen {
		return d.re.MatchString(s)
	}
	if m, ok := d.match.Load(s); ok {
		return m
	}
	m := d.re.MatchString(s)
	d.match.Put(s, m)
	return m
}

// FindStringSubmatch returns the leftmost match of the pattern in s and
// its submatches, as [regexp.Regexp.FindStringSubmatch]. The slice may be
// the memo's, shared by every caller: it must be read only.
func (d *descRe) FindStringSubmatch(s string) []string {
	if len(s) > descMemoLen {
		return d.re.FindStringSubmatch(s)
	}
	if m, ok := d.subs.Load(s); ok {
		return m
	}
	m := d.re.FindStringSubmatch(s)
	d.subs.Put(s, m)
	return m
}
