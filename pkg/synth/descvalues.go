package synth

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// A description often shows a parameter's values in forms the role
// reading leaves as prose: one quoted example ("Mortuary where the body is
// held, e.g. \"Central Public Mortuary\""), values in brackets after what
// they are ("Font for boulders (6B+), French for ropes (6a+)"), a bare
// comma list that is the whole description ("flyer, leaflet, poster,
// business card") or a slash list ("A6/A5/A4/DL/custom mm"). A value drawn
// from them reads as the field's own; a filler word ("standard") does not.

// quotedExample matches a quoted value after "e.g." or "for example":
// one to five words.
var quotedExample = regexp.MustCompile(`(?i)\b(?:e\.g\.|eg\.|for example|such as)[:,]?\s*["“']([^"”']{2,40})["”']`)

// bracketCode matches a code in brackets ("(6B+)", "(7a)"): letters and
// digits with at most a sign, no spaces.
var bracketCode = regexp.MustCompile(`\(([A-Za-z0-9][A-Za-z0-9+.-]{0,7})\)`)

// slashList matches a run of three or more short values joined by
// slashes ("A6/A5/A4").
var slashList = regexp.MustCompile(`(?:^|[\s(])([A-Za-z0-9+]{1,6}(?:/[A-Za-z0-9+]{1,6}){2,})`)

// openValueWords are the items of a list that leave the value open, not
// one of its values ("custom", "other").
var openValueWords = []string{"custom", "other", "others", "any", "etc", "none", "n/a", "misc"}

// describedValues returns the values a description shows in the forms
// above; nil when it shows none.
func describedValues(desc, name string) []string {
	if m := quotedExample.FindStringSubmatch(desc); m != nil {
		if v := strings.TrimSpace(m[1]); len(strings.Fields(v)) <= 5 && (properName(v) || !requestLike(v, name)) && !placeholderExample(v) {
			return []string{v}
		}
	}
	if vs := bracketCodes(desc); len(vs) > 0 {
		return vs
	}
	if m := slashList.FindStringSubmatchIndex(desc); m != nil && !formAfter(desc[m[3]:]) {
		if vs := listedParts(strings.Split(desc[m[2]:m[3]], "/")); len(vs) >= 3 {
			return vs
		}
	}
	return bareCommaList(desc, name)
}

// bracketCodes returns the codes a description gives in brackets, each
// with a letter and a digit ("6B+"): a bracketed word ("(optional)") or
// number ("(30)") is a note or a default, not a value's form.
func bracketCodes(desc string) []string {
	var out []string
	for _, m := range bracketCode.FindAllStringSubmatch(desc, 6) {
		if strings.IndexFunc(m[1], unicode.IsLetter) >= 0 && strings.IndexFunc(m[1], unicode.IsDigit) >= 0 {
			out = append(out, m[1])
		}
	}
	return out
}

// listedParts returns a list's items but the ones that leave the value
// open ("custom") and the placeholder letters of a form ("DD/MM/YYYY").
func listedParts(ps []string) []string {
	var out []string
	for _, p := range ps {
		if hasWord(tokens(p), openValueWords...) || strings.Trim(p, "DMYHSdmyhs") == "" {
			continue
		}
		out = append(out, p)
	}
	return out
}

// bareCommaList returns the items of a description that is nothing but a
// comma list of three or more short lower-case items ("flyer, leaflet,
// poster, business card"): a list of the values, said without "e.g.".
func bareCommaList(desc, name string) []string {
	d := strings.TrimSuffix(strings.TrimSpace(desc), ".")
	if !strings.Contains(d, ", ") || d != strings.ToLower(d) {
		return nil
	}
	var out []string
	for _, p := range listSep.Split(d, -1) {
		p = strings.TrimSpace(p)
		if p == "" || len(strings.Fields(p)) > 2 || strings.ContainsAny(p, ":;()\"") || requestLike(p, name) {
			return nil
		}
		if !hasWord(tokens(p), openValueWords...) {
			out = append(out, p)
		}
	}
	if len(out) < 3 {
		return nil
	}
	return out
}

// describedValue returns one of the values the parameter's description
// shows (describedValues); ok is false when it shows none.
func (g *Generator) describedValue(h hint) (string, bool) {
	vs := describedValues(h.desc, h.name)
	if len(vs) == 0 {
		return "", false
	}
	return vs[g.rng.Intn(len(vs))], true
}

// formAfter tells whether the words after a slash list say it is a form's
// parts ("in the standard 1a/1b/1c/2 form"): its items are the sections of
// a value, none a value of its own.
func formAfter(rest string) bool {
	f := strings.Fields(strings.ToLower(rest))
	return len(f) > 0 && slices.Contains([]string{"form", "format", "layout", "notation", "style", "order"}, strings.Trim(f[0], ".,;:)"))
}

// properName tells whether every word of v opens with a capital letter
// ("Central Public Mortuary"): the name of one place or thing, which may
// hold the field's own word and is no request for all of them.
func properName(v string) bool {
	for _, w := range strings.Fields(v) {
		if r := []rune(w); !unicode.IsUpper(r[0]) {
			return false
		}
	}
	return strings.TrimSpace(v) != ""
}
