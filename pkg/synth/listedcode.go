package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// vocabCode tells whether an example is a code of a fixed list rather than
// an id: two to five capital letters ("COD", "MAN") or two letters and
// digits ("4a", "7E"). Redrawn, such a code is one nobody issued: a
// species "YQN", an area "9e". A longer code with digits ("B14", a loop
// letter and a site number) shows a shape its digits fill.
func vocabCode(ex string) bool {
	if len(ex) < 2 || len(ex) > 5 {
		return false
	}
	upper, other := 0, 0
	for _, c := range ex {
		switch {
		case c >= 'A' && c <= 'Z':
			upper++
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			other++
		default:
			return false
		}
	}
	return other == 0 || len(ex) == 2
}

// listedCode tells whether ex, one of the examples exs a description
// lists, is to be sent as it is: it is a vocabCode and the description
// lists two or more of them ("FAO 3-alpha (COD, HAD, MAC, NEP...)", "ICES
// area e.g. 4a, 7e", "a centre code such as `MAN` or `LDS`"). A list of
// codes shows which codes there are, not a shape to redraw: before, a
// landing's species was "YQN" or "MJF" and its area "4e"; now it is
// "HAD" and "7e". A single example ("e.g. T2400815") still shows a shape.
func listedCode(exs []string, ex string) bool {
	if !vocabCode(ex) {
		return false
	}
	n := 0
	for _, e := range exs {
		if vocabCode(e) {
			n++
		}
	}
	return n >= 2
}

// listedExample returns one of the codes r's description lists
// (listedCode), for a parameter with a pattern and no kind: its first
// draw, which the pattern still checks. Before, a landing line's "sp"
// (pattern ^[A-Z]{3}$, "FAO 3-alpha (COD, HAD, MAC, NEP...)") was drawn
// from the pattern alone ("YQN"); now it is "MAC".
func (g *Generator) listedExample(r *role.Role) (string, bool) {
	var codes []string
	for _, e := range r.Examples {
		if listedCode(r.Examples, e) {
			codes = append(codes, e)
		}
	}
	if len(codes) == 0 {
		return "", false
	}
	return codes[g.rng.Intn(len(codes))], true
}

// codesOnly returns exs without the examples that are no code when the
// description lists two or more codes (listedCode): "a fixed centre code
// such as `MAN` or `LDS`, or a mobile drive code like `MOB-0412` (see
// `scheduleBloodDrive`)" lists MAN, LDS and MOB-0412; the tool it points
// to is no site (a donation's site was "scheduleBloodDrive"). exs
// unchanged otherwise.
func codesOnly(exs []string) []string {
	n := 0
	for _, e := range exs {
		if vocabCode(e) {
			n++
		}
	}
	if n < 2 {
		return exs
	}
	var out []string
	for _, e := range exs {
		if vocabCode(e) || codedExample(e) {
			out = append(out, e)
		}
	}
	return out
}
