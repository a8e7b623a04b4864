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
