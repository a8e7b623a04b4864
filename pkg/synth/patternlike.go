package synth

import "regexp"

// likeExampleIn returns a value shaped like the example ex (likeExample)
// that pattern, the parameter's own or its namesake's, accepts: when the
// redrawn letters fall outside it, the example's letters are kept and only
// its digits redrawn, and failing that the pattern itself is drawn. A
// machine shown as "L03-W12" whose pattern is ^L\d{2}-[WD]\d{2}$ (W
// washer, D dryer) was drawn "L07-Z89"; now "L07-W89". A flight
// "FL-20250614-AM1" of ^FL-\d{8}-(AM|PM)\d$ is no longer
// "FL-20251001-LC8". An empty pattern, one that does not parse, or one
// the example itself fails leaves likeExample's value as it is.
func (g *Generator) likeExampleIn(ex, pattern string) string {
	return g.fitPattern(g.likeExample(ex), ex, pattern)
}

// fitPattern returns v, a value drawn like the example ex, when pattern
// accepts it or says nothing; else ex with its digits redrawn, else a
// draw of the pattern (see likeExampleIn).
func (g *Generator) fitPattern(v, ex, pattern string) string {
	if pattern == "" {
		return v
	}
	p, err := g.parsed(pattern)
	if err != nil || p.match.MatchString(v) || !p.match.MatchString(ex) {
		return v
	}
	if d := g.redrawDigits(ex); d != ex && p.match.MatchString(d) {
		return g.otherLetters(d, p.match)
	}
	if s, err := g.regexString(pattern, 0, -1); err == nil && p.match.MatchString(s) {
		if d, ok := g.datesLike(ex, s); ok && p.match.MatchString(d) {
			return d // a load of a day, as the example's is
		}
		return s
	}
	return ex
}

// otherLetters returns v with, half the time each, a letter of a run of
// one or two after its leading run of letters changed to another the pattern re still
// accepts: the letters a pattern lists are the kinds a code takes, so a
// machine "L03-W12" of ^L\d{2}-[WD]\d{2}$ is a dryer "L03-D12" as often
// as a washer, a flight of (AM|PM) an evening one. A letter no other
// one can replace is kept.
func (g *Generator) otherLetters(v string, re *regexp.Regexp) string {
	b := []byte(v)
	i := 0
	for i < len(b) && isLetter(b[i]) {
		i++ // (the prefix names the thing: kept)
	}
	for ; i < len(b); i++ {
		c := b[i]
		if !isLetter(c) || i+2 < len(b) && isLetter(b[i+1]) && isLetter(b[i+2]) || i >= 2 && isLetter(b[i-1]) && isLetter(b[i-2]) ||
			i >= 1 && i+1 < len(b) && isLetter(b[i-1]) && isLetter(b[i+1]) || g.rng.Intn(2) == 0 {
			continue // (a run of three letters or more is a word or an abbreviation: "VIC" of "CST-VIC-0231-M")
		}
		base := byte('A')
		if c >= 'a' {
			base = 'a'
		}
		start := g.rng.Intn(26)
		for k := 1; k < 26; k++ {
			b[i] = base + byte((int(c-base)+start+k)%26)
			if re.Match(b) {
				break
			}
			b[i] = c
		}
	}
	return string(b)
}
