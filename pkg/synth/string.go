package synth

import (
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/role"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// genString generates a string within the conjunction's length bounds,
// patterns, format and content encoding, realistic for the hint.
func (g *Generator) genString(c conj, h hint, f frame) (any, error) {
	minL, maxL := 0, -1
	var pats []*regexp.Regexp
	format, enc, media := "", "", ""
	var content *jsonschema.Schema
	for _, s := range c.pos {
		if s.MinLength > minL {
			minL = s.MinLength
		}
		if s.MaxLength >= 0 && (maxL < 0 || s.MaxLength < maxL) {
			maxL = s.MaxLength
		}
		if s.Pattern != nil {
			pats = append(pats, s.Pattern)
		}
		if format == "" {
			format = s.Format
		}
		if enc == "" {
			enc = s.ContentEncoding
		}
		if media == "" {
			media = s.ContentMediaType
		}
		if content == nil {
			content = s.ContentSchema
		}
	}
	if minL > maxStringLen {
		return nil, fmt.Errorf("minLength %d exceeds the synthesizer's limit %d at %s", minL, maxStringLen, c.at())
	}
	if maxL >= 0 && minL > maxL {
		return nil, fmt.Errorf("minLength %d > maxLength %d at %s", minL, maxL, c.at())
	}
	ptr := c.at()
	// length target: 0 natural, 1 minLength, 2 maxLength
	target := -1
	if minL > 0 || maxL >= 0 {
		opts := 2
		if maxL >= 0 && maxL <= 200 {
			opts = 3
		}
		switch g.choose(c.first(), chLength, opts, coverOnce) {
		case 1:
			if minL > 1 {
				// a minLength of 1 says "not empty", not a length to aim
				// at: an airline code of "B" or a search of "w" is no
				// value anyone passes
				target = minL
			}
		case 2:
			target = maxL
		}
	}
	rl := g.roleOf(c, h)
	kind := rl.Kind
	g.ownPerson(kind, format, h)
	// exact: the candidate satisfies c by construction (lengths fitted, no
	// pattern, a format generated natively or not asserted), so the local
	// check is skipped; Next still validates the whole instance.
	exact := len(pats) == 0 && enc == "" && g.trusted(c) && (format == "" || knownFormat(format) || !assertedFormat(format))
	var last string
	for try := 0; try < 8; try++ {
		var s string
		switch {
		case len(pats) > 0:
			if v, ok := g.beforePattern(try, rl, h, format, pats); ok {
				s = v // checked against the pattern below
				break
			}
			lo, hi := minL, maxL
			if target >= 0 && try < 3 {
				lo, hi = target, target
			}
			p := pats[try%len(pats)]
			r, err := g.regexString(p.String(), lo, hi)
			if errors.Is(err, errNotRE2) {
				// generate-and-check: realistic and plain candidates,
				// kept only if they match (c.accepts below)
				s = g.fit(g.realValue(rl, h), minL, maxL)
				break
			}
			if err != nil {
				if try == len(pats)-1 || try > 2 {
					return nil, fmt.Errorf("pattern %q at %s: %w", p.String(), ptr, err)
				}
				continue
			}
			s = g.patternReal(r, h, c)
		case format != "" && knownFormat(format):
			s = g.formatString(format, h)
		case enc == "base64" || format == "byte":
			raw := g.contentText(media, content)
			s = base64.StdEncoding.EncodeToString([]byte(raw))
		default:
			g.filler = false
			if v, ok := g.rowLabel(rl, h); ok {
				s = v
				break
			}
			s = g.adoptedPerson(rl, h)
			if g.filler {
				g.fillerAt = fillerParam(f) // an optional parameter nothing tells of: left out (dropFiller)
			}
			if target > 0 && kind == "" {
				// a length at maxLength; never cut to an empty string (an
				// order reference of "" for minLength 0)
				s = g.fit(g.lengthen(s, target, rl, h), target, target)
			} else {
				s = g.fit(g.lengthen(s, minL, rl, h), minL, maxL)
			}
		}
		last = s
		if exact || c.accepts(s) {
			return s, nil
		}
	}
	g.unsure = true
	return last, nil
}

type kindKey struct {
	s    *jsonschema.Schema
	name string
}

// Size limits: larger minimums make Next fail with an error naming them
// instead of building huge values.
const (
	maxStringLen  = 1 << 16
	maxArrayLen   = 1 << 12
	maxObjectKeys = 1 << 10
)

// contentText returns a decoded content body for contentEncoding.
func (g *Generator) contentText(media string, content *jsonschema.Schema) string {
	if strings.Contains(media, "json") {
		if content != nil {
			if v, err := g.gen([]*jsonschema.Schema{content}, frame{}, g.opts.MaxDepth); err == nil {
				if b, err := jsonx.Marshal(v); err == nil {
					return string(b)
				}
			}
		}
		return `{"ok":true}`
	}
	return g.sentence()
}

// fit pads or trims s (counted in code points, RFC 8259 strings as JSON
// Schema counts them) into [lo, hi]; hi < 0 means unbounded.
func (g *Generator) fit(s string, lo, hi int) string {
	n := utf8.RuneCountInString(s)
	if n > 0 && n < lo && allDigits(s) {
		// a number that identifies something stays a number: 95709 with
		// minLength 6 becomes 957093, never "95709 covey"
		for ; n < lo; n++ {
			s += string(rune('0' + g.rng.Intn(10)))
		}
	}
	for n < lo {
		w := g.fake.Word()
		if n > 0 {
			w = " " + w
		}
		s += w
		n += utf8.RuneCountInString(w)
	}
	if hi >= 0 && n > hi {
		r := []rune(s)[:hi]
		s = strings.TrimRight(wordCut(string(r), []rune(s)[hi], lo), " ")
		n = utf8.RuneCountInString(s)
		for n < lo {
			s += string(rune('a' + g.rng.Intn(26)))
			n++
		}
	}
	return s
}

// lengthen brings prose s (a sentence: "Entered by Daniel after the
// call.") up to lo runes with further sentences of its role, as a person
// writes more of a note, before fit pads what is still missing: fit's
// padding is random words ("… after the call. yet for without what"),
// which no one writes after a sentence. s is returned as it is when it
// is no sentence or no further sentence is drawn.
func (g *Generator) lengthen(s string, lo int, rl *role.Role, h hint) string {
	for try := 0; try < 6 && utf8.RuneCountInString(s) < lo && proseSentence(s); try++ {
		t := g.realValue(rl, h)
		if proseSentence(t) && !strings.Contains(s, t) {
			s += " " + t
		}
	}
	return s
}

// proseSentence tells whether s reads as a sentence of prose: words ending in
// a full stop, a question or an exclamation mark.
func proseSentence(s string) bool {
	s = strings.TrimSpace(s)
	return strings.Contains(s, " ") && (strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!"))
}

// wordCut returns s, the first maxLength runes of a longer text whose
// next rune is next, ending at a word boundary: "Ask the front desk for a
// late" rather than "Ask the front desk for a la". The cut moves back to
// the last space when it falls inside a word, that space lies in the
// second half, and what is left is at least lo runes; s is returned as it
// is otherwise (an id or a single word has no boundary to cut at).
func wordCut(s string, next rune, lo int) string {
	r := []rune(s)
	if len(r) == 0 || next == ' ' || !unicode.IsLetter(r[len(r)-1]) && !unicode.IsDigit(r[len(r)-1]) {
		return s
	}
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return s
	}
	cut := strings.TrimRight(s[:i], " ,;:-")
	if n := utf8.RuneCountInString(cut); n < lo || n < len(r)/2 {
		return s
	}
	return cut
}

// patternedExample returns, for a parameter of no known kind whose schema
// states one pattern and shows coded examples, a value shaped like one of
// them that the pattern accepts (likeExampleIn): a callsign of
// ^[A-Za-z0-9]{1,3}[0-9][A-Za-z0-9]{0,3}[A-Za-z]$ shown as "G4ABC" or
// "M0ABC/P" is "K7QRT" or "M3XLD/P", no longer "0k94xQz/2" drawn from the
// pattern alone.
func (g *Generator) patternedExample(rl *role.Role, pats []*regexp.Regexp) (string, bool) {
	if rl.Kind != role.Unknown || len(pats) != 1 {
		return "", false
	}
	ex := codedExamples(rl.Examples)
	if len(ex) == 0 {
		return "", false
	}
	return g.likeExampleIn(ex[g.rng.Intn(len(ex))], pats[0].String()), true
}

// beforePattern returns the value tried first for a string with a
// pattern, before strings drawn from the pattern: a code of its kind (an
// ORCID iD, an airport), a value of its role, or a value of its format
// (an e-mail address with the pattern of a mail server's validator is a
// person's address, not "xv.pq4G.It@ukz3.Crr"). ok is false after the
// first try and when none applies.
func (g *Generator) beforePattern(try int, rl *role.Role, h hint, format string, pats []*regexp.Regexp) (string, bool) {
	switch {
	case try > 0:
		return "", false
	case format == "":
		if rl.Kind == "" && roomNumber(strings.ToLower(h.name), "") {
			return g.doorNumber(), true // a room's number a pattern allows: 214, not 0073
		}
		if v, ok := g.closedKindValue(rl, h); ok {
			return v, true
		}
		if v, ok := g.codeOfKind(rl, h); ok {
			return v, true
		}
		if rl.Kind != "" {
			return g.realValue(rl, h), true
		}
		if v, ok := g.listedExample(rl); ok {
			return v, true
		}
		if v, ok := g.patternedExample(rl, pats); ok {
			return v, true
		}
	case knownFormat(format):
		return g.formatString(format, h), true
	}
	return "", false
}
