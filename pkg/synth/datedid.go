package synth

// embeddedDate returns v, an id drawn from a pattern, with a run of
// exactly eight digits between a prefix that opens with a letter and a
// further segment made a yyyymmdd date near today: "FL-58860493-AM5" of
// ^FL-\d{8}-(AM|PM)\d$ is "FL-20251114-AM5", the flight of a day, as an
// id that opens with a date always does ("K1-60853198-97" of a kiln K1
// is "K1-20251023-97"). A run of another length is made a date where an
// example of v's form the server shows holds one there (shownDate). ok
// is false when v has no such run or it already reads as a date of
// these years.
func (g *Generator) embeddedDate(v string) (string, bool) {
	if d, ok := g.shownDate(v); ok {
		return d, true
	}
	rs := runsOf(v)
	for i, r := range rs {
		if r.class != '9' || r.end-r.start != 8 || i < 2 || i+2 >= len(rs) || !letterHead(rs[:i-1]) {
			continue
		}
		if sep := rs[i-1]; sep.class == '9' || sep.class == 'a' {
			continue
		}
		if dateRunLayout(v[r.start:r.end]) != "" {
			return "", false
		}
		b := []byte(v)
		copy(b[r.start:r.end], g.when().Format("20060102"))
		return string(b), true
	}
	return "", false
}

// letterHead tells whether the runs rs, the prefix before a separator,
// are letters and digits opening with letters: "FL", "K1", not "12".
func letterHead(rs []run) bool {
	if len(rs) == 0 || rs[0].class != 'a' {
		return false
	}
	for _, r := range rs {
		if r.class != 'a' && r.class != '9' {
			return false
		}
	}
	return true
}

// shownDate returns v, an id drawn from a pattern, with the dates the
// server's own example of v's form (role.Server.ShownLike) holds
// (datesLike): beside "Appointment ids look like `AP-250314-03`", a
// drawn "AP-998630-99" is "AP-251118-99". ok is false when the server
// shows no such example or v already holds real dates there.
func (g *Generator) shownDate(v string) (string, bool) {
	return g.datesLike(g.opts.Server.ShownLike(v), v)
}

// datesLike returns v, a value of the form of the example ex, with each
// run of digits that ex holds as a date (yymmdd or yyyymmdd,
// dateRunLayout) made a date near today: "K1-60853198-97" drawn for
// "K2-20250904-03" is "K1-20251023-97". ok is false when ex is of
// another length or v already holds real dates there.
func (g *Generator) datesLike(ex, v string) (string, bool) {
	if len(ex) != len(v) || ex == "" {
		return "", false
	}
	b := []byte(v)
	for _, r := range runsOf(ex) {
		layout := dateRunLayout(ex[r.start:r.end])
		if r.class != '9' || len(layout) < 6 || !allDigits(v[r.start:r.end]) || dateRunLayout(v[r.start:r.end]) == layout {
			continue
		}
		copy(b[r.start:r.end], g.when().Format(layout))
	}
	return string(b), string(b) != v
}
