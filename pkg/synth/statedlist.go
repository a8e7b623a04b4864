package synth

import (
	"regexp"
	"strings"
)

// glossedCode matches a code a description explains in brackets, one of
// a list of them: "HWY (Harwood yard)", "RVR (Riverside)".
var glossedCode = regexp.MustCompile(`\b([A-Z][A-Z0-9]{1,5}) \([^()]{2,40}\)`)

// backticked matches a value a description writes as code: `reg_annual`.
var backticked = regexp.MustCompile("`([^`\\s]{1,40})`")

// glossedCodes returns the codes description d explains one by one in
// brackets ("Depot code: HWY (Harwood yard), RVR (Riverside), MTN
// (Mountain Rd)" gives HWY, RVR, MTN), nil when it explains fewer than
// two: a depot the server writes as such a code is one of them, never
// the filler word "standard".
func glossedCodes(d string) []string {
	ms := glossedCode.FindAllStringSubmatch(d, 12)
	if len(ms) < 2 {
		return nil
	}
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, m[1])
	}
	return out
}

// aboutList returns one of the values the tool's description lists under
// the parameter's own words, for a parameter its own description says
// nothing of: a bare "serviceType" is one of the "Service types:
// `reg_annual` (regulator overhaul), `bcd_inspection`, …" its tool
// lists (was "standard", now "bcd_inspection"). The list is the codes the
// sentence writes in backticks, else the codes it explains in brackets;
// ok is false when the description lists fewer than two.
func (g *Generator) aboutList(h hint) (string, bool) {
	ts := tokens(h.name)
	phrase := strings.Join(ts, " ")
	if len(ts) == 0 || len(phrase) < 4 || g.opts.About == "" {
		return "", false
	}
	about := g.opts.About
	i := strings.Index(strings.ToLower(about), phrase)
	if i < 0 {
		return "", false
	}
	rest := about[i+len(phrase):]
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "e"), "s")
	if !strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, " are ") {
		// the words must head the list ("Service types: …"), not
		// merely occur in the sentence that holds one
		return "", false
	}
	if j := strings.Index(rest, ". "); j >= 0 {
		rest = rest[:j]
	}
	var vals []string
	for _, m := range backticked.FindAllStringSubmatch(rest, 12) {
		vals = append(vals, m[1])
	}
	if len(vals) < 2 {
		vals = glossedCodes(rest)
	}
	if len(vals) < 2 {
		return "", false
	}
	return vals[g.rng.Intn(len(vals))], true
}

// endKeys are the bare keys that name the two ends of a move: where a
// thing goes from and where it goes to.
var endKeys = map[string]bool{"from": true, "to": true, "source": true, "target": true, "origin": true, "destination": true}

// betweenNoun matches what a tool moves things between: "move fish
// between tanks", "Move quota between vessels".
var betweenNoun = regexp.MustCompile(`(?i)\bbetween (?:two |the )?([a-z]{3,})`)

// moveEnd returns an end of a move its tool says is between things of
// one noun, written as the server writes that noun elsewhere
// (Server.NounForm): a fish store's livestockMove "from" and "to" are
// tanks like its tankReadings' "C07" (was "general" to "default", now
// "B14" to "Q2"); ok is false for any other key or when the server shows
// no such noun's values.
func (g *Generator) moveEnd(h hint) (string, bool) {
	if !endKeys[strings.ToLower(h.name)] || h.parent != "" {
		return "", false
	}
	m := betweenNoun.FindStringSubmatch(g.opts.About)
	if m == nil {
		return "", false
	}
	f, ok := g.opts.Server.NounForm(singular(strings.ToLower(m[1])))
	if !ok {
		return "", false
	}
	var ex []string
	for _, e := range f.Examples {
		if s, ok := e.(string); ok && s != "" {
			ex = append(ex, s)
		}
	}
	if len(ex) == 0 {
		return "", false
	}
	var match func(string) bool
	if r, err := g.parsed(f.Pattern); f.Pattern != "" && err == nil {
		match = r.match.MatchString // (cached per pattern)
	}
	v := ""
	for i := 0; i < 6 && (v == "" || v == g.sc.moveEnd); i++ {
		// a move goes somewhere else, in the form the noun's pattern
		// allows (a drawn "Q9" beyond quarantine tanks Q1..Q8 is not)
		e := ex[g.rng.Intn(len(ex))]
		if v = g.likeExample(e); match != nil && !match(v) {
			v = e
		}
	}
	g.sc.moveEnd = v
	return v, true
}
